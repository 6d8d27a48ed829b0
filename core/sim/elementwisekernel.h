// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/kernelknobs.h"
#include "core/sim/kernellaunch.h"

#include <vector>

namespace rl::sim {

// One vector instruction kind applied to every element of a tile.
struct VectorStep
{
    QString mnemonic;           // "VADD", "VRELU", "VEXP"...
    double opsPerElement = 1.0; // 2 for fused multiply-add forms
};

// fp16 element-wise operators on the Vector unit: Add, Mul, Add_ReLU (ReLU(x + c) of
// Hard-Swish), GeLU... GM -> UB (MTE2), the steps (Vector), UB -> GM (MTE3).
struct ElementwiseShape
{
    qint64 elements = 0;         // of the output
    int fullInputs = 1;          // inputs of the output's size (1 or 2)
    double invariantBytes = 0.0; // a broadcast operand (bias, the constant c), 0 = none
    std::vector<VectorStep> steps;
    std::vector<VectorStep> fastSteps; // the cheaper algorithm (EA), empty = none
};

KernelLaunch elementwiseKernel(const ElementwiseShape &shape, const KernelKnobs &knobs, int blockDim,
                               const CoreSpec &spec);

} // namespace rl::sim
