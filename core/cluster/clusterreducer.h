// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/crossrankgroups.h"
#include "core/cluster/clusterresult.h"
#include "core/cluster/ranksummaryreader.h"

#include <QHash>
#include <QStringList>

namespace rl {

// The reduce of `rooflens reduce` (core/cluster/README.md §3): rank summaries read one at a
// time, only their per-rank row and their operator types kept, and the cluster's figures made
// once all are in. A summary that cannot be read, is not `rooflens.rank-summary/1` or repeats a
// rank becomes a missing rank with the reason, never a silent gap.
class ClusterReducer
{
public:
    void addSummaryFile(const QString &file);
    void addSummary(const QByteArray &text, const QString &file);
    void addMissing(MissingRank missing);
    // missing.json (README §4): [{rank, path, reason}] or {"missing_ranks": [...]}.
    void addMissingFile(const QString &file);

    // The cluster of what was added: ranks by rank, slowest rank and median, stragglers, the
    // table across ranks (the same code as the job's analysis), the missing ranks.
    ClusterResult finish();

private:
    RankSummaryReader m_reader;
    std::vector<ClusterRank> m_ranks;
    QHash<int, QString> m_fileOfRank;
    GroupsAcrossRanksBuilder m_groups;
    std::vector<MissingRank> m_missing;  // the reduce's own: unreadable, wrong schema, duplicate
    std::vector<MissingRank> m_reported; // the driver's (missing.json)
    Diagnostics m_diagnostics;
};

// The rank summaries `paths` name: files as given; a directory's *.json files (those in its
// ranks/ folder when it has one, the OUTDIR of rooflens-dask), cluster.json and missing.json
// left out. Also returns the missing.json files found beside them.
struct SummaryInputs
{
    QStringList summaries;
    QStringList missingFiles;
};
SummaryInputs findSummaries(const QStringList &paths);

// Straggler figures of `ranks` (README §3): the median step total over ranks with steps, and
// every rank more than 5 % above it, largest excess first.
void findStragglers(ClusterResult &cluster);

} // namespace rl
