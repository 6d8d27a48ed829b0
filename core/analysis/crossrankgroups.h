// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/run/runbreakdown.h"

#include <QHash>
#include <QMap>
#include <QSet>

#include <map>
#include <optional>
#include <vector>

namespace rl {

// One operator group (type) on one rank: its figures and its time per category, from which the
// figures' category is the one of most time.
struct RankTypeGroup
{
    QString group; // operator type (the name when a row has no type)
    RankGroupFigures figures;
    QMap<Category, double> timeBy;
    std::optional<double> estimatedGainUs; // summed over the calls that have one
};

// The operators of one rank's analysis grouped by type, in the order each type is first met.
std::vector<RankTypeGroup> rankTypeGroups(int rank, const Analysis &analysis);

// The table across ranks built one rank at a time, from analyses in one process or from rank
// summaries read one after another (core/cluster/README.md): both give the same table.
class GroupsAcrossRanksBuilder
{
public:
    // A rank that has operators, its groups with their category chosen (timeBy is not read).
    void addRank(int rank, const std::vector<RankTypeGroup> &groups);
    size_t rankCount() const { return m_ranks; }
    // The `keep` groups of largest total over the ranks, largest first (ties by name).
    std::vector<GroupAcrossRanks> finish(size_t keep = 30) const;

private:
    QHash<QString, std::map<int, RankGroupFigures>> m_byGroup;
    QSet<QString> m_categories;
    size_t m_ranks = 0;
};

// Per rank, the operators grouped by type: calls, total, shortest and longest call, and the
// category with the most time. `analyses` are one per rank (rank number, its analysis).
// Groups are kept by their largest total over the ranks, the `keep` largest.
std::vector<GroupAcrossRanks> groupsAcrossRanks(const std::vector<std::pair<int, const Analysis *>> &analyses,
                                                size_t keep = 30);

} // namespace rl
