// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/cluster/clustergrid.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace rl {

namespace {

constexpr double kSmallestRangePct = 5.0; // a straggler is more than 5 % above the median
constexpr double kLargestRangePct = 100.0;

std::optional<double> median(std::vector<double> values)
{
    if (values.empty())
        return std::nullopt;
    const auto middle = values.begin() + std::ptrdiff_t(values.size() / 2);
    std::nth_element(values.begin(), middle, values.end());
    if (values.size() % 2 == 1)
        return *middle;
    const double upper = *middle;
    return (*std::max_element(values.begin(), middle) + upper) / 2.0;
}

// k when every host's ranks fall in one block [first + j·k, first + (j+1)·k) of its own, k being
// the widest host; 0 when a host is unknown or the hosts interleave. Missing ranks are holes
// in a block, not a break of the layout.
int alignedRanksPerNode(const std::vector<ClusterRank> &ranks, int first)
{
    struct Span
    {
        int low = 0;
        int high = 0;
    };
    QHash<QString, Span> spans;
    for (const ClusterRank &r : ranks) {
        if (r.node.isEmpty())
            return 0;
        auto it = spans.find(r.node);
        if (it == spans.end())
            spans.insert(r.node, {r.rank, r.rank});
        else
            *it = {std::min(it->low, r.rank), std::max(it->high, r.rank)};
    }
    int k = 0;
    for (const Span &s : spans)
        k = std::max(k, s.high - s.low + 1);
    if (k <= 1)
        return 0;
    QHash<int, QString> blocks;
    for (auto it = spans.cbegin(); it != spans.cend(); ++it) {
        const int block = (it->low - first) / k;
        if ((it->high - first) / k != block || blocks.contains(block))
            return 0;
        blocks.insert(block, it.key());
    }
    return k;
}

} // namespace

std::optional<double> clusterPartUs(const ClusterRank &rank, ClusterPart part)
{
    if (rank.steps <= 0)
        return std::nullopt;
    switch (part) {
    case ClusterPart::StepTotal:
        return rank.totals.totalUs();
    case ClusterPart::Computing:
        return rank.totals.computingUs;
    case ClusterPart::CommunicationNotOverlapped:
        return rank.totals.communicationNotOverlappedUs;
    case ClusterPart::Free:
        return rank.totals.freeUs;
    }
    return std::nullopt;
}

ClusterHeatmapData::ClusterHeatmapData(std::shared_ptr<const ClusterResult> cluster) : m_cluster(std::move(cluster))
{
    if (!m_cluster)
        m_cluster = std::make_shared<const ClusterResult>();
    const ClusterResult &c = *m_cluster;
    bool any = false;
    auto see = [&](int number) {
        m_first = any ? std::min(m_first, number) : number;
        m_last = any ? std::max(m_last, number) : number;
        any = true;
    };
    for (const ClusterRank &r : c.ranks)
        see(r.rank);
    for (const MissingRank &m : c.missing) {
        if (m.rank)
            see(*m.rank);
    }
    if (!any)
        return;
    const auto size = size_t(m_last - m_first + 1);
    m_rankIndex.assign(size, -1);
    m_missingIndex.assign(size, -1);
    m_stragglerIndex.assign(size, -1);
    for (size_t i = 0; i < c.ranks.size(); ++i)
        m_rankIndex[size_t(slot(c.ranks[i].rank))] = int(i);
    for (size_t i = 0; i < c.missing.size(); ++i) {
        if (c.missing[i].rank && m_rankIndex[size_t(slot(*c.missing[i].rank))] < 0)
            m_missingIndex[size_t(slot(*c.missing[i].rank))] = int(i);
    }
    for (size_t i = 0; i < c.stragglers.size(); ++i) {
        if (const int s = slot(c.stragglers[i].rank); s >= 0)
            m_stragglerIndex[size_t(s)] = int(i);
    }
    for (int p = 0; p < kClusterParts; ++p) {
        std::vector<double> values;
        values.reserve(c.ranks.size());
        for (const ClusterRank &r : c.ranks) {
            if (const auto us = clusterPartUs(r, ClusterPart(p)))
                values.push_back(*us);
        }
        m_median[size_t(p)] = median(std::move(values));
    }
    double largest = 0.0;
    for (const ClusterRank &r : c.ranks) {
        for (int p = 0; p < kClusterParts; ++p) {
            const auto us = clusterPartUs(r, ClusterPart(p));
            if (const auto d = us ? deviationPct(ClusterPart(p), *us) : std::nullopt)
                largest = std::max(largest, std::abs(*d));
        }
    }
    m_range = std::clamp(largest, kSmallestRangePct, kLargestRangePct);
    m_ranksPerNode = alignedRanksPerNode(c.ranks, m_first);
}

std::optional<double> ClusterHeatmapData::deviationPct(ClusterPart part, double us) const
{
    const auto m = m_median[size_t(part)];
    if (!m || *m <= 0.0)
        return std::nullopt;
    return (us - *m) / *m * 100.0;
}

const ClusterRank *ClusterHeatmapData::rank(int number) const
{
    const int s = slot(number);
    return s < 0 || m_rankIndex[size_t(s)] < 0 ? nullptr : &m_cluster->ranks[size_t(m_rankIndex[size_t(s)])];
}

const MissingRank *ClusterHeatmapData::missing(int number) const
{
    const int s = slot(number);
    return s < 0 || m_missingIndex[size_t(s)] < 0 ? nullptr : &m_cluster->missing[size_t(m_missingIndex[size_t(s)])];
}

const Straggler *ClusterHeatmapData::straggler(int number) const
{
    const int s = slot(number);
    return s < 0 || m_stragglerIndex[size_t(s)] < 0 ? nullptr
                                                    : &m_cluster->stragglers[size_t(m_stragglerIndex[size_t(s)])];
}

ClusterGrid ClusterHeatmapData::grid(int from, int to, int maxCells) const
{
    ClusterGrid g;
    g.ranksPerNode = m_ranksPerNode;
    from = std::max(from, m_first);
    to = std::min(to, m_last);
    if (isEmpty() || to < from)
        return g;
    const int shown = to - from + 1;
    maxCells = std::max(maxCells, 1);
    if (shown > maxCells) {
        g.ranksPerCell = (shown + maxCells - 1) / maxCells;
        if (m_ranksPerNode > 1) // whole hosts per column
            g.ranksPerCell = (g.ranksPerCell + m_ranksPerNode - 1) / m_ranksPerNode * m_ranksPerNode;
    }
    const int start = m_first + (from - m_first) / g.ranksPerCell * g.ranksPerCell;
    for (int low = start; low <= to; low += g.ranksPerCell) {
        ClusterCell cell;
        cell.firstRank = low;
        cell.lastRank = std::min(low + g.ranksPerCell - 1, m_last);
        std::array<int, kClusterParts> counted{};
        for (int number = cell.firstRank; number <= cell.lastRank; ++number) {
            const size_t s = size_t(number - m_first);
            if (m_missingIndex[s] >= 0)
                ++cell.missing;
            if (m_stragglerIndex[s] >= 0)
                ++cell.stragglers;
            if (m_rankIndex[s] < 0)
                continue;
            const ClusterRank &r = m_cluster->ranks[size_t(m_rankIndex[s])];
            ++cell.ranks;
            if (!r.node.isEmpty() && r.node != cell.lastNode) {
                if (cell.firstNode.isEmpty())
                    cell.firstNode = r.node;
                cell.lastNode = r.node;
                ++cell.nodes;
            }
            for (size_t p = 0; p < size_t(kClusterParts); ++p) {
                const auto us = clusterPartUs(r, ClusterPart(p));
                if (!us)
                    continue;
                ++counted[p];
                cell.meanUs[p] += *us;
                if (!cell.largestUs[p] || *us > *cell.largestUs[p]) {
                    cell.largestUs[p] = *us;
                    cell.largestRank[p] = r.rank;
                }
            }
        }
        for (size_t p = 0; p < size_t(kClusterParts); ++p)
            cell.meanUs[p] = counted[p] > 0 ? cell.meanUs[p] / counted[p] : 0.0;
        g.cells.push_back(std::move(cell));
    }
    return g;
}

} // namespace rl
