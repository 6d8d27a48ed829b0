// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/estimates/tensor.h"
#include "core/analysis/workestimator.h"

namespace rl::estimates {

// FlashAttentionScore and FlashAttentionScoreGrad: nullopt for other types or shapes that fit
// no layout.
std::optional<WorkEstimate> estimateAttention(const QString &type, const std::vector<Tensor> &in,
                                              const std::vector<Tensor> &out);

} // namespace rl::estimates
