// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/crossrankgroups.h"

#include <QHash>
#include <QMap>

#include <algorithm>
#include <limits>

namespace rl {

std::vector<GroupAcrossRanks> groupsAcrossRanks(const std::vector<std::pair<int, const Analysis *>> &analyses,
                                                size_t keep)
{
    struct Acc
    {
        RankGroupFigures figures;
        QMap<Category, double> timeBy;
    };
    QHash<QString, std::map<int, Acc>> byGroup;
    for (const auto &[rank, analysis] : analyses) {
        for (const OperatorResult &r : analysis->operators) {
            const Operator &op = analysis->op(r.index);
            const QString key = op.type.isEmpty() ? op.name : op.type;
            Acc &acc = byGroup[key][rank];
            RankGroupFigures &f = acc.figures;
            f.rank = rank;
            f.minUs = f.calls == 0 ? op.durationUs : std::min(f.minUs, op.durationUs);
            f.maxUs = std::max(f.maxUs, op.durationUs);
            f.totalUs += op.durationUs;
            ++f.calls;
            acc.timeBy[r.category] += op.durationUs;
        }
    }
    std::vector<GroupAcrossRanks> groups;
    for (auto it = byGroup.begin(); it != byGroup.end(); ++it) {
        GroupAcrossRanks g;
        g.group = it.key();
        double lo = std::numeric_limits<double>::max(), hi = -1.0;
        for (auto &[rank, acc] : it.value()) {
            acc.figures.category = categoryId(categoryOfMostTime(acc.timeBy));
            lo = std::min(lo, acc.figures.totalUs);
            if (acc.figures.totalUs > hi) {
                hi = acc.figures.totalUs;
                g.slowestRank = rank;
            }
            g.ranks.push_back(acc.figures);
        }
        // A group missing on a rank takes no time there.
        if (g.ranks.size() < analyses.size())
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

} // namespace rl
