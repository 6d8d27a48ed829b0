// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/crossrankgroups.h"

#include <algorithm>
#include <limits>

namespace rl {

std::vector<RankTypeGroup> rankTypeGroups(int rank, const Analysis &analysis)
{
    std::vector<RankTypeGroup> groups;
    QHash<QString, size_t> indexOf;
    for (const OperatorResult &r : analysis.operators) {
        const Operator &op = analysis.op(r.index);
        const QString key = op.type.isEmpty() ? op.name : op.type;
        auto found = indexOf.constFind(key);
        if (found == indexOf.cend()) {
            found = indexOf.insert(key, groups.size());
            groups.push_back(RankTypeGroup{key, RankGroupFigures{}, {}, std::nullopt});
            groups.back().figures.rank = rank;
        }
        RankTypeGroup &g = groups[*found];
        RankGroupFigures &f = g.figures;
        f.minUs = f.calls == 0 ? op.durationUs : std::min(f.minUs, op.durationUs);
        f.maxUs = std::max(f.maxUs, op.durationUs);
        f.totalUs += op.durationUs;
        ++f.calls;
        g.timeBy[r.category] += op.durationUs;
        if (r.estimatedGainUs)
            g.estimatedGainUs = g.estimatedGainUs.value_or(0.0) + *r.estimatedGainUs;
    }
    for (RankTypeGroup &g : groups)
        g.figures.category = categoryId(categoryOfMostTime(g.timeBy));
    return groups;
}

void GroupsAcrossRanksBuilder::addRank(int rank, const std::vector<RankTypeGroup> &groups)
{
    ++m_ranks;
    for (const RankTypeGroup &g : groups) {
        RankGroupFigures f = g.figures;
        f.rank = rank;
        m_byGroup[g.group][rank] = std::move(f);
    }
}

std::vector<GroupAcrossRanks> GroupsAcrossRanksBuilder::finish(size_t keep) const
{
    std::vector<GroupAcrossRanks> groups;
    groups.reserve(size_t(m_byGroup.size()));
    for (auto it = m_byGroup.cbegin(); it != m_byGroup.cend(); ++it) {
        GroupAcrossRanks g;
        g.group = it.key();
        double lo = std::numeric_limits<double>::max(), hi = -1.0;
        for (const auto &[rank, figures] : it.value()) {
            lo = std::min(lo, figures.totalUs);
            if (figures.totalUs > hi) {
                hi = figures.totalUs;
                g.slowestRank = rank;
            }
            g.ranks.push_back(figures);
        }
        // A group missing on a rank takes no time there.
        if (g.ranks.size() < m_ranks)
            lo = 0.0;
        g.spread = lo > 0.0 ? (hi - lo) / lo : 0.0;
        groups.push_back(std::move(g));
    }
    auto largest = [](const GroupAcrossRanks &g) {
        double m = 0.0;
        for (const RankGroupFigures &f : g.ranks)
            m = std::max(m, f.totalUs);
        return m;
    };
    std::sort(groups.begin(), groups.end(), [&](const GroupAcrossRanks &a, const GroupAcrossRanks &b) {
        const double x = largest(a), y = largest(b);
        return x != y ? x > y : a.group < b.group;
    });
    if (groups.size() > keep)
        groups.resize(keep);
    return groups;
}

std::vector<GroupAcrossRanks> groupsAcrossRanks(const std::vector<std::pair<int, const Analysis *>> &analyses,
                                                size_t keep)
{
    GroupsAcrossRanksBuilder builder;
    for (const auto &[rank, analysis] : analyses)
        builder.addRank(rank, rankTypeGroups(rank, *analysis));
    return builder.finish(keep);
}

} // namespace rl
