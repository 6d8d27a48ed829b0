// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/kernelknobs.h"
#include "core/sim/kernellaunch.h"

namespace rl::sim {

// Cube operators as C[m x n] = A[m x k] . B[k x n] in fp16: Conv2D (1x1 directly, k x k through
// im2col), depthwise convolution on the Cube (k = taps x 16 against diagonal 16 x 16 weight
// blocks), FullyConnection and MatMul. Per m-tile: A GM -> L1 (MTE2), L1 -> L0A and the weight
// slice L1 -> L0B (MTE1), MMAD (Cube), L0C drained through the Vector unit with bias and
// activation (the 310 has no FixPipe), UB -> GM (MTE3). The blocks split m.
struct GemmShape
{
    qint64 m = 0;
    int k = 0;
    int n = 0;
    double aBytesPerRow = 0.0; // GM bytes read per row of A (k x 2 unless im2col re-reads)
    int tileM = 256;
    int tileN = 256;
    int tilesPerWeightSet = 0;          // tiles sharing one B (depthwise: one per channel group); 0 = all
    double epilogueOpsPerElement = 2.0; // bias + activation on the drained result
};

KernelLaunch gemmKernel(const GemmShape &shape, const KernelKnobs &knobs, int blockDim, const CoreSpec &spec);

} // namespace rl::sim
