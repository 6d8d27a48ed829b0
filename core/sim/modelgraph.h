// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/operator.h"
#include "core/sim/elementwisekernel.h"
#include "core/sim/gemmkernel.h"
#include "core/sim/kernelknobs.h"
#include "core/sim/poolkernel.h"

#include <variant>
#include <vector>

namespace rl::sim {

using KernelShape = std::variant<GemmShape, ElementwiseShape, PoolShape>;

// One operator of a model graph with the kernel it runs, before and after optimisation.
struct GraphOp
{
    QString name;       // Op Name, identical before and after
    QString type;       // OP Type
    QString table1;     // the paper's Table 1 name for the eight studied operators, else empty
    QString strategies; // strategy codes applied in "after" ("RSD, MRT"), empty = untouched
    TensorList inputs;
    TensorList outputs;
    int blockDim = 2;
    KernelShape shape;
    KernelKnobs before;
    KernelKnobs after;

    bool usesCube() const { return std::holds_alternative<GemmShape>(shape); }
    const KernelKnobs &knobs(bool optimised) const { return optimised ? after : before; }
};

struct ModelGraph
{
    QString name;
    int batch = 1;
    std::vector<GraphOp> ops;
};

KernelLaunch launchFor(const GraphOp &op, bool optimised, const CoreSpec &spec);

} // namespace rl::sim
