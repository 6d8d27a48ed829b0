// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/modelgraph.h"

namespace rl::sim {

// MobileNetV3-Large inference, batch 8 at 224 x 224 in fp16, on the Ascend 310 (the paper's
// §4.2 workload): 155 kernels with the eight Table 1 operators named as in the paper and the
// strategies of Table 1 applied in the "after" kernels. Like the paper's graph, this variant
// also holds a GeLU, a MatMul and a windowed AvgPool that the canonical architecture lacks.
// Kernel knobs and tile shapes are the only calibration: every time, busy ratio and byte
// count comes out of the simulator, and the categories out of RoofLens's analysis.
ModelGraph mobileNetV3Graph();

} // namespace rl::sim
