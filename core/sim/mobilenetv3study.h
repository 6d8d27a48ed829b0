// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/modelgraph.h"

#include <vector>

namespace rl::sim {

// The kernels of the library before the study: results written in place, single buffers,
// loop-invariant operands re-copied, loads issued late, defensive barriers.
KernelKnobs naiveVectorKnobs();
KernelKnobs naiveCubeKnobs();

// Sets the before and after kernels of the MobileNetV3 graph: the paper's eight Table 1
// operators (renamed as the paper names them, with the strategies it applied) and the
// roll-out of the same strategies to other instances of their families.
void applyStudy(std::vector<GraphOp> &ops);

} // namespace rl::sim
