// SPDX-License-Identifier: GPL-3.0-or-later
// The memory-level chart's geometry (core/roofline/memorylevelchart.h) and its SVG: one point per
// operator with GM-side bytes at working set × bandwidth, the HBM and L2 roofs and L2's capacity
// at the spec's figures, the level that served each operator carried to the drawing.
#include "core/report/htmlreport.h"
#include "core/report/memorylevelsvg.h"
#include "core/report/reportpalette.h"
#include "core/roofline/componentoverview.h"
#include "core/roofline/memorylevelchart.h"
#include "core/roofline/memorylevelfixture.h"

#include <QTest>
#include <QXmlStreamReader>

using namespace rl;
using namespace rl::test;

class TestMemoryLevelGeometry : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void onePointPerOperatorWithGlobalMemoryTraffic()
    {
        const auto a = memoryLevelAnalysis();
        const MemoryLevelChartData d = buildMemoryLevelChart(*a);
        int withGm = 0;
        for (const OperatorResult &r : a->operators)
            withGm += r.component(ComponentKey{ComponentId::Gm, Side::None}) ? 1 : 0;
        QCOMPARE(withGm, 6); // every operator but busy_only
        QCOMPARE(int(d.points.size()), withGm);
        QVERIFY(!d.pointFor(5));
        QCOMPARE(d.unplottable, 0);
    }

    void xIsTheWorkingSetOrTheBytesMovedAndYTheBytesOverTheWallTime()
    {
        const auto a = memoryLevelAnalysis();
        const MemoryLevelChartData d = buildMemoryLevelChart(*a);
        const MemoryLevelPoint *aboveHbm = d.pointFor(1);
        QVERIFY(aboveHbm);
        QVERIFY(aboveHbm->workingSetKnown);
        QCOMPARE(aboveHbm->x, 0.5 * kLevelL2Bytes);
        QCOMPARE(aboveHbm->bytes, 8e5);
        QCOMPARE(aboveHbm->bandwidthGBps, 8.0); // 8e5 B in 100 µs
        const MemoryLevelPoint *noShapes = d.pointFor(4);
        QVERIFY(noShapes);
        QVERIFY(!noShapes->workingSetKnown); // drawn marked, at the bytes moved
        QCOMPARE(noShapes->x, 4e5);
        QCOMPARE(noShapes->bandwidthGBps, 1.0);
        QVERIFY(d.pointFor(6)->implausible);
        QVERIFY(!d.pointFor(0)->implausible);
        // Time shares size the markers, as on the Roofline charts.
        QCOMPARE(noShapes->timeShare, 400.0 / a->summary.totalDurationUs);
    }

    void theRoofsAndTheCapacityAreTheSpecsFigures()
    {
        const MemoryLevelChartData d = buildMemoryLevelChart(*memoryLevelAnalysis());
        QCOMPARE(int(d.roofs.size()), 2);
        QVERIFY(d.roof(ComponentId::Gm) && d.roof(ComponentId::L2));
        QCOMPARE(d.roof(ComponentId::Gm)->gbps, kLevelHbmGbs);
        QCOMPARE(d.roof(ComponentId::L2)->gbps, kLevelL2Gbs);
        // Labelled by level, so HBM and L2 read apart.
        QCOMPARE(d.roof(ComponentId::Gm)->label(), u"HBM 5 GB/s (default)"_qs);
        QCOMPARE(d.roof(ComponentId::L2)->label(), u"L2 25 GB/s (default)"_qs);
        QVERIFY(d.l2CapacityBytes);
        QCOMPARE(*d.l2CapacityBytes, kLevelL2Bytes);
        QCOMPARE(d.capacityLabel(), u"L2 capacity 1 MB"_qs);
        // The ranges hold every point, both roofs and the capacity line.
        QVERIFY(d.xRange.contains(kLevelL2Bytes) && d.xRange.contains(4.0 * kLevelL2Bytes));
        QVERIFY(d.yRange.contains(kLevelHbmGbs) && d.yRange.contains(kLevelL2Gbs) && d.yRange.contains(1.0));
    }

    void eachPointCarriesTheLevelThatServedIt()
    {
        const MemoryLevelChartData d = buildMemoryLevelChart(*memoryLevelAnalysis());
        QCOMPARE(d.pointFor(0)->servedFrom, ServedFrom::L2);
        QCOMPARE(d.pointFor(1)->servedFrom, ServedFrom::L2);
        QCOMPARE(d.pointFor(2)->servedFrom, ServedFrom::Gm);
        QCOMPARE(d.pointFor(3)->servedFrom, ServedFrom::Unknown);
        // A measured hit rate gives the roof it was measured against: 1 / (0.9 / 25 + 0.1 / 5).
        QVERIFY(d.pointFor(0)->effectiveRoofGBps);
        QCOMPARE(*d.pointFor(0)->effectiveRoofGBps, 1.0 / (0.9 / kLevelL2Gbs + 0.1 / kLevelHbmGbs));
        QVERIFY(!d.pointFor(1)->effectiveRoofGBps);
    }

    void theOverviewShowsTheServedLevelInFullAndTheOtherFaint()
    {
        const auto a = memoryLevelAnalysis();
        const auto entry = [](const ComponentOverview &o, ComponentId id) {
            const auto it = std::find_if(o.entries.begin(), o.entries.end(),
                                         [id](const ComponentOverviewEntry &e) { return e.key.id == id; });
            return it == o.entries.end() ? ComponentOverviewEntry{} : *it;
        };
        const ComponentOverview l2 = buildComponentOverview(*a, 1); // served from L2
        QVERIFY(entry(l2, ComponentId::L2).served && !entry(l2, ComponentId::L2).faint);
        QVERIFY(entry(l2, ComponentId::Gm).faint && !entry(l2, ComponentId::Gm).served);
        const ComponentOverview hbm = buildComponentOverview(*a, 2); // from HBM
        QVERIFY(entry(hbm, ComponentId::Gm).served);
        QVERIFY(entry(hbm, ComponentId::L2).faint);
        const ComponentOverview unknown = buildComponentOverview(*a, 3); // nobody knows: both in full
        for (ComponentId id : kChipMemories)
            QVERIFY(!entry(unknown, id).faint && !entry(unknown, id).served);
        QVERIFY(!entry(l2, ComponentId::Vector).faint); // only chip memories ever fade
    }

    void aChipWithoutChipMemoriesHasNoRoofs()
    {
        const MemoryLevelChartData d = buildMemoryLevelChart(*analysisWithoutMemories());
        QVERIFY(d.roofs.empty());
        QVERIFY(!d.l2CapacityBytes);
        QVERIFY(d.isEmpty()); // no roof, no level to tell: the chart is left out
    }

    void theSvgDrawsEveryPointTheRoofsAndTheCapacity()
    {
        const auto a = memoryLevelAnalysis();
        const MemoryLevelChartData d = buildMemoryLevelChart(*a);
        const QString svg = memoryLevelSvg(d, *a);
        QXmlStreamReader xml(svg);
        int circles = 0, triangles = 0;
        QStringList texts, fills;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == u"circle") {
                ++circles;
                fills << xml.attributes().value(QStringLiteral("fill")).toString();
            } else if (xml.name() == u"polygon") {
                ++triangles;
            } else if (xml.name() == u"text") {
                texts << xml.readElementText();
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        // Four circles (working set known) and two triangles (unknown), plus the legend's markers.
        QVERIFY2(circles >= 4 && triangles >= 2, qPrintable(svg));
        QVERIFY(texts.contains(MemoryLevelChartData::title()));
        QVERIFY(texts.contains(u"HBM 5 GB/s (default)"_qs));
        QVERIFY(texts.contains(u"L2 25 GB/s (default)"_qs));
        QVERIFY(texts.contains(u"L2 capacity 1 MB"_qs));
        // L2 solid in its colour, HBM solid in its colour, unknown hollow.
        QVERIFY(fills.contains(memoryLevelHexColor(ServedFrom::L2)));
        QVERIFY(fills.contains(memoryLevelHexColor(ServedFrom::Gm)));
        QVERIFY(fills.contains(u"#ffffff"_qs));
        QVERIFY(svg.contains(u"above_hbm"_qs)); // each marker names its operator
    }

    void theHtmlReportHasTheChartAndTheUnjudgedGroup()
    {
        const auto a = memoryLevelAnalysis();
        const QString html = QString::fromUtf8(analysisToHtml(*a));
        QVERIFY(html.contains(MemoryLevelChartData::title().toHtmlEscaped()));
        QVERIFY(html.contains(u"L2 capacity 1 MB"_qs));
        const qsizetype unjudged = html.indexOf(u"id=\"unjudged\""_qs);
        QVERIFY(unjudged > 0);
        // busy_only and impossible, longest first, each with what would decide it; neither among
        // the bottlenecks ranked by gain.
        const QString section = html.mid(unjudged, html.indexOf(u"id=\"roofline\""_qs) - unjudged);
        QVERIFY(section.indexOf(u"busy_only"_qs) < section.indexOf(u"impossible"_qs));
        QVERIFY(section.contains(u"collect ArithmeticUtilization / Memory (work counts)"_qs));
        const qsizetype bottlenecks = html.indexOf(u"id=\"bottlenecks\""_qs);
        QVERIFY(bottlenecks > 0 && bottlenecks < unjudged);
        const QString ranked = html.mid(bottlenecks, unjudged - bottlenecks);
        QVERIFY(!ranked.contains(u"busy_only"_qs));
    }

private:
    static std::shared_ptr<const Analysis> analysisWithoutMemories()
    {
        auto profile = std::make_shared<Profile>();
        profile->operators = {streamingOperator(u"add"_qs, 10.0, 1e4)};
        return std::make_shared<const Analysis>(analyze(profile, roundChip(), {}, AdviceCatalog::builtin()));
    }
};

QTEST_MAIN(TestMemoryLevelGeometry)
#include "tst_memorylevelgeometry.moc"
