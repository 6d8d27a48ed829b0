// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/cluster/clusterjson.h"
#include "core/cluster/clusterreducer.h"

#include <QFile>
#include <QString>

#include <memory>
#include <set>

namespace rl::test {

// A cluster as `rooflens reduce` would write it, made in memory: `ranks` ranks of one step each,
// `ranksPerNode` to a host ("node-0000"…, none when 0), every rank within a few per mille of the
// others but the `slow` ones, whose computing is a third longer; the `missing` ranks listed with
// a reason instead of a row; two operator types across the ranks; stragglers as the reduce finds them.
struct ClusterSpec
{
    int ranks = 1000;
    int ranksPerNode = 8;
    std::set<int> slow{666};
    std::set<int> missing;
    QString pathPrefix = u"/nowhere/job/rank_"_qs; // the rank's path: prefix + rank
};

inline std::shared_ptr<const ClusterResult> generatedCluster(const ClusterSpec &spec)
{
    ClusterResult c;
    GroupAcrossRanks matmul{u"MatMul"_qs, {}, 0.0, 0};
    GroupAcrossRanks attention{u"FlashAttentionScore"_qs, {}, 0.0, 0};
    double largest = -1.0;
    for (int rank = 0; rank < spec.ranks; ++rank) {
        if (spec.missing.count(rank)) {
            c.missing.push_back({rank, spec.pathPrefix + QString::number(rank), u"worker lost twice"_qs});
            continue;
        }
        ClusterRank r;
        r.rank = rank;
        r.path = spec.pathPrefix + QString::number(rank);
        r.summaryFile = u"ranks/rank_"_qs + QString::number(rank) + u".json";
        if (spec.ranksPerNode > 0)
            r.node = u"node-%1"_qs.arg(rank / spec.ranksPerNode, 4, 10, QLatin1Char('0'));
        r.hasKernels = true;
        r.steps = 1;
        const double jitter = 1.0 + 0.001 * ((rank * 7919) % 7);
        const bool slow = spec.slow.count(rank) > 0;
        r.totals.computingUs = 10000.0 * jitter * (slow ? 1.33 : 1.0);
        r.totals.communicationNotOverlappedUs = 3000.0 * jitter;
        r.totals.freeUs = 1000.0 * jitter;
        if (r.totals.totalUs() > largest) {
            largest = r.totals.totalUs();
            c.slowestRank = rank;
        }
        matmul.ranks.push_back({rank, 100, 6000.0 * jitter, 50.0, 70.0, u"compute_bound"_qs});
        attention.ranks.push_back({rank, 20, (slow ? 3.0 : 1.0) * 2000.0 * jitter, 90.0, 110.0, u"mte_bound"_qs});
        c.ranks.push_back(std::move(r));
    }
    for (GroupAcrossRanks *g : {&matmul, &attention}) {
        double low = 0.0, high = 0.0;
        for (const RankGroupFigures &f : g->ranks) {
            if (low == 0.0 || f.totalUs < low)
                low = f.totalUs;
            if (f.totalUs > high) {
                high = f.totalUs;
                g->slowestRank = f.rank;
            }
        }
        g->spread = low > 0.0 ? (high - low) / low : 0.0;
    }
    c.groups = {matmul, attention};
    findStragglers(c);
    return std::make_shared<const ClusterResult>(std::move(c));
}

inline bool writeClusterFile(const ClusterResult &cluster, const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(json::dump(clusterJson(cluster))) > 0;
}

} // namespace rl::test
