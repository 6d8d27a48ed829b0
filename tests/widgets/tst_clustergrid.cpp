// SPDX-License-Identifier: GPL-3.0-or-later
// The columns of the cluster heatmap (widgets/cluster/clustergrid.h): one per rank while they fit,
// whole nodes or blocks of ranks beyond, drawn at their slowest rank so a straggler is never
// averaged away, missing ranks and stragglers counted in their column.
#include "clusterfixture.h"
#include "widgets/cluster/clustergrid.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

class TestClusterGrid : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aThousandRanksInAThousandColumnsAreOneRankEach()
    {
        const ClusterHeatmapData data(generatedCluster({}));
        QCOMPARE(data.firstRank(), 0);
        QCOMPARE(data.lastRank(), 999);
        QCOMPARE(data.ranksPerNode(), 8);
        const ClusterGrid grid = data.grid(0, 999, 1000);
        QCOMPARE(grid.ranksPerCell, 1);
        QCOMPARE(int(grid.cells.size()), 1000);
        const ClusterCell &slow = grid.cells[666];
        QVERIFY(slow.isOneRank());
        QCOMPARE(slow.stragglers, 1);
        QCOMPARE(slow.largestRank[size_t(ClusterPart::Computing)], 666);
        QCOMPARE(slow.firstNode, u"node-0083"_qs);
        const auto pct = data.deviationPct(ClusterPart::Computing, *slow.largestUs[size_t(ClusterPart::Computing)]);
        QVERIFY2(pct && *pct > 30.0 && *pct < 34.0, qPrintable(QString::number(pct.value_or(-1))));
        QCOMPARE(grid.cells[665].stragglers, 0);
    }

    void tenThousandRanksAggregateToWholeNodesWithinThePixels()
    {
        ClusterSpec spec;
        spec.ranks = 10000;
        spec.slow = {4321};
        spec.missing = {17, 5000, 5001};
        const ClusterHeatmapData data(generatedCluster(spec));
        const ClusterGrid grid = data.grid(0, 9999, 600);
        QVERIFY(grid.byNode());
        QCOMPARE(grid.ranksPerCell, 24); // ⌈10,000 / 600⌉ = 17 ranks, rounded up to 3 nodes of 8
        QCOMPARE(int(grid.cells.size()), 417);
        QVERIFY(int(grid.cells.size()) <= 600);
        int ranks = 0, missing = 0, stragglers = 0;
        for (const ClusterCell &c : grid.cells) {
            ranks += c.ranks;
            missing += c.missing;
            stragglers += c.stragglers;
        }
        QCOMPARE(ranks, 9997); // every rank read in some column, none twice
        QCOMPARE(missing, 3);
        QCOMPARE(stragglers, 1);
        const ClusterCell &slow = grid.cells[4321 / 24];
        QCOMPARE(slow.firstRank, 4320);
        QCOMPARE(slow.lastRank, 4343);
        QCOMPARE(slow.nodes, 3);
        QCOMPARE(slow.stragglers, 1);
        // The column is drawn at its slowest rank, not at the mean that would hide it.
        QCOMPARE(slow.largestRank[size_t(ClusterPart::StepTotal)], 4321);
        QVERIFY(*slow.largestUs[size_t(ClusterPart::StepTotal)] > slow.meanUs[size_t(ClusterPart::StepTotal)] * 1.005);
        QCOMPARE(grid.cells[5000 / 24].missing, 2);
        QCOMPARE(grid.cells[0].missing, 1);
        QCOMPARE(grid.cells[0].ranks, 23);
    }

    void zoomingInGivesRanksAgainAlignedOnTheFirstRank()
    {
        ClusterSpec spec;
        spec.ranks = 10000;
        const ClusterHeatmapData data(generatedCluster(spec));
        const ClusterGrid wide = data.grid(4001, 4999, 100);
        QCOMPARE(wide.ranksPerCell, 16);
        QCOMPARE(wide.cells.front().firstRank, 4000); // aligned: panning keeps the columns
        const ClusterGrid close = data.grid(4100, 4199, 700);
        QCOMPARE(close.ranksPerCell, 1);
        QCOMPARE(int(close.cells.size()), 100);
        QCOMPARE(close.cells.front().firstRank, 4100);
        // Clamped to the cluster.
        QCOMPARE(int(data.grid(-50, 3, 100).cells.size()), 4);
    }

    void hostsThatInterleaveGiveBlocksOfRanks()
    {
        ClusterSpec spec;
        spec.ranks = 3000;
        spec.ranksPerNode = 0; // no host known
        const ClusterHeatmapData data(generatedCluster(spec));
        QCOMPARE(data.ranksPerNode(), 0);
        const ClusterGrid grid = data.grid(0, 2999, 700);
        QVERIFY(!grid.byNode());
        QCOMPARE(grid.ranksPerCell, 5);
        QCOMPARE(int(grid.cells.size()), 600);
    }

    void theColourRangeCoversTheLargestDeviation()
    {
        const ClusterHeatmapData data(generatedCluster({}));
        QVERIFY(data.medianUs(ClusterPart::Computing));
        QVERIFY(data.deviationRange() > 30.0 && data.deviationRange() < 34.0);
        const ClusterHeatmapData even(generatedCluster(ClusterSpec{100, 8, {}, {}, {}}));
        QCOMPARE(even.deviationRange(), 5.0); // a few per mille: the floor, not noise blown up
        const ClusterHeatmapData none(std::make_shared<const ClusterResult>());
        QVERIFY(none.isEmpty());
        QVERIFY(none.grid(0, 10, 10).cells.empty());
    }
};

QTEST_GUILESS_MAIN(TestClusterGrid)
#include "tst_clustergrid.moc"
