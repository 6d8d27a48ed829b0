// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/cluster/clusterresult.h"

#include <QString>

namespace rl {

// The cluster file that `path` opens (widgets/cluster/README.md §1): the path itself when it is
// a `rooflens.cluster/1` file (its schema is its first field), OUTDIR/cluster.json for the
// output folder of rooflens-dask; empty for anything else, which the normal load path opens.
QString clusterFileOf(const QString &path);

// Where a rank's profile folder is on this machine: the path the map step was given when it
// exists here, else the same path taken from the cluster file's folder (a relative path of a job
// mapped beside it). `reason` says why not when there is none.
struct RankProfileLocation
{
    QString path;
    QString reason;
};
RankProfileLocation locateRankProfile(const ClusterRank &rank, const QString &clusterFile);

} // namespace rl
