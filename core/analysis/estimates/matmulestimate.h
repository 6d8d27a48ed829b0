// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/estimates/tensor.h"
#include "core/analysis/workestimator.h"

namespace rl::estimates {

// MatMul, MatMulV2/V3, BatchMatMul(V2/V3), Gemm and GroupedMatmul: nullopt for other types or
// shapes with no consistent M, K, N.
std::optional<WorkEstimate> estimateMatMul(const QString &type, const std::vector<Tensor> &in,
                                           const std::vector<Tensor> &out);

} // namespace rl::estimates
