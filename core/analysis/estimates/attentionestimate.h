// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/estimates/tensor.h"
#include "core/analysis/workestimator.h"

namespace rl::estimates {

// The mask a FlashAttention kernel was given, as far as the shapes tell (core/README.md §3.7).
enum class AttentionMask : quint8 {
    None,   // no attention mask: full attention
    Causal, // the compressed 2048×2048 mask of the causal sparse modes
    Full,   // a mask of another size: every block computed
};

// What a forward FlashAttention kernel's own tensors say about its attention. Its backward
// kernel takes these where its own inputs do not say them (attentionpairing.h): the backward
// has more optional inputs, and rows that leave out the absent ones shift its statistics and
// mask to other positions, so its own reading of them is the weaker one.
struct AttentionForward
{
    QString kernel;          // which forward, for the assumption text ("FlashAttentionScore at x.csv:12")
    QString layout;          // "BNSD", "BSND", "SBH", "BSH" or "TND"
    bool layoutTold = false; // a tensor told the layout (statistics, mask, key); not assumed from sizes
    qint64 heads = 0;        // query heads; 0 when the forward does not say
    qint64 headDim = 0;      // 0 when the forward does not say
    AttentionMask mask = AttentionMask::None;
    qint64 maskRows = 0, maskCols = 0;
    double sequences = 0.0; // TND: the sequences the kernel was given; 0 when not recorded
};

// Whether a normalised kernel type is a FlashAttention kernel this estimator reads, and
// whether it is the backward one.
bool isAttentionForwardType(const QString &type);
bool isAttentionBackwardType(const QString &type);

// What a forward kernel's tensors say (`kernel` left empty); nullopt for other types or
// shapes that fit no layout.
std::optional<AttentionForward> readAttentionForward(const QString &type, const std::vector<Tensor> &in,
                                                     const std::vector<Tensor> &out);

// FlashAttentionScore and FlashAttentionScoreGrad: nullopt for other types or shapes that fit
// no layout. A backward kernel given its `forward` takes the forward's layout and head split
// (when a tensor told the forward's) and its mask (when the backward was given none), and the
// assumption says so.
std::optional<WorkEstimate> estimateAttention(const QString &type, const std::vector<Tensor> &in,
                                              const std::vector<Tensor> &out,
                                              const AttentionForward *forward = nullptr);

} // namespace rl::estimates
