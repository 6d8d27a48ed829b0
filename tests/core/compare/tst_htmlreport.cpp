// SPDX-License-Identifier: GPL-3.0-or-later
// The HTML reports: one self-contained file (no external references, no scripts), every
// text escaped, inline SVG charts that parse and hold the data, the sections the issue asks.
#include "core/compare/comparetestutil.h"
#include "core/report/htmldocument.h"
#include "core/report/htmlreport.h"
#include "core/report/svgcanvas.h"

#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

using namespace rl;
using namespace rl::test;

namespace {

QStringList svgBlocks(const QString &html)
{
    QStringList blocks;
    qsizetype from = 0;
    while ((from = html.indexOf(u"<svg", from)) >= 0) {
        const qsizetype end = html.indexOf(u"</svg>", from);
        blocks << html.mid(from, end + 6 - from);
        from = end;
    }
    return blocks;
}

// Element counts of an SVG fragment, empty when it is not well-formed XML.
QMap<QString, int> elementCounts(const QString &svg)
{
    QMap<QString, int> counts;
    QXmlStreamReader reader(svg);
    while (!reader.atEnd()) {
        if (reader.readNext() == QXmlStreamReader::StartElement)
            ++counts[reader.name().toString()];
    }
    return reader.hasError() ? QMap<QString, int>() : counts;
}

// Anything a browser would fetch or run: scripts, stylesheets, images, fonts, frames, links.
void verifySelfContained(const QString &html)
{
    static const QRegularExpression external(
        uR"((https?:|ftp:|//[a-z0-9.-]+/|<script|<link|<iframe|<img|<object|<embed|@import|src\s*=|href\s*=|url\((?!#)))"_qs,
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = external.match(html);
    QVERIFY2(!m.hasMatch(),
             qPrintable(u"external reference: "_qs + html.mid(std::max<qsizetype>(0, m.capturedStart() - 40), 100)));
}

// `count` kernels spread over a chart (intensity and performance both vary), each taking
// `slowdown` times a base time.
std::shared_ptr<Profile> spreadProfile(int count, double slowdown)
{
    auto p = std::make_shared<Profile>();
    for (int i = 0; i < count; ++i) {
        const double d = slowdown * (1.0 + i), flops = 1.0 + (i * 7919) % count, bytes = 1.0 + (i * 104729) % count;
        Operator op = makeOperator(u"kernel_%1"_qs.arg(i), d,
                                   {sample(ComponentId::Vector, 0.5 * d, {{u"fp16"_qs, flops * 1e5}}),
                                    sample(ComponentId::Mte2, 0.9 * d, {{u"gm_to_ub"_qs, bytes * 1e4}})});
        op.type = u"Add"_qs;
        op.startNs = qint64(i) * 1000000;
        p->operators.push_back(op);
    }
    return p;
}

} // namespace

class TestHtmlReport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void analysisReportIsOneSelfContainedFile()
    {
        const auto a = analysisOf(workProfile({u"add_a"_qs, u"add_b"_qs}, {10.0, 30.0}));
        const QString html = QString::fromUtf8(analysisToHtml(*a));
        QVERIFY(html.startsWith(u"<!DOCTYPE html>"));
        QVERIFY(html.trimmed().endsWith(u"</html>"));
        QVERIFY(html.contains(u"<meta charset=\"utf-8\">"));
        verifySelfContained(html);
    }

    void analysisReportHasSummaryBottlenecksChartsAndTable()
    {
        const auto a = analysisOf(workProfile({u"add_a"_qs, u"add_b"_qs}, {10.0, 30.0}));
        const QString html = QString::fromUtf8(analysisToHtml(*a));
        for (const char16_t *id : {u"categories", u"bottlenecks", u"roofline", u"operators"})
            QVERIFY2(html.contains(u"id=\"" + QStringView(id) + u'"'), qPrintable(QString::fromUtf16(id)));
        QVERIFY(html.contains(categoryDisplayName(a->operators[0].category)));
        const OperatorResult &top = a->operators[size_t(a->rankedByGain().front())];
        QVERIFY(top.estimatedGainUs.value_or(0.0) > 0.0);
        QVERIFY(html.contains(HtmlDocument::escape(a->evidenceOf(top))));
        const QList<AdviceHit> advice = a->adviceOf(top);
        QVERIFY(!advice.isEmpty());
        QVERIFY(html.contains(HtmlDocument::escape(advice.front().title())));
        QCOMPARE(html.count(u"<tr>"), 1 + 2 + 1 + 1); // category table (1 category) + operator table
    }

    void everyInlineChartParsesAndDrawsTheOperators()
    {
        const auto a = analysisOf(workProfile({u"add_a"_qs, u"add_b"_qs, u"add_c"_qs}, {10.0, 30.0, 5.0}));
        const QStringList svgs = svgBlocks(QString::fromUtf8(analysisToHtml(*a)));
        QCOMPARE(svgs.size(), 2); // category shares + Vector × MTE2
        for (const QString &svg : svgs)
            QVERIFY2(!elementCounts(svg).isEmpty(), qPrintable(svg.left(200)));
        const QMap<QString, int> roofline = elementCounts(svgs[1]);
        QCOMPARE(roofline.value(u"circle"_qs), 3);
        QVERIFY(roofline.value(u"polyline"_qs) >= 3); // frame, roof, threshold line
        QVERIFY(svgs[1].contains(u"add_c"));          // tooltips name the operators
    }

    void callsOfOneKernelAtOneSpotAreOneMarkerThatCountsThem()
    {
        const QStringList names = {u"add_a"_qs, u"add_a"_qs, u"add_a"_qs, u"add_a"_qs, u"add_a"_qs, u"add_b"_qs};
        const auto a = analysisOf(workProfile(names, {10.0, 11.0, 12.0, 13.0, 14.0, 30.0}));
        const QStringList svgs = svgBlocks(QString::fromUtf8(analysisToHtml(*a)));
        QCOMPARE(svgs.size(), 2);
        QCOMPARE(elementCounts(svgs[1]).value(u"circle"_qs), 2);
        QVERIFY(svgs[1].contains(u"add_a (") && svgs[1].contains(u"5 calls at this point"));
        QVERIFY(!svgs[1].contains(u"1 calls"));
    }

    void aLongRunsChartKeepsTheMarkersOfMostTimeAndSaysSo()
    {
        const NumberedCalls calls = numberedCalls(u"kernel_%1"_qs, 6000);
        const auto a = analysisOf(workProfile(calls.names, calls.durations));
        const QByteArray html = analysisToHtml(*a);
        const QStringList svgs = svgBlocks(QString::fromUtf8(html));
        QCOMPARE(elementCounts(svgs[1]).value(u"circle"_qs), 2500);
        QVERIFY(svgs[1].contains(u"2500 of 6000 markers shown, those of most time"));
        QVERIFY(svgs[1].contains(u"kernel_5999 (")); // the longest is kept
        QVERIFY(!svgs[1].contains(u"kernel_0 ("));   // the shortest is not
        QVERIFY2(html.size() < 4 * 1024 * 1024, QByteArray::number(html.size()).constData());
    }

    void repeatedKernelsGetATableOfTheirTotalsMostTimeFirst()
    {
        const QStringList names = {u"add_a"_qs, u"add_b"_qs, u"add_a"_qs, u"add_a"_qs};
        const QString html = QString::fromUtf8(
            analysisToHtml(*analysisOf(workProfile(names, {10.0, 25.0, 10.0, 10.0}))));
        QVERIFY(html.contains(u"id=\"groups\""));
        QVERIFY(html.contains(u"2 kernels in 4 calls"));
        const QString section = html.mid(html.indexOf(u"id=\"groups\""));
        const qsizetype a = section.indexOf(u"<td>add_a</td>"), b = section.indexOf(u"<td>add_b</td>");
        QVERIFY(a > 0 && b > 0 && a < b); // 30 µs in three calls before 25 µs in one
        QVERIFY(section.left(section.indexOf(u"</table>")).contains(u"<td class=\"num\">30.000</td>"));

        // Each kernel called once: the table would repeat the operator table, so it is left out.
        const auto once = analysisOf(workProfile({u"add_a"_qs, u"add_b"_qs}, {10.0, 30.0}));
        QVERIFY(!QString::fromUtf8(analysisToHtml(*once)).contains(u"id=\"groups\""));
    }

    void textFromTheDataIsEscaped()
    {
        const QString evil = u"<script>alert('x')</script> & \"q\""_qs;
        const auto a = analysisOf(workProfile({evil}, {10.0}));
        const QString html = QString::fromUtf8(analysisToHtml(*a));
        QVERIFY(!html.contains(u"<script>"));
        QVERIFY(html.contains(u"&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;"));
        verifySelfContained(html);
        for (const QString &svg : svgBlocks(html))
            QVERIFY(!elementCounts(svg).isEmpty());
    }

    void comparisonReportShowsSharesChangesOverlaysAndUnmatched()
    {
        const auto before = analysisOf(workProfile({u"add_a"_qs, u"add_b"_qs, u"gone"_qs}, {40.0, 10.0, 5.0}));
        auto afterProfile = workProfile({u"add_a"_qs, u"add_b"_qs}, {20.0, 15.0}, {40.0, 10.0});
        afterProfile->operators.push_back(describedOperator(u"new:GeLU:4"_qs, 3.0));
        const Comparison c = compareAnalyses(before, analysisOf(afterProfile));
        const QString html = QString::fromUtf8(comparisonToHtml(c));
        verifySelfContained(html);
        for (const char16_t *id : {u"categories", u"changes", u"roofline", u"matches"})
            QVERIFY2(html.contains(u"id=\"" + QStringView(id) + u'"'), qPrintable(QString::fromUtf16(id)));
        QVERIFY(html.contains(u"1.45×")); // 55 / 38
        QVERIFY(html.contains(u"class=\"improvement\""));
        QVERIFY(html.contains(u"class=\"regression\""));
        QVERIFY(html.contains(u"gone"));
        QVERIFY(html.contains(u"new"));
        const QStringList svgs = svgBlocks(html);
        QCOMPARE(svgs.size(), 3); // shares before/after, changes, Vector × MTE2 overlay
        for (const QString &svg : svgs)
            QVERIFY(!elementCounts(svg).isEmpty());
        const QMap<QString, int> overlay = elementCounts(svgs[2]);
        QCOMPARE(overlay.value(u"circle"_qs), 3 + 2); // hollow before, filled after
        QVERIFY(svgs[2].contains(u"fill=\"none\""));
        QVERIFY(svgs[2].contains(u"2.00×"));        // add_a's arrow label
        QVERIFY(overlay.value(u"polygon"_qs) >= 2); // arrow heads
    }

    // Two long runs: the calls of a kernel repeated many times merge into one marker per spot
    // and one arrow per pair of spots, the charts keep the markers and arrows of most time, and
    // the report stays small.
    void aComparisonOfLongRunsKeepsTheMarkersAndArrowsOfMostTime()
    {
        const Comparison c = compareAnalyses(analysisOf(spreadProfile(6000, 2.0)),
                                             analysisOf(spreadProfile(6000, 1.0)));
        const QByteArray html = comparisonToHtml(c);
        const QStringList svgs = svgBlocks(QString::fromUtf8(html));
        const QString &overlay = svgs.last();
        QCOMPARE(elementCounts(overlay).value(u"circle"_qs), 2 * 2500);
        const QRegularExpression note(u"2500 of (\\d+) arrows shown, those of most time"_qs);
        const QRegularExpressionMatch shown = note.match(overlay);
        QVERIFY2(shown.hasMatch() && shown.captured(1).toInt() > 2500, qPrintable(shown.captured(0)));
        QVERIFY(overlay.contains(u"before: kernel_5999 (")); // the longest is kept
        QVERIFY(!overlay.contains(u"kernel_0 ("));           // the shortest is not
        QVERIFY2(html.size() < 4 * 1024 * 1024, QByteArray::number(html.size()).constData());
    }

    void calledOftenAtOneSpotAKernelIsOneArrow()
    {
        const QStringList names = {u"add_a"_qs, u"add_a"_qs, u"add_a"_qs, u"add_a"_qs};
        const std::vector<double> work{40.0, 40.0, 40.0, 40.0};
        const Comparison c = compareAnalyses(analysisOf(workProfile(names, {40.0, 40.0, 40.0, 40.0}, work)),
                                             analysisOf(workProfile(names, {20.0, 20.0, 20.0, 20.0}, work)));
        const QStringList svgs = svgBlocks(QString::fromUtf8(comparisonToHtml(c)));
        const QMap<QString, int> overlay = elementCounts(svgs.last());
        QCOMPARE(overlay.value(u"circle"_qs), 2);  // one before, one after
        QCOMPARE(overlay.value(u"polygon"_qs), 1); // one arrow head
        QVERIFY(svgs.last().contains(u"4 calls at this point"));
    }

    void unmatchedOperatorsBeyondTheTableAreCounted()
    {
        const NumberedCalls calls = numberedCalls(u"only_before_%1"_qs, 50);
        const Comparison c = compareAnalyses(analysisOf(workProfile(calls.names, calls.durations)),
                                             analysisOf(workProfile({u"new"_qs}, {1.0}))); // a type of its own
        HtmlReportOptions options;
        options.operatorRows = 10;
        const QString html = QString::fromUtf8(comparisonToHtml(c, options));
        QVERIFY(html.contains(u"only_before_9<"));
        QVERIFY(!html.contains(u"only_before_10<"));
        QVERIFY(html.contains(u"40 more are in the CSV and JSON outputs."));
    }

    void svgCanvasEscapesEverythingItWrites()
    {
        SvgCanvas c(10, 10, u"a<b"_qs);
        c.text({1, 1}, u"x & 'y'"_qs, 10, u"st\"art"_qs);
        const QString svg = c.toString(true);
        QVERIFY(svg.contains(u"a&lt;b"));
        QVERIFY(svg.contains(u"x &amp; &#39;y&#39;"));
        QVERIFY(svg.contains(u"st&quot;art"));
        QVERIFY(!elementCounts(svg).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestHtmlReport)
#include "tst_htmlreport.moc"
