// SPDX-License-Identifier: GPL-3.0-or-later
// The HTML report's device-memory section: the figures table, each rank's curve as SVG with the
// peak marked and the capacity line when it is in reach, the largest and alive-at-peak tables; a
// long series is decimated so the SVG stays small and keeps its peak.
#include "core/report/htmldocument.h"
#include "core/report/htmlreport.h"
#include "core/report/memoryhtml.h"
#include "memoryfixtures.h"

#include <QRegularExpression>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

QString sectionOf(const MemoryReport &report, const MemoryData *data)
{
    HtmlDocument doc(u"t"_qs);
    memorySection(doc, report, data);
    return QString::fromUtf8(doc.finish());
}

} // namespace

class TestMemoryHtml : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theReportHasTheSectionWithCurvesAndBothTables()
    {
        const Analysis a = analysisWithMemory(handMadeMemory(2), chipWithCapacity());
        const QString html = QString::fromUtf8(analysisToHtml(a));
        QVERIFY(html.contains(u"id=\"memory\""));
        QCOMPARE(html.count(u"<svg"), html.count(u"</svg>"));
        QCOMPARE(html.count(u"Rank 0: device memory over time (PTA+GE)"), 2); // the title element and the heading text
        QVERIFY(html.contains(u"Rank 1: device memory over time (PTA+GE)"));
        QVERIFY(html.contains(u"Largest allocations"));
        QVERIFY(html.contains(u"Alive at the peak"));
        QVERIFY(html.contains(u"allocated peak 300.00 MB at 1.000 µs")); // the marker's tooltip
        QVERIFY(html.contains(u"the 32.00 GB device is off the scale")); // 500 MB of 32 GB: no line
        QVERIFY(html.contains(u"3.00 / 4.00 GB/s"));
        QVERIFY(html.contains(u"read 75.0%"));
        QVERIFY(html.contains(u"1.5% of 32.00 GB"));
        QVERIFY(!html.contains(u"<script"));
    }

    void theCapacityIsALineWhenTheCurveComesNearIt()
    {
        HardwareSpec chip = chipWithCapacity();
        chip.gm->capacityGb.reset();
        chip.gm->capacityMb = 1000.0;
        const MemoryData data = handMadeMemory();
        const MemoryReport report = summarizeMemory(data, &chip);
        const QString svg = memoryCurveSvg(data.ranks[0], report.ranks[0]);
        QVERIFY(svg.contains(u"capacity 1000.00 MB"));
        QVERIFY(!svg.contains(u"off the scale"));
        QCOMPARE(svg.count(u"<polyline"), 1 + 3); // the frame and three curves, each in one piece
    }

    void aRankWithoutSeriesHasNoCurveButKeepsItsRow()
    {
        RankMemory m = handMadeRank(0);
        m.series.clear();
        MemoryData data;
        data.ranks.push_back(std::move(m));
        const MemoryReport report = summarizeMemory(data, nullptr);
        QVERIFY(memoryCurveSvg(data.ranks[0], report.ranks[0]).isEmpty());
        const QString html = sectionOf(report, &data);
        QVERIFY(html.contains(u"Device memory"));
        QVERIFY(!html.contains(u"<svg"));
        QVERIFY(html.contains(u"Largest allocations"));
    }

    void aLongSeriesIsDecimatedAndKeepsItsPeak()
    {
        constexpr int n = 1000000;
        RankMemory m;
        MemorySeries s;
        s.timeNs.reserve(n);
        s.allocatedBytes.reserve(n);
        for (int i = 0; i < n; ++i) {
            s.timeNs.push_back(qint64(i) * 1000);
            s.allocatedBytes.push_back(double((qint64(i) * 7919) % 1000) * kMb + (i == 654321 ? 5000.0 * kMb : 0.0));
        }
        s.reservedBytes = s.allocatedBytes;
        m.series.push_back(std::move(s));
        const QList<QPointF> points = decimatedSeries(m.series[0].timeNs, m.series[0].allocatedBytes, 0, 1e9, kMb, 280);
        QVERIFY(points.size() <= 2 * 280 + 2);
        double highest = 0.0;
        for (const QPointF &p : points)
            highest = std::max(highest, p.y());
        QCOMPARE(highest, 5000.0 + 999.0); // the spike on top of (654321 × 7919) mod 1000
        MemoryData data;
        data.ranks.push_back(std::move(m));
        const MemoryReport report = summarizeMemory(data, nullptr);
        const QString svg = memoryCurveSvg(data.ranks[0], report.ranks[0]);
        QVERIFY2(svg.size() < 64 * 1024, qPrintable(QString::number(svg.size())));
        QVERIFY(svg.contains(u"Time (ms)")); // a second of records: in ms
        QVERIFY(svg.contains(u"peak 5999.00 MB"));
    }

    void aShortSeriesIsDrawnWhole()
    {
        const std::vector<qint64> t{0, 10, 20};
        const std::vector<double> v{1.0, 3.0, 2.0};
        const QList<QPointF> points = decimatedSeries(t, v, 0, 1.0, 1.0, 280);
        QCOMPARE(points, (QList<QPointF>{{0, 1}, {10, 3}, {20, 2}}));
    }
};

QTEST_GUILESS_MAIN(TestMemoryHtml)
#include "tst_memoryhtml.moc"
