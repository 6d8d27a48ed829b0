// SPDX-License-Identifier: GPL-3.0-or-later
// The src × dst heatmap of the run page (widgets/comm/communicationheatmap.h): one colour map
// cell per rank pair up to 64 ranks and nodes beyond (as the HTML report bins them), colour the
// share of the link roof (or of the fastest link without one), the slowest link outlined,
// figures on hover, a click asking for the cell's source rank in its group, and its own
// colours in the dark theme.
#include "communicationfixture.h"
#include "widgets/comm/communicationheatmap.h"
#include "widgets/comm/communicationstyle.h"
#include "widgets/common/qcp.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace rl;
using namespace rl::test;

class TestCommunicationHeatmap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fourRanksGiveAFourByFourMapOfTheRoofsShare()
    {
        CommunicationHeatmap heatmap;
        heatmap.setReport(judgedReport(fourRankCommunication()));
        QCOMPARE(heatmap.transport(), u"HCCS"_qs); // the slowest link's transport
        QCOMPARE(heatmap.transports(), (QStringList{u"HCCS"_qs, u"PCIE"_qs}));
        QCOMPARE(heatmap.transportBox()->count(), 2);
        QCPColorMapData *data = heatmap.colorMap()->data();
        QCOMPARE(data->keySize(), 4);
        QCOMPARE(data->valueSize(), 4);
        // Cell (src 0, dst 1): 100 MB in 10 ms, 10 of 18 GB/s; keys are destinations.
        QCOMPARE(data->cell(1, 0), 10.0 / 18.0 * 100.0);
        QCOMPARE(data->cell(3, 2), 2.0 / 18.0 * 100.0);
        QVERIFY(std::isnan(data->cell(0, 0))); // no link: transparent
        QCOMPARE(heatmap.colorMap()->dataRange().upper, 100.0);
        QVERIFY(heatmap.colorScale()->visible());
        QVERIFY(heatmap.colorScale()->axis()->label().contains(u"18.0 GB/s"));

        heatmap.setTransport(u"PCIE"_qs);
        QCOMPARE(heatmap.grid().transport, u"PCIE"_qs);
        QCOMPARE(heatmap.transportBox()->currentText(), u"PCIE"_qs);
        QVERIFY(!heatmap.slowestMarker()->visible()); // the slowest link is on HCCS
    }

    void aThousandRanksAreBinnedToAtMost64Rows()
    {
        CommunicationHeatmap heatmap;
        heatmap.setReport(judgedReport(ringCommunication(1000)));
        QCPColorMapData *data = heatmap.colorMap()->data();
        QVERIFY2(data->keySize() <= 64 && data->valueSize() <= 64, qPrintable(QString::number(data->keySize())));
        QCOMPARE(heatmap.grid().ranksPerBin, 16); // nodes of 8 would be 125 rows
        QCOMPARE(data->keySize(), 63);
        QCOMPARE(heatmap.grid().binLabel(1), u"16–31"_qs);
        QVERIFY(heatmap.plot()->yAxis->label().contains(u"16 per row"));
        // 64 ranks keep one rank per row; a 65th makes nodes of eight.
        CommunicationHeatmap exact;
        exact.setReport(judgedReport(ringCommunication(64)));
        QCOMPARE(exact.grid().ranksPerBin, 1);
        QCOMPARE(exact.colorMap()->data()->keySize(), 64);
        CommunicationHeatmap nodes;
        nodes.setReport(judgedReport(ringCommunication(65)));
        QCOMPARE(nodes.grid().ranksPerBin, 8);
        QCOMPARE(nodes.colorMap()->data()->keySize(), 9);
        QCOMPARE(heatmapRanksPerBin(999), 16);
        QCOMPARE(heatmapRanksPerBin(100), 8);
    }

    void theSlowestLinkIsMarked()
    {
        CommunicationHeatmap heatmap;
        heatmap.setReport(judgedReport(fourRankCommunication()));
        QCPItemRect *marker = heatmap.slowestMarker();
        QVERIFY(marker->visible());
        QCOMPARE(marker->topLeft->coords(), QPointF(2.5, 1.5)); // dst 3, src 2
        QCOMPARE(marker->bottomRight->coords(), QPointF(3.5, 2.5));
        QVERIFY(heatmap.cellText(2, 3).contains(u"slowest link"));
        QVERIFY(!heatmap.cellText(0, 1).contains(u"slowest link"));
    }

    void hoveringACellSaysSourceDestinationAndFigures()
    {
        CommunicationHeatmap heatmap;
        heatmap.setReport(judgedReport(fourRankCommunication()));
        const QString text = heatmap.cellText(2, 3);
        QVERIFY2(text.contains(u"rank 2 → rank 3"), qPrintable(text));
        QVERIFY2(text.contains(u"20.00 MB"), qPrintable(text));
        QVERIFY2(text.contains(u"10.000 ms"), qPrintable(text));
        QVERIFY2(text.contains(u"2.00 GB/s"), qPrintable(text));
        QVERIFY2(text.contains(u"11 %"), qPrintable(text)); // of the 18 GB/s roof
        QVERIFY(heatmap.cellText(0, 0).isEmpty());
    }

    void clickingACellAsksForItsSourceRankInItsGroup()
    {
        CommunicationHeatmap heatmap;
        heatmap.resize(500, 500);
        heatmap.show();
        QVERIFY(QTest::qWaitForWindowExposed(&heatmap));
        heatmap.setReport(judgedReport(fourRankCommunication()));
        heatmap.plot()->replot();
        QSignalSpy spy(&heatmap, &CommunicationHeatmap::cellActivated);
        // A real click on the middle of cell (src 2, dst 3).
        const QPoint at(int(heatmap.plot()->xAxis->coordToPixel(3.0)), int(heatmap.plot()->yAxis->coordToPixel(2.0)));
        QCOMPARE(heatmap.cellAt(at), std::make_optional(std::make_pair(2, 3)));
        QTest::mouseClick(heatmap.plot(), Qt::LeftButton, {}, at);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.front().at(0).toInt(), 2);
        QCOMPARE(spy.front().at(1).toInt(), 2);
        QCOMPARE(spy.front().at(2).toStringList(), QStringList{kAllRanks});
        heatmap.activateCell(0, 0); // no link there: nothing to list
        QCOMPARE(spy.count(), 1);
    }

    void withoutARoofTheColourIsTheShareOfTheFastestLink()
    {
        const HardwareSpec spec = HardwareCatalog::builtin().resolve(u"ascend310p"_qs).value();
        CommunicationHeatmap heatmap;
        heatmap.setReport(
            std::make_shared<const CommunicationReport>(judgeCommunication(fourRankCommunication(), spec)));
        QVERIFY(!heatmap.grid().peakGbs);
        QCOMPARE(heatmap.grid().fastestGbs, 10.0);
        QCOMPARE(heatmap.colorMap()->dataRange().upper, 10.0);
        QCOMPARE(heatmap.colorMap()->data()->cell(3, 2), 2.0); // GB/s
        QVERIFY(heatmap.colorScale()->axis()->label().contains(u"no roof"));
    }

    void aSingleCellDraws()
    {
        CommunicationData data;
        data.matrix = {matrixLink(u"g"_qs, 0, 0, u"HCCS"_qs, 10.0, 1.0)};
        CommunicationHeatmap heatmap;
        heatmap.resize(400, 400);
        heatmap.setReport(judgedReport(data));
        QCOMPARE(heatmap.grid().bins, 1);
        heatmap.plot()->replot();
        QCOMPARE(heatmap.colorMap()->data()->cell(0, 0), 10.0 / 18.0 * 100.0);
        QVERIFY(std::isnan(heatmap.colorMap()->data()->cell(1, 1))); // a transparent neighbour gives it a size
        QCOMPARE(heatmap.plot()->xAxis->range(), QCPRange(-0.5, 0.5));
    }

    void anEmptyMatrixSaysSo()
    {
        CommunicationData data = fourRankCommunication();
        data.matrix.clear();
        CommunicationHeatmap heatmap;
        heatmap.setReport(judgedReport(data));
        QVERIFY(heatmap.grid().isEmpty());
        QVERIFY(!heatmap.colorMap()->visible());
        QVERIFY(!heatmap.slowestMarker()->visible());
        QVERIFY(!heatmap.transportBox()->isEnabled());
    }

    void theDarkThemeHasItsOwnRamp()
    {
        CommunicationHeatmap heatmap;
        heatmap.setReport(judgedReport(fourRankCommunication()));
        QCOMPARE(QColor(heatmap.colorMap()->gradient().color(0.0, QCPRange(0.0, 1.0))), heatColor(0.0, false));
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        heatmap.setPalette(dark);
        QCOMPARE(QColor(heatmap.colorMap()->gradient().color(0.0, QCPRange(0.0, 1.0))), heatColor(0.0, true));
        QVERIFY(heatColor(1.0, true).lightness() > heatColor(0.0, true).lightness()); // busy stands out on dark
    }
};

QTEST_MAIN(TestCommunicationHeatmap)
#include "tst_communicationheatmap.moc"
