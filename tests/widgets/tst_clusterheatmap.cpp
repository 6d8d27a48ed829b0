// SPDX-License-Identifier: GPL-3.0-or-later
// The ranks × parts heatmap (widgets/cluster/clusterheatmap.h), inspected through its colour maps:
// at most one column per pixel at 10,000 ranks, the straggler and missing marks, a zoom that
// comes down to single ranks, the hover text, the double-click on a rank and on a block, the
// colours of the dark theme.
#include "clusterfixture.h"
#include "widgets/cluster/clusterheatmap.h"
#include "widgets/common/qcp.h"

#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace rl;
using namespace rl::test;

namespace {

std::shared_ptr<const ClusterResult> tenThousand()
{
    ClusterSpec spec;
    spec.ranks = 10000;
    spec.slow = {4321};
    spec.missing = {17, 5000};
    return generatedCluster(spec);
}

} // namespace

class TestClusterHeatmap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tenThousandRanksDrawAtMostOneColumnPerPixel()
    {
        ClusterHeatmap heatmap;
        heatmap.resize(1400, 400);
        heatmap.setCluster(tenThousand());
        heatmap.show();
        QVERIFY(QTest::qWaitForWindowExposed(&heatmap));
        heatmap.plot()->replot();
        const int width = heatmap.plot()->axisRect()->width();
        QCPColorMapData *parts = heatmap.partsMap()->data();
        QVERIFY2(parts->keySize() <= width, qPrintable(u"%1 columns in %2 px"_qs.arg(parts->keySize()).arg(width)));
        QVERIFY(parts->keySize() > 100);
        QCOMPARE(parts->valueSize(), kClusterParts);
        QVERIFY(heatmap.grid().byNode());
        QVERIFY(heatmap.plot()->xAxis->label().contains(u"node"));
        // The straggler's column: a mark, and its computing drawn at +33 % of the median.
        const int column = int(std::find_if(heatmap.grid().cells.begin(), heatmap.grid().cells.end(),
                                            [](const ClusterCell &c) { return c.lastRank >= 4321; })
                               - heatmap.grid().cells.begin());
        QCPColorMapData *marks = heatmap.marksMap()->data();
        QCOMPARE(marks->cell(column, 0), 1.0);
        QVERIFY(std::isnan(marks->cell(column - 1, 0)));
        QVERIFY(parts->cell(column, ClusterHeatmap::ComputingRow) > 30.0);
        QVERIFY(std::abs(parts->cell(column - 1, ClusterHeatmap::ComputingRow)) < 1.0);
        // Both missing ranks marked in their columns.
        int missingColumns = 0;
        for (int x = 0; x < marks->keySize(); ++x)
            missingColumns += marks->cell(x, 1) == 2.0 ? 1 : 0;
        QCOMPARE(missingColumns, 2);
        QCOMPARE(heatmap.partsMap()->dataRange().upper, -heatmap.partsMap()->dataRange().lower);
    }

    void zoomingInComesDownToSingleRanks()
    {
        ClusterHeatmap heatmap;
        heatmap.resize(1400, 400);
        heatmap.setCluster(tenThousand());
        heatmap.showRanks(4299.5, 4349.5);
        QCOMPARE(heatmap.grid().ranksPerCell, 1);
        QCOMPARE(int(heatmap.grid().cells.size()), 50);
        QCOMPARE(heatmap.partsMap()->data()->keySize(), 50);
        QCOMPARE(heatmap.plot()->xAxis->label(), u"Rank"_qs);
        // The wheel's range change rebins too, and the range never leaves the cluster.
        heatmap.plot()->xAxis->setRange(-5000.0, 20000.0);
        QCOMPARE(heatmap.plot()->xAxis->range().lower, -0.5);
        QCOMPARE(heatmap.plot()->xAxis->range().upper, 9999.5);
        QVERIFY(heatmap.grid().ranksPerCell > 1);
    }

    void hoverNamesTheRankAndItsFigures()
    {
        ClusterHeatmap heatmap;
        heatmap.resize(1400, 400);
        heatmap.setCluster(tenThousand());
        heatmap.showRanks(4300.5, 4340.5);
        const int column = 4321 - heatmap.grid().cells.front().firstRank;
        const QString text = heatmap.cellText(column, ClusterHeatmap::ComputingRow);
        QVERIFY2(text.startsWith(u"Rank 4321 on node-0540"), qPrintable(text));
        QVERIFY2(text.contains(u"Computing: 13.3") && text.contains(u"against the median"), qPrintable(text));
        QVERIFY2(text.contains(u"Straggler: rank 4321"), qPrintable(text));
        QVERIFY(text.contains(u"Double-click to open rank 4321"));
        heatmap.showAll();
        const QString block = heatmap.cellText(17 / heatmap.grid().ranksPerCell, ClusterHeatmap::MissingRow);
        QVERIFY2(block.contains(u"Ranks 16–") && block.contains(u"1 missing")
                     && block.contains(u"Missing: rank 17 (worker lost twice)"),
                 qPrintable(block));
        QVERIFY(block.contains(u"slowest rank"));
        QVERIFY(heatmap.cellText(-1, 0).isEmpty());
        // A position on the plot finds its cell.
        heatmap.show();
        QVERIFY(QTest::qWaitForWindowExposed(&heatmap));
        heatmap.plot()->replot();
        const double x = heatmap.plot()->xAxis->coordToPixel(4321.0);
        const double y = heatmap.plot()->yAxis->coordToPixel(ClusterHeatmap::FreeRow);
        const auto cell = heatmap.cellAt(QPointF(x, y));
        QVERIFY(cell);
        QCOMPARE(cell->second, int(ClusterHeatmap::FreeRow));
        const ClusterCell &c = heatmap.grid().cells[size_t(cell->first)];
        QVERIFY(c.firstRank <= 4321 && c.lastRank >= 4321);
    }

    void doubleClickOpensARankOrZoomsIntoABlock()
    {
        ClusterHeatmap heatmap;
        heatmap.resize(1400, 400);
        heatmap.setCluster(tenThousand());
        QSignalSpy opened(&heatmap, &ClusterHeatmap::rankActivated);
        QVERIFY(heatmap.grid().ranksPerCell > 1);
        const ClusterCell block = heatmap.grid().cells[10];
        heatmap.activateCell(10);
        QCOMPARE(opened.count(), 0);
        QCOMPARE(heatmap.grid().ranksPerCell, 1); // zoomed into the block's ranks
        QCOMPARE(heatmap.grid().cells.front().firstRank, block.firstRank);
        QCOMPARE(heatmap.grid().cells.back().lastRank, block.lastRank);
        heatmap.activateCell(3);
        QCOMPARE(opened.count(), 1);
        QCOMPARE(opened.front().front().toInt(), block.firstRank + 3);
    }

    void darkThemeHasItsOwnColours()
    {
        ClusterHeatmap heatmap;
        heatmap.setCluster(tenThousand());
        const QRgb light = heatmap.partsMap()->gradient().color(0.0, QCPRange(-1.0, 1.0));
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x20, 0x22, 0x25));
        dark.setColor(QPalette::Base, QColor(0x20, 0x22, 0x25));
        dark.setColor(QPalette::WindowText, Qt::white);
        dark.setColor(QPalette::Text, Qt::white);
        heatmap.setPalette(dark);
        const QRgb darkMiddle = heatmap.partsMap()->gradient().color(0.0, QCPRange(-1.0, 1.0));
        QVERIFY(light != darkMiddle);
        QVERIFY(QColor(darkMiddle).lightness() < 100); // the median reads as the dark background
        QVERIFY(QColor(light).lightness() > 200);
    }
};

QTEST_MAIN(TestClusterHeatmap)
#include "tst_clusterheatmap.moc"
