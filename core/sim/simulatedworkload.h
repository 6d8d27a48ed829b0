// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"
#include "core/sim/kernellaunch.h"
#include "core/sim/modelgraph.h"

#include <vector>

namespace rl::sim {

// Wall time a launch adds beyond its busiest core. The simulator does not model dispatch
// from the host, so it adds none.
inline constexpr double kLaunchOverheadUs = 0.0;

struct SimulatedOp
{
    GraphOp op;
    KernelMeasurement measurement;
};

// One run of a model graph on the simulated chip: every operator's measurement, in order.
struct SimulatedWorkload
{
    QString name;
    bool optimised = false;
    std::vector<SimulatedOp> ops;

    double totalDurationUs() const;
};

// Simulates every operator of `graph` with its before (or after) kernels; the Table 1
// operators keep their instruction traces when `traceTable1`.
Result<SimulatedWorkload> simulateWorkload(const ModelGraph &graph, bool optimised, const CoreSpec &spec,
                                           bool traceTable1 = false);

} // namespace rl::sim
