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
        f.category = *m_categories.insert(f.category); // one copy of each id, shared
        m_byGroup[g.group][rank] = std::move(f);
    }
}

std::vector<GroupAcrossRanks> GroupsAcrossRanksBuilder::finish(size_t keep) const
{
    // The `keep` groups of largest total on any rank (ties by name) are chosen first, so only
    // those are copied out: a reduce of 1,000 ranks holds a million figures.
    struct Candidate
    {
        double largest = 0.0;
        const QString *group = nullptr;
        const std::map<int, RankGroupFigures> *ranks = nullptr;
    };
    std::vector<Candidate> candidates;
    candidates.reserve(size_t(m_byGroup.size()));
    for (auto it = m_byGroup.cbegin(); it != m_byGroup.cend(); ++it) {
        Candidate c{0.0, &it.key(), &it.value()};
        for (const auto &[rank, figures] : it.value())
            c.largest = std::max(c.largest, figures.totalUs);
        candidates.push_back(c);
    }
    const auto before = [](const Candidate &a, const Candidate &b) {
        return a.largest != b.largest ? a.largest > b.largest : *a.group < *b.group;
    };
    const size_t kept = std::min(keep, candidates.size());
    std::partial_sort(candidates.begin(), candidates.begin() + qsizetype(kept), candidates.end(), before);
    std::vector<GroupAcrossRanks> groups;
    groups.reserve(kept);
    for (size_t i = 0; i < kept; ++i) {
        GroupAcrossRanks g;
        g.group = *candidates[i].group;
        double lo = std::numeric_limits<double>::max(), hi = -1.0;
        for (const auto &[rank, figures] : *candidates[i].ranks) {
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
