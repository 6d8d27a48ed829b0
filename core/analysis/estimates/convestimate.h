// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/estimates/tensor.h"
#include "core/analysis/workestimator.h"

namespace rl::estimates {

// Conv2D and depthwise convolution (forward): nullopt for other types or unreadable layouts.
std::optional<WorkEstimate> estimateConv(const QString &type, const std::vector<Tensor> &in,
                                         const std::vector<Tensor> &out);

} // namespace rl::estimates
