// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/operatorresult.h"
#include "core/hardware/hardwarespec.h"
#include "core/model/operator.h"

#include <optional>

namespace rl {

// Which of the AI Core's two data paths an operator uses (core/README.md §3.8): the Cube path
// (GM→L1→L0A/L0B by MTE1, the Cube, L0C→GM by FixPipe) and the Vector path (GM→UB, the
// Vector, UB→GM). Advice written for one path ("L1→L0A is twice as fast as L1→L0B") is no
// help to a kernel that never takes it. Unknown (nullopt) when nothing tells.
struct CorePaths
{
    std::optional<bool> cube;
    std::optional<bool> vector;
};

// From what was measured first (a Cube-path component busy or moving work, or measured idle),
// then the task type (an AI_VECTOR_CORE task cannot reach a Cube; an AI_CORE task of a
// separated chip runs on the cube core), then the operator family (element-wise, norms and
// data movement are Vector kernels; matmuls and convolutions Cube ones).
CorePaths corePathsOf(const Operator &op, const OperatorResult &result, const HardwareSpec &hardware);

} // namespace rl
