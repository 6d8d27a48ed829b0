// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/intervalrow.h"

#include "core/timeline/gallop.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace rl {

namespace {
constexpr size_t kBlock = 64;
}

bool IntervalRow::append(double startUs, double endUs, quint32 label, quint16 style, qint32 ref)
{
    if (!(endUs >= startUs) || (!m_ends.empty() && startUs < m_ends.back()))
        return false;
    if (m_starts.size() % kBlock == 0)
        m_blockStarts.push_back(startUs);
    m_starts.push_back(startUs);
    m_ends.push_back(endUs);
    m_labels.push_back(label);
    m_styles.push_back(style);
    m_refs.push_back(ref);
    return true;
}

void IntervalRow::reserve(size_t n)
{
    m_starts.reserve(n);
    m_blockStarts.reserve(n / kBlock + 1);
    m_ends.reserve(n);
    m_labels.reserve(n);
    m_styles.reserve(n);
    m_refs.reserve(n);
}

std::pair<size_t, size_t> IntervalRow::visible(double t0, double t1) const
{
    if (!(t1 > t0))
        return {0, 0};
    // Ends are sorted: the first item ending after t0 is the first one that can be visible.
    const size_t first = size_t(std::upper_bound(m_ends.begin(), m_ends.end(), t0) - m_ends.begin());
    const size_t last = size_t(std::lower_bound(m_starts.begin() + qsizetype(first), m_starts.end(), t1)
                               - m_starts.begin());
    // A zero-length item exactly at t0 ends at t0 and is not inside (t0, t1): consistent.
    return {first, std::max(first, last)};
}

size_t IntervalRow::firstStartingAtOrAfter(double t, size_t from) const
{
    from = std::min(from, m_starts.size());
    if (m_starts.size() - from < 4 * kBlock)
        return size_t(gallopLowerBound(m_starts.begin() + qsizetype(from), m_starts.end(), t, std::less<>())
                      - m_starts.begin());
    // First level: the first block whose first start is >= t; the answer lies at or before
    // that block's first item and after the previous block's first item.
    const auto block = gallopLowerBound(m_blockStarts.begin() + qsizetype(from / kBlock), m_blockStarts.end(), t,
                                        std::less<>());
    const size_t c = size_t(block - m_blockStarts.begin());
    const size_t lo = std::max(from, c > 0 ? (c - 1) * kBlock : size_t(0));
    const size_t hi = std::min(m_starts.size(), c * kBlock);
    return size_t(std::lower_bound(m_starts.begin() + qsizetype(lo), m_starts.begin() + qsizetype(std::max(lo, hi)), t)
                  - m_starts.begin());
}

std::optional<size_t> IntervalRow::itemAt(double t, double tolerance) const
{
    if (m_starts.empty())
        return std::nullopt;
    // The last item starting at or before t is the only one that can contain it.
    const size_t after = size_t(std::upper_bound(m_starts.begin(), m_starts.end(), t) - m_starts.begin());
    std::optional<size_t> best;
    double bestDistance = tolerance;
    auto consider = [&](size_t i) {
        const double d = t < m_starts[i] ? m_starts[i] - t : (t > m_ends[i] ? t - m_ends[i] : 0.0);
        if (d <= bestDistance && (!best || d < bestDistance)) {
            best = i;
            bestDistance = d;
        }
    };
    if (after > 0)
        consider(after - 1);
    if (after < m_starts.size())
        consider(after);
    return best;
}

} // namespace rl
