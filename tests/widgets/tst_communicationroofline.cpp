// SPDX-License-Identifier: GPL-3.0-or-later
// The communication Roofline of the run page (widgets/comm/communicationroofline.h): one point
// per collective and transport that moved bytes (SDMA only where it is not the sum of the
// others), one scatter graph per verdict, a dashed roof per transport with a roof, roof labels
// that keep apart when two roofs are close (HCCS 18 and PCIE 20 GB/s), log axes with labels,
// and a hover text that explains the point.
#include "communicationfixture.h"
#include "widgets/comm/communicationroofline.h"
#include "widgets/comm/communicationstyle.h"
#include "widgets/comm/labelspread.h"
#include "widgets/comm/rooflabellayout.h"
#include "widgets/common/qcp.h"

#include <QTest>

#include <cmath>

using namespace rl;
using namespace rl::test;

class TestCommunicationRoofline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void onePointPerCollectiveAndTransportWithBytes()
    {
        CommunicationRoofline chart;
        const auto report = judgedReport(fourRankCommunication());
        chart.setReport(report);
        // Four all-reduces over HCCS, rank 0's broadcast over HCCS and PCIE (its SDMA is their
        // sum), rank 1's broadcast over RDMA.
        QCOMPARE(chart.pointCount(), 7);
        int fromGraphs = 0;
        for (const CommunicationRoofline::VerdictGraph &g : chart.graphs()) {
            QCOMPARE(g.graph->lineStyle(), QCPGraph::lsNone);
            QCOMPARE(g.graph->scatterStyle().shape(), communicationVerdictShape(g.verdict));
            QCOMPARE(int(g.points.size()), g.graph->data()->size());
            fromGraphs += g.graph->data()->size();
            for (size_t i = 0; i < g.points.size(); ++i) {
                const JudgedCollective &c = report->collectives[size_t(g.points[i].collective)];
                QCOMPARE(c.verdict, g.verdict);
                const JudgedTransport &t = c.transports[size_t(g.points[i].transport)];
                QVERIFY(t.transport != u"SDMA");
                QCOMPARE(g.graph->data()->at(int(i))->key, t.sizeMb / c.calls);
                QCOMPARE(g.graph->data()->at(int(i))->value, *t.bandwidthGbs);
            }
        }
        QCOMPARE(fromGraphs, 7);
        QCOMPARE(chart.graphs().size(), size_t(4)); // saturated, low bandwidth, small packets, waiting
        QCOMPARE(chart.graphs().front().verdict, CommunicationVerdict::WaitDominated);
        QCOMPARE(chart.plot()->xAxis->scaleType(), QCPAxis::stLogarithmic);
        QCOMPARE(chart.plot()->yAxis->scaleType(), QCPAxis::stLogarithmic);
        QCOMPARE(chart.plot()->xAxis->label(), u"Size per call (MB)"_qs);
        QCOMPARE(chart.plot()->yAxis->label(), u"Bandwidth (GB/s)"_qs);
    }

    void sdmaAloneIsAPoint()
    {
        CommunicationData data;
        data.collectives = {commCollective(0, u"hcom_allGather"_qs, u"g"_qs, 1.0, 0.0,
                                           {commTransport(u"SDMA"_qs, 8.0, 1.0)}, kCommStartUs)};
        CommunicationRoofline chart;
        chart.setReport(judgedReport(data));
        QCOMPARE(chart.pointCount(), 1);
    }

    void aRoofLinePerTransportWithARoof()
    {
        CommunicationRoofline chart;
        chart.setReport(judgedReport(fourRankCommunication()));
        QStringList transports;
        for (const CommunicationRoofline::Roof &r : chart.roofs()) {
            transports << r.transport;
            QCOMPARE(r.line->point1->coords().y(), r.peakGbs);
            QCOMPARE(r.line->point2->coords().y(), r.peakGbs); // horizontal
            QVERIFY(r.label->text().contains(r.transport));
        }
        transports.sort();
        QCOMPARE(transports, (QStringList{u"HCCS"_qs, u"PCIE"_qs, u"RDMA"_qs})); // SDMA has no roof
        QVERIFY(chart.plot()->yAxis->range().upper > 20.0);
    }

    void roofLabelsDoNotCollide()
    {
        CommunicationRoofline chart;
        chart.resize(600, 420);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setReport(judgedReport(fourRankCommunication()));
        chart.plot()->replot();
        const auto &roofs = chart.roofs();
        const QRect area = chart.plot()->axisRect()->rect();
        for (size_t i = 0; i < roofs.size(); ++i) {
            const QRectF label = roofs[i].labelRect;
            QVERIFY(!label.isEmpty());
            QVERIFY(area.contains(label.toAlignedRect().adjusted(1, 1, -1, -1)));
            QCOMPARE(roofs[i].label->position->pixelPosition(), label.topLeft());
            for (size_t j = 0; j < roofs.size(); ++j) {
                const double line = chart.plot()->yAxis->coordToPixel(roofs[j].peakGbs);
                QVERIFY2(
                    !(line > label.top() && line < label.bottom()),
                    qPrintable(u"the %1 label crosses the %2 roof"_qs.arg(roofs[i].transport, roofs[j].transport)));
                if (j > i)
                    QVERIFY2(!label.intersects(roofs[j].labelRect),
                             qPrintable(u"%1 and %2 labels meet"_qs.arg(roofs[i].transport, roofs[j].transport)));
            }
            // Each label touches its own line: it is read as that roof's.
            const double own = chart.plot()->yAxis->coordToPixel(roofs[i].peakGbs);
            QVERIFY(std::abs(label.bottom() - own) <= 2.0 || std::abs(label.top() - own) <= 2.0);
        }
    }

    void closeRoofsGetLabelsAboveAndBelow()
    {
        const QRectF area(0, 0, 400, 300);
        const QSizeF size(100, 14);
        // Two roofs 6 px apart: the upper labelled above, the lower below.
        auto rects = layoutRoofLabels({100.0, 106.0}, {size, size}, area);
        QCOMPARE(rects[0].bottom(), 99.0);
        QCOMPARE(rects[1].top(), 107.0);
        QCOMPARE(rects[0].right(), 396.0);
        // Three within a label's height: apart still.
        rects = layoutRoofLabels({100.0, 106.0, 112.0}, {size, size, size}, area);
        QVERIFY(!rects[0].intersects(rects[1]) && !rects[1].intersects(rects[2]) && !rects[0].intersects(rects[2]));
        // Long labels too.
        const QSizeF wide(300, 14);
        rects = layoutRoofLabels({100.0, 106.0, 128.0}, {wide, wide, QSizeF(380, 14)}, area);
        QVERIFY(!rects[0].intersects(rects[1]) && !rects[1].intersects(rects[2]) && !rects[0].intersects(rects[2]));
        // Far too many for the room: stacked apart at the right end.
        std::vector<double> lines;
        std::vector<QSizeF> sizes;
        for (int i = 0; i < 8; ++i) {
            lines.push_back(150.0 + i);
            sizes.push_back(size);
        }
        rects = layoutRoofLabels(lines, sizes, area);
        for (size_t i = 1; i < rects.size(); ++i)
            QVERIFY(rects[i].top() - rects[i - 1].top() >= 14.0 - 1e-9);
    }

    void spreadLabelsKeepsOrderAndDistance()
    {
        const std::vector<double> tops = spreadLabels({100.0, 104.0, 50.0, 102.0}, 10.0, 0.0, 400.0);
        QCOMPARE(tops[2], 50.0); // alone: where it wanted
        std::vector<double> crowded{tops[0], tops[3], tops[1]};
        QVERIFY(crowded[1] - crowded[0] >= 10.0 - 1e-9 && crowded[2] - crowded[1] >= 10.0 - 1e-9);
        QVERIFY(std::abs((crowded[0] + crowded[1] + crowded[2]) / 3.0 - 102.0) < 1e-9); // centred on their wish
        const std::vector<double> clamped = spreadLabels({-5.0, -3.0}, 10.0, 0.0, 400.0);
        QCOMPARE(clamped[0], 0.0);
        QCOMPARE(clamped[1], 10.0);
    }

    void hoverExplainsAPoint()
    {
        CommunicationRoofline chart;
        chart.resize(600, 420);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const auto report = judgedReport(fourRankCommunication());
        chart.setReport(report);
        chart.plot()->replot();
        const CommunicationRoofline::VerdictGraph &g = chart.graphs().front(); // rank 3, waiting
        const QPointF at(chart.plot()->xAxis->coordToPixel(g.graph->data()->at(0)->key),
                         chart.plot()->yAxis->coordToPixel(g.graph->data()->at(0)->value));
        const auto point = chart.pointAt(at + QPointF(2, -2));
        QVERIFY(point);
        QCOMPARE(point->collective, g.points.front().collective);
        const QString text = chart.pointText(*point);
        QVERIFY2(text.contains(u"hcom_allReduce__1_0_1") && text.contains(u"rank 3"), qPrintable(text));
        QVERIFY2(text.contains(u"12.0 GB/s") && text.contains(u"67 %") && text.contains(u"18.0 GB/s"),
                 qPrintable(text));
        QVERIFY2(text.contains(communicationVerdictDisplayName(CommunicationVerdict::WaitDominated)), qPrintable(text));
        QVERIFY(!chart.pointAt(QPointF(1, 1)));
    }

    void withoutCommunicationItSaysSo()
    {
        CommunicationRoofline chart;
        chart.setReport(nullptr);
        QCOMPARE(chart.pointCount(), 0);
        QVERIFY(chart.roofs().empty());
        QVERIFY(!chart.plot()->legend->visible());
    }
};

QTEST_MAIN(TestCommunicationRoofline)
#include "tst_communicationroofline.moc"
