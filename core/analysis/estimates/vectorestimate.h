// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/estimates/tensor.h"
#include "core/analysis/workestimator.h"

namespace rl::estimates {

// Vector kernels counted as operations per element: element-wise (in place or not), the
// Foreach lists, norms (RmsNorm and its gradient among them), SwiGlu(Grad), rotary position
// embedding (and its gradient), ApplyAdamW(V2), softmax, reductions and pooling. nullopt for
// other types.
std::optional<WorkEstimate> estimateVector(const QString &type, const std::vector<Tensor> &in,
                                           const std::vector<Tensor> &out);

} // namespace rl::estimates
