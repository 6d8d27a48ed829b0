// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/kernelknobs.h"
#include "core/sim/kernellaunch.h"

namespace rl::sim {

// fp16 average pooling on the Vector unit over NC1HWC0 data (C0 = 16 channels).
// A window pool accumulates kh x kw shifted views of the input tile with VAXPY (x / k added
// to the sum: 2 operations per element); a global pool (window = whole map, the squeeze of a
// squeeze-and-excite block) accumulates the map 128 elements at a time with VADD, then folds
// the 128 lanes to C0 and scales.
struct PoolShape
{
    qint64 groups = 0; // N x C1 (batch x channel groups of 16)
    int height = 0;    // input map
    int width = 0;
    int kernel = 3; // window side
    int stride = 1;
    bool global = false;
    int groupsPerTile = 1; // channel groups per tile (small maps share a transfer)
};

KernelLaunch poolKernel(const PoolShape &shape, const KernelKnobs &knobs, int blockDim, const CoreSpec &spec);

} // namespace rl::sim
