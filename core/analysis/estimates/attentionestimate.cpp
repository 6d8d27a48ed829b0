// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/estimates/attentionestimate.h"

#include "core/analysis/estimates/datatype.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace rl::estimates {

namespace {

// Input positions in the kernels' operator prototypes: query, key, value (and dy for the
// gradient) first, then the optional tensors an empty shape marks as not given.
struct Slots
{
    size_t dropMask, attenMask, softmaxMax, seqQ;
};
constexpr size_t kFromOutputs = size_t(-1);
constexpr Slots kForward{4, 6, kFromOutputs, 8};
constexpr Slots kBackward{5, 7, 8, 13};

// The compressed mask of the causal sparse modes is always 2048×2048, whatever the sequence.
constexpr qint64 kCompressedMask = 2048;
// The gradient recomputes QKᵀ and runs four more matmuls (dV, dP, dQ, dK): 5 against the
// forward's 2, each of the same size.
constexpr double kBackwardFactor = 2.5;

struct Geometry
{
    double batch = 1.0;
    qint64 sq = 0, skv = 0;
    double qkWidth = 0.0; // N·Dk over all query heads
    double pvWidth = 0.0; // N·Dv
    double pairs = 0.0;   // query-key pairs per batch entry and head (Sq·Skv when full)
    QString layout;
    bool layoutTold = false; // a tensor told the layout, rather than the sizes suggesting it
    qint64 heads = 0, headDim = 0;
    double sequencesGiven = 0.0; // TND: sequence lengths the row records, 0 when none
    AttentionMask mask = AttentionMask::None;
    qint64 maskRows = 0, maskCols = 0;
    QStringList takenFromForward; // what a backward took from its forward kernel, for the note
    QStringList notes;
};

double elementsOf(const Tensor *t)
{
    return t ? t->elements() : 0.0;
}

bool maskIs(const Tensor *mask, qint64 rows, qint64 cols)
{
    return mask && mask->rank() >= 2 && mask->dim(-2) == rows && mask->dim(-1) == cols;
}

// Whether the forward's layout is one of `layouts` and a tensor told it.
bool forwardTells(const AttentionForward *forward, std::initializer_list<QStringView> layouts)
{
    return forward && forward->layoutTold
        && std::any_of(layouts.begin(), layouts.end(), [&](QStringView l) { return forward->layout == l; });
}

// Both readings of a rank-4 query: [B,N,S,D] or [B,S,N,D].
std::optional<Geometry> fourDim(const Tensor &q, const Tensor &k, const Tensor &v, const Tensor *softmax,
                                const Tensor *mask, const AttentionForward *forward)
{
    if (k.rank() != 4 || v.rank() != 4)
        return std::nullopt;
    Geometry g;
    bool bnsd = true;
    bool told = true;
    QString how;
    if (forwardTells(forward, {u"BNSD", u"BSND"})) {
        bnsd = forward->layout == u"BNSD";
        how = u"from the forward kernel"_qs;
        g.takenFromForward << u"layout and head split"_qs;
    } else if (softmax && softmax->rank() == 4 && softmax->dim(3) == 8 && softmax->dim(1) != softmax->dim(2)
               && ((softmax->dim(1) == q.dim(1) && softmax->dim(2) == q.dim(2))
                   || (softmax->dim(1) == q.dim(2) && softmax->dim(2) == q.dim(1)))) {
        bnsd = softmax->dim(1) == q.dim(1); // softmax statistics are [B,N,Sq,8]
        how = u"from the softmax statistics"_qs;
    } else if (maskIs(mask, q.dim(2), k.dim(2)) != maskIs(mask, q.dim(1), k.dim(1))) {
        bnsd = maskIs(mask, q.dim(2), k.dim(2));
        how = u"from the attention mask"_qs;
    } else if (q.dim(1) == k.dim(1) && q.dim(2) == k.dim(2)) {
        // Self-attention without grouped heads: nothing tells N from S but their size.
        bnsd = q.dim(2) >= q.dim(1);
        how = u"assumed: the longer of dims 1 and 2 taken as the sequence"_qs;
        told = false;
    } else {
        // Grouped-query attention shares key heads: the head dim divides, the sequence is equal.
        bnsd = !(q.dim(1) == k.dim(1) && k.dim(2) > 0 && q.dim(2) % k.dim(2) == 0);
        how = u"from the key's shape"_qs;
    }
    g.batch = double(q.dim(0));
    g.heads = bnsd ? q.dim(1) : q.dim(2);
    g.headDim = q.dim(3);
    g.sq = bnsd ? q.dim(2) : q.dim(1);
    g.skv = bnsd ? k.dim(2) : k.dim(1);
    g.qkWidth = double(g.heads) * double(q.dim(3));
    g.pvWidth = double(g.heads) * double(v.dim(3));
    g.layout = bnsd ? u"BNSD"_qs : u"BSND"_qs;
    g.layoutTold = told;
    g.notes << u"layout %1 %2 (%3 heads of %4)"_qs.arg(g.layout, how).arg(g.heads).arg(g.headDim);
    return g;
}

// [T,N,D] with per-sequence lengths: the kernel gets the lengths as values, which no profiler
// row holds.
Geometry tnd(const Tensor &q, const Tensor &k, const Tensor &v, const Tensor *seqQ, const AttentionForward *forward,
             bool fromForward)
{
    Geometry g;
    const bool seqGiven = seqQ && seqQ->rank() == 1;
    double sequences = 1.0;
    QString sequenceNote;
    if (seqGiven) {
        sequences = std::max(1.0, seqQ->elements());
        g.sequencesGiven = sequences;
        sequenceNote = u"sequence lengths not recorded: %1 sequences of equal length assumed (a lower bound when "
                       u"lengths differ)"_qs.arg(qint64(sequences));
    } else if (forward && forward->sequences > 0.0) {
        sequences = forward->sequences;
        g.takenFromForward << u"sequence count"_qs;
        sequenceNote = u"sequence lengths not recorded: %1 sequences of equal length assumed, as many as the forward "
                       u"kernel was given (a lower bound when lengths differ)"_qs.arg(qint64(sequences));
    } else {
        sequenceNote = u"no sequence lengths given: one sequence of %1 tokens assumed"_qs.arg(q.dim(0));
    }
    g.layout = u"TND"_qs;
    g.layoutTold = true;
    g.sq = q.dim(0);
    g.skv = k.dim(0);
    g.pairs = double(g.sq) * double(g.skv) / sequences;
    g.heads = q.dim(1);
    g.headDim = q.dim(2);
    g.qkWidth = double(q.dim(1)) * double(q.dim(2));
    g.pvWidth = double(q.dim(1)) * double(v.dim(2));
    if (fromForward)
        g.takenFromForward << u"layout"_qs;
    g.notes << u"layout TND%1 (%2 heads of %3)"_qs.arg(fromForward ? u" from the forward kernel"_qs : QString())
                   .arg(q.dim(1))
                   .arg(q.dim(2));
    g.notes << sequenceNote;
    return g;
}

// A rank-3 query: [T,N,D] with per-sequence lengths, or [B,S,H] / [S,B,H].
std::optional<Geometry> threeDim(const Tensor &q, const Tensor &k, const Tensor &v, const Tensor *softmax,
                                 const Tensor *mask, const Tensor *dropMask, const Tensor *seqQ,
                                 const AttentionForward *forward)
{
    if (k.rank() != 3 || v.rank() != 3)
        return std::nullopt;
    const double statistics = elementsOf(softmax);
    const bool forwardTnd = forwardTells(forward, {u"TND"});
    const bool forwardSequence = forwardTells(forward, {u"SBH", u"BSH"});
    const bool ownTnd = (seqQ && seqQ->rank() == 1)
        || (statistics > 0.0 && statistics == double(q.dim(0)) * double(q.dim(1)) * 8.0);
    if (forwardTnd || (ownTnd && !forwardSequence))
        return tnd(q, k, v, seqQ, forward, forwardTnd && !ownTnd);
    // [S,B,H] or [B,S,H]: the heads' product H = N·D is all the work needs.
    Geometry g;
    const qint64 d0 = q.dim(0), d1 = q.dim(1);
    bool sbh = d0 >= d1;
    bool told = true;
    QString how;
    const double ownHeads = statistics > 0.0 ? statistics / (8.0 * double(d0) * double(d1)) : 0.0;
    if (forwardSequence) {
        sbh = forward->layout == u"SBH";
        how = u"from the forward kernel"_qs;
        g.takenFromForward << u"layout"_qs;
    } else if (d0 == d1 && k.dim(0) == k.dim(1)) {
        how = u"from shapes"_qs;
    } else if (maskIs(mask, d0, k.dim(0)) != maskIs(mask, d1, k.dim(1))) {
        sbh = maskIs(mask, d0, k.dim(0));
        how = u"from the attention mask"_qs;
    } else {
        how = u"assumed: the longer of dims 0 and 1 taken as the sequence"_qs;
        told = false;
        if (dropMask && ownHeads >= 1.0) {
            // The dropout mask holds one bit per (B, N, Sq, Skv), padded to whole bytes.
            const double bits = dropMask->bytes() * 8.0;
            const double asSbh = double(d1) * ownHeads * double(d0) * double(k.dim(0));
            const double asBsh = double(d0) * ownHeads * double(d1) * double(k.dim(1));
            if (std::abs(bits - asSbh) < 0.01 * asSbh || std::abs(bits - asBsh) < 0.01 * asBsh) {
                sbh = std::abs(bits - asSbh) < std::abs(bits - asBsh);
                how = u"from the dropout mask"_qs;
                told = true;
            }
        }
    }
    g.layout = sbh ? u"SBH"_qs : u"BSH"_qs;
    g.layoutTold = told;
    g.batch = double(sbh ? d1 : d0);
    g.sq = sbh ? d0 : d1;
    g.skv = sbh ? k.dim(0) : k.dim(1);
    g.qkWidth = double(q.dim(2));
    g.pvWidth = k.dim(2) > 0 ? double(q.dim(2)) * double(v.dim(2)) / double(k.dim(2)) : 0.0;
    // The split of H into heads changes no count here, only what the reader is told.
    QString headText;
    if (forward && forward->heads > 0 && q.dim(2) % forward->heads == 0) {
        g.heads = forward->heads;
        g.takenFromForward << u"head split"_qs;
        headText = u", %1 heads of %2 from the forward kernel"_qs.arg(g.heads).arg(q.dim(2) / g.heads);
    } else if (ownHeads >= 1.0 && ownHeads == std::floor(ownHeads) && q.dim(2) % qint64(ownHeads) == 0) {
        g.heads = qint64(ownHeads);
        headText = u", %1 heads of %2 from the softmax statistics"_qs.arg(g.heads).arg(q.dim(2) / g.heads);
    }
    g.headDim = g.heads > 0 ? q.dim(2) / g.heads : 0;
    g.notes << u"layout %1 %2 (S %3, B %4%5)"_qs.arg(g.layout, how).arg(g.sq).arg(qint64(g.batch)).arg(headText);
    return g;
}

// Sparse mode is an attribute, absent from every profiler row seen; only the compressed mask
// of the causal modes shows in the shapes. A backward takes its forward's mask unless its own
// is that compressed one: both kernels get the same atten_mask, and the forward's slot for it
// is the more reliable (rows that leave absent optional inputs out shift the backward's).
void applyMask(Geometry &g, const Tensor *mask, const AttentionForward *forward)
{
    const double full = double(g.sq) * double(g.skv);
    if (g.pairs <= 0.0)
        g.pairs = full;
    const bool longSequence = std::max(g.sq, g.skv) > kCompressedMask;
    g.mask = !mask                                                       ? AttentionMask::None
        : maskIs(mask, kCompressedMask, kCompressedMask) && longSequence ? AttentionMask::Causal
                                                                         : AttentionMask::Full;
    g.maskRows = mask && mask->rank() >= 2 ? mask->dim(-2) : 0;
    g.maskCols = mask && mask->rank() >= 2 ? mask->dim(-1) : 0;
    const bool fromForward = forward && g.mask != AttentionMask::Causal;
    if (fromForward) {
        g.mask = forward->mask == AttentionMask::Causal && !longSequence ? AttentionMask::Full : forward->mask;
        g.maskRows = forward->maskRows;
        g.maskCols = forward->maskCols;
        g.takenFromForward << u"mask mode"_qs;
    }
    switch (g.mask) {
    case AttentionMask::None:
        g.notes << (fromForward ? u"no attention mask, here or in the forward kernel: full attention"_qs
                                : u"no attention mask: full attention"_qs);
        return;
    case AttentionMask::Causal: {
        const double m = double(std::min(g.sq, g.skv));
        g.pairs *= (full - m * (m - 1.0) / 2.0) / full;
        g.notes << u"causal attention assumed from the %1compressed 2048×2048 mask (sparse mode 2–4)"_qs.arg(
            fromForward ? u"forward kernel's "_qs : QString());
        return;
    }
    case AttentionMask::Full:
        break;
    }
    g.notes << u"full (non-causal) attention assumed: the row records no sparse mode, and with the %1%2×%3 mask "
               u"every block is computed"_qs.arg(fromForward ? u"forward kernel's "_qs : QString())
                   .arg(g.maskRows)
                   .arg(g.maskCols);
}

double givenBytes(const std::vector<Tensor> &tensors)
{
    double b = 0.0;
    for (const Tensor &t : tensors) {
        if (t.present())
            b += t.bytes();
    }
    return b;
}

// The attention a kernel computes, as its tensors (and for a backward, its forward) say.
std::optional<Geometry> attentionGeometry(const QString &type, const std::vector<Tensor> &in,
                                          const std::vector<Tensor> &out, const AttentionForward *forward)
{
    const bool backward = isAttentionBackwardType(type);
    if (!backward && !isAttentionForwardType(type))
        return std::nullopt;
    if (!backward)
        forward = nullptr;
    const Tensor *q = given(in, 0), *k = given(in, 1), *v = given(in, 2);
    if (!q || !k || !v)
        return std::nullopt;
    const Slots &s = backward ? kBackward : kForward;
    const Tensor *softmax = s.softmaxMax == kFromOutputs ? given(out, 0) : given(in, s.softmaxMax);
    const Tensor *mask = given(in, s.attenMask);
    std::optional<Geometry> g;
    if (q->rank() == 4)
        g = fourDim(*q, *k, *v, softmax, mask, forward);
    else if (q->rank() == 3)
        g = threeDim(*q, *k, *v, softmax, mask, given(in, s.dropMask), given(in, s.seqQ), forward);
    if (!g || g->sq <= 0 || g->skv <= 0 || g->qkWidth <= 0.0)
        return std::nullopt;
    applyMask(*g, mask, forward);
    if (forward && !g->takenFromForward.isEmpty()) {
        QStringList &taken = g->takenFromForward;
        const QString last = taken.takeLast();
        QString what = last; // "head split", "layout, head split and mask mode"
        if (!taken.isEmpty())
            what = taken.join(u", "_qs) + u" and "_qs + last;
        g->notes << u"%1 from the forward kernel %2 (its query, key and value have these shapes)"_qs.arg(
            what, forward->kernel);
    }
    return g;
}

} // namespace

bool isAttentionForwardType(const QString &type)
{
    return type == u"flashattentionscore" || type == u"flashattentionunpaddingscore";
}

bool isAttentionBackwardType(const QString &type)
{
    return type == u"flashattentionscoregrad" || type == u"flashattentionunpaddingscoregrad";
}

std::optional<AttentionForward> readAttentionForward(const QString &type, const std::vector<Tensor> &in,
                                                     const std::vector<Tensor> &out)
{
    if (!isAttentionForwardType(type))
        return std::nullopt;
    const auto g = attentionGeometry(type, in, out, nullptr);
    if (!g)
        return std::nullopt;
    AttentionForward f;
    f.layout = g->layout;
    f.layoutTold = g->layoutTold;
    f.heads = g->heads;
    f.headDim = g->headDim;
    f.mask = g->mask;
    f.maskRows = g->maskRows;
    f.maskCols = g->maskCols;
    f.sequences = g->sequencesGiven;
    return f;
}

std::optional<WorkEstimate> estimateAttention(const QString &type, const std::vector<Tensor> &in,
                                              const std::vector<Tensor> &out, const AttentionForward *forward)
{
    auto g = attentionGeometry(type, in, out, forward);
    if (!g)
        return std::nullopt;
    const bool backward = isAttentionBackwardType(type);
    WorkEstimate w;
    w.family = u"attention"_qs;
    w.computeUnit = ComponentId::Cube;
    w.precision = precisionOfDataType(in.front().dataType);
    // QKᵀ and P·V: 2 operations per multiply-add, per query-key pair, over all heads.
    const double forwardOperations = 2.0 * g->batch * g->pairs * (g->qkWidth + g->pvWidth);
    w.operations = backward ? kBackwardFactor * forwardOperations : forwardOperations;
    // Every tensor crosses GM once; re-reads of K and V per query tile are left to L2.
    w.bytesRead = givenBytes(in);
    w.bytesWritten = givenBytes(out);
    w.vectorWritesResults = true;
    if (backward)
        g->notes << u"backward counted as 2.5× the forward matmuls (QKᵀ recomputed, dV, dP, dQ, dK)"_qs;
    g->notes << u"each tensor read or written once"_qs;
    w.assumption = g->notes.join(u"; "_qs);
    return w;
}

} // namespace rl::estimates
