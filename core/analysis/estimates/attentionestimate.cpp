// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/estimates/attentionestimate.h"

#include "core/analysis/estimates/datatype.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

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

// Both readings of a rank-4 query: [B,N,S,D] or [B,S,N,D].
std::optional<Geometry> fourDim(const Tensor &q, const Tensor &k, const Tensor &v, const Tensor *softmax,
                                const Tensor *mask)
{
    if (k.rank() != 4 || v.rank() != 4)
        return std::nullopt;
    bool bnsd = true;
    QString how;
    if (softmax && softmax->rank() == 4 && softmax->dim(3) == 8 && softmax->dim(1) != softmax->dim(2)
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
    } else {
        // Grouped-query attention shares key heads: the head dim divides, the sequence is equal.
        bnsd = !(q.dim(1) == k.dim(1) && k.dim(2) > 0 && q.dim(2) % k.dim(2) == 0);
        how = u"from the key's shape"_qs;
    }
    Geometry g;
    g.batch = double(q.dim(0));
    const qint64 heads = bnsd ? q.dim(1) : q.dim(2);
    g.sq = bnsd ? q.dim(2) : q.dim(1);
    g.skv = bnsd ? k.dim(2) : k.dim(1);
    g.qkWidth = double(heads) * double(q.dim(3));
    g.pvWidth = double(heads) * double(v.dim(3));
    g.layout = bnsd ? u"BNSD"_qs : u"BSND"_qs;
    g.notes << u"layout %1 %2 (%3 heads of %4)"_qs.arg(g.layout, how).arg(heads).arg(q.dim(3));
    return g;
}

// A rank-3 query: [T,N,D] with per-sequence lengths, or [B,S,H] / [S,B,H].
std::optional<Geometry> threeDim(const Tensor &q, const Tensor &k, const Tensor &v, const Tensor *softmax,
                                 const Tensor *mask, const Tensor *dropMask, const Tensor *seqQ)
{
    if (k.rank() != 3 || v.rank() != 3)
        return std::nullopt;
    Geometry g;
    const double statistics = elementsOf(softmax);
    const bool seqGiven = seqQ && seqQ->rank() == 1;
    if (seqGiven || (statistics > 0.0 && statistics == double(q.dim(0)) * double(q.dim(1)) * 8.0)) {
        // TND: the kernel gets the sequence lengths as values, which no profiler row holds.
        const double sequences = seqGiven ? std::max(1.0, seqQ->elements()) : 1.0;
        g.layout = u"TND"_qs;
        g.sq = q.dim(0);
        g.skv = k.dim(0);
        g.pairs = double(g.sq) * double(g.skv) / sequences;
        g.qkWidth = double(q.dim(1)) * double(q.dim(2));
        g.pvWidth = double(q.dim(1)) * double(v.dim(2));
        g.notes << u"layout TND (%1 heads of %2)"_qs.arg(q.dim(1)).arg(q.dim(2));
        g.notes << (seqGiven ? u"sequence lengths not recorded: %1 sequences of equal length assumed (a lower bound "
                               u"when lengths differ)"_qs.arg(qint64(sequences))
                             : u"no sequence lengths given: one sequence of %1 tokens assumed"_qs.arg(g.sq));
        return g;
    }
    // [S,B,H] or [B,S,H]: the heads' product H = N·D is all the work needs.
    const qint64 d0 = q.dim(0), d1 = q.dim(1);
    bool sbh = d0 >= d1;
    QString how = u"assumed: the longer of dims 0 and 1 taken as the sequence"_qs;
    const double heads = statistics > 0.0 ? statistics / (8.0 * double(d0) * double(d1)) : 0.0;
    if (d0 == d1 && k.dim(0) == k.dim(1)) {
        how = u"from shapes"_qs;
    } else if (maskIs(mask, d0, k.dim(0)) != maskIs(mask, d1, k.dim(1))) {
        sbh = maskIs(mask, d0, k.dim(0));
        how = u"from the attention mask"_qs;
    } else if (dropMask && heads >= 1.0) {
        // The dropout mask holds one bit per (B, N, Sq, Skv), padded to whole bytes.
        const double bits = dropMask->bytes() * 8.0;
        const double asSbh = double(d1) * heads * double(d0) * double(k.dim(0));
        const double asBsh = double(d0) * heads * double(d1) * double(k.dim(1));
        if (std::abs(bits - asSbh) < 0.01 * asSbh || std::abs(bits - asBsh) < 0.01 * asBsh) {
            sbh = std::abs(bits - asSbh) < std::abs(bits - asBsh);
            how = u"from the dropout mask"_qs;
        }
    }
    g.layout = sbh ? u"SBH"_qs : u"BSH"_qs;
    g.batch = double(sbh ? d1 : d0);
    g.sq = sbh ? d0 : d1;
    g.skv = sbh ? k.dim(0) : k.dim(1);
    g.qkWidth = double(q.dim(2));
    g.pvWidth = k.dim(2) > 0 ? double(q.dim(2)) * double(v.dim(2)) / double(k.dim(2)) : 0.0;
    QString headText;
    if (heads >= 1.0 && heads == std::floor(heads) && q.dim(2) % qint64(heads) == 0)
        headText = u", %1 heads of %2 from the softmax statistics"_qs.arg(qint64(heads)).arg(q.dim(2) / qint64(heads));
    g.notes << u"layout %1 %2 (S %3, B %4%5)"_qs.arg(g.layout, how).arg(g.sq).arg(qint64(g.batch)).arg(headText);
    return g;
}

// Sparse mode is an attribute, absent from every profiler row seen; only the compressed mask
// of the causal modes shows in the shapes.
void applyMask(Geometry &g, const Tensor *mask)
{
    const double full = double(g.sq) * double(g.skv);
    if (g.pairs <= 0.0)
        g.pairs = full;
    if (!mask) {
        g.notes << u"no attention mask: full attention"_qs;
        return;
    }
    if (maskIs(mask, kCompressedMask, kCompressedMask) && std::max(g.sq, g.skv) > kCompressedMask) {
        const double m = double(std::min(g.sq, g.skv));
        g.pairs *= (full - m * (m - 1.0) / 2.0) / full;
        g.notes << u"causal attention assumed from the compressed 2048×2048 mask (sparse mode 2–4)"_qs;
        return;
    }
    const qint64 rows = mask->rank() >= 2 ? mask->dim(-2) : 0, cols = mask->rank() >= 2 ? mask->dim(-1) : 0;
    g.notes << u"full (non-causal) attention assumed: the row records no sparse mode, and with the %1×%2 "
               u"mask every block is computed"_qs.arg(rows)
                   .arg(cols);
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

} // namespace

std::optional<WorkEstimate> estimateAttention(const QString &type, const std::vector<Tensor> &in,
                                              const std::vector<Tensor> &out)
{
    const bool backward = type == u"flashattentionscoregrad" || type == u"flashattentionunpaddingscoregrad";
    if (!backward && type != u"flashattentionscore" && type != u"flashattentionunpaddingscore")
        return std::nullopt;
    const Tensor *q = given(in, 0), *k = given(in, 1), *v = given(in, 2);
    if (!q || !k || !v)
        return std::nullopt;
    const Slots &s = backward ? kBackward : kForward;
    const Tensor *softmax = s.softmaxMax == kFromOutputs ? given(out, 0) : given(in, s.softmaxMax);
    const Tensor *mask = given(in, s.attenMask);
    std::optional<Geometry> g;
    if (q->rank() == 4)
        g = fourDim(*q, *k, *v, softmax, mask);
    else if (q->rank() == 3)
        g = threeDim(*q, *k, *v, softmax, mask, given(in, s.dropMask), given(in, s.seqQ));
    if (!g || g->sq <= 0 || g->skv <= 0 || g->qkWidth <= 0.0)
        return std::nullopt;
    applyMask(*g, mask);

    WorkEstimate w;
    w.family = u"attention"_qs;
    w.computeUnit = ComponentId::Cube;
    w.precision = precisionOfDataType(q->dataType);
    // QKᵀ and P·V: 2 operations per multiply-add, per query-key pair, over all heads.
    const double forward = 2.0 * g->batch * g->pairs * (g->qkWidth + g->pvWidth);
    w.operations = backward ? kBackwardFactor * forward : forward;
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
