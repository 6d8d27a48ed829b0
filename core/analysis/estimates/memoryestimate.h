// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/estimates/tensor.h"
#include "core/analysis/workestimator.h"

namespace rl::estimates {

// Kernels that mostly move bytes: write-only fills (ZerosLike, OnesLike, Fill, InplaceZero),
// gathers and slices (bytes touched, not the whole source), Cast, Concat, TransData, Transpose,
// TensorMove and the like. nullopt for other types.
std::optional<WorkEstimate> estimateMemory(const QString &type, const std::vector<Tensor> &in,
                                           const std::vector<Tensor> &out);

} // namespace rl::estimates
