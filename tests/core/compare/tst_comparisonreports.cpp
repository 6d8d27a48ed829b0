// SPDX-License-Identifier: GPL-3.0-or-later
// The comparison writers: rooflens.comparison/1 JSON (app/README.md §5), CSV and the text summary.
#include "core/compare/comparetestutil.h"
#include "core/format/percentformat.h"
#include "core/format/speedupformat.h"
#include "core/report/comparisoncsv.h"
#include "core/report/comparisonjson.h"
#include "core/report/comparisontext.h"
#include "failingdevice.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

// Baseline: a, b, gone; candidate: a (2× faster), b (25 % slower), new, plus a zero-time op.
Comparison sampleComparison()
{
    return compareAnalyses(
        analysisOf({u"a:Add:4"_qs, u"b, \"quoted\":Mul:4"_qs, u"gone:Cast:4"_qs}, {100.0, 40.0, 5.0}),
        analysisOf({u"a:Add:4"_qs, u"b, \"quoted\":Mul:4"_qs, u"new:GeLU:4"_qs}, {50.0, 50.0, 0.0}));
}

} // namespace

class TestComparisonReports : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void jsonCarriesEveryContractField()
    {
        const Comparison c = sampleComparison();
        QJsonParseError error;
        const QJsonObject root = QJsonDocument::fromJson(comparisonToJson(c), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(root.value(u"schema").toString(), u"rooflens.comparison/1"_qs);
        for (const QString &run : {u"baseline"_qs, u"candidate"_qs}) {
            const QJsonObject o = root.value(run).toObject();
            for (const char *field : {"path", "total_duration_us", "category_time_share"})
                QVERIFY2(o.contains(QLatin1StringView(field)), field);
            QCOMPARE(o.value(u"category_time_share").toObject().size(), qsizetype(kAllCategories.size()));
        }
        QCOMPARE(root.value(u"baseline").toObject().value(u"total_duration_us").toDouble(), 145.0);
        QCOMPARE(root.value(u"speedup").toDouble(), 145.0 / 100.0);
        const QJsonArray matches = root.value(u"matches").toArray();
        QCOMPARE(matches.size(), 2);
        const QJsonObject m = matches[0].toObject();
        for (const char *field : {"key", "baseline_index", "candidate_index", "baseline_duration_us",
                                  "candidate_duration_us", "speedup", "baseline_category", "candidate_category"})
            QVERIFY2(m.contains(QLatin1StringView(field)), field);
        QCOMPARE(m.value(u"speedup").toDouble(), 2.0);
        QCOMPARE(m.value(u"baseline_category").toString(), categoryId(c.deltas[0].baselineCategory));
        QCOMPARE(m.value(u"verdict").toString(), u"improvement"_qs);
        QCOMPARE(matches[1].toObject().value(u"verdict").toString(), u"regression"_qs);
        QCOMPARE(root.value(u"unmatched_baseline").toArray(), QJsonArray{2});
        QCOMPARE(root.value(u"unmatched_candidate").toArray(), QJsonArray{2});
        QCOMPARE(root.value(u"regressions").toArray(), QJsonArray{1});
    }

    // Two long runs give as many matches as kernels: they are written a block at a time on
    // the cores, and must come out complete and in order, indented or not.
    void manyMatchesComeOutCompleteAndInOrder()
    {
        constexpr int kOperators = 3000; // several blocks per core
        QStringList names;
        std::vector<double> before, after;
        for (int i = 0; i < kOperators; ++i) {
            names << u"op%1:Add:4"_qs.arg(i);
            before.push_back(10.0 + i);
            after.push_back(10.0 + (i % 3 == 0 ? i / 2.0 : i));
        }
        const Comparison c = compareAnalyses(analysisOf(names, before), analysisOf(names, after));
        QCOMPARE(c.deltas.size(), size_t(kOperators));
        const QByteArray compact = comparisonToJson(c);
        QJsonParseError error;
        const QJsonObject root = QJsonDocument::fromJson(compact, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonArray matches = root.value(u"matches").toArray();
        QCOMPARE(matches.size(), kOperators);
        for (int i = 0; i < kOperators; ++i) {
            const QJsonObject m = matches[i].toObject();
            QCOMPARE(m.value(u"baseline_index").toInt(), c.deltas[size_t(i)].match.baselineIndex);
            QCOMPARE(m.value(u"candidate_duration_us").toDouble(), c.deltas[size_t(i)].candidateUs);
        }
        QVERIFY(compact.endsWith("}\n"));
        QCOMPARE(compact.count('\n'), 1);
        const QByteArray indented = comparisonToJson(c, 2);
        QCOMPARE(QJsonDocument::fromJson(indented).object(), root);
    }

    void aFailedWriteOfTheComparisonIsReported()
    {
        const NumberedCalls calls = numberedCalls(u"op%1:Add:4"_qs, 3000, 10.0);
        const Comparison c = compareAnalyses(analysisOf(calls.names, calls.durations),
                                             analysisOf(calls.names, calls.durations));
        FailingDevice device(64 * 1024);
        QVERIFY(device.open(QIODevice::WriteOnly));
        QVERIFY(!writeComparisonJson(c, device));
        QVERIFY(device.accepted() <= 64 * 1024);
    }

    void unknownValuesAreNullNotOmitted()
    {
        const Comparison c = compareAnalyses(analysisOf({u"a:Add:4"_qs}, {10.0}), analysisOf({u"a:Add:4"_qs}, {0.0}));
        const QJsonObject root = QJsonDocument::fromJson(comparisonToJson(c)).object();
        QVERIFY(root.value(u"speedup").isNull());
        const QJsonObject m = root.value(u"matches").toArray()[0].toObject();
        QVERIFY(m.contains(u"speedup"));
        QVERIFY(m.value(u"speedup").isNull());
        QVERIFY(!m.value(u"change_pct").isNull()); // −100 %
        const QJsonObject limit = m.value(u"candidate_limiting").toObject();
        QVERIFY(limit.contains(u"U"));
    }

    void csvHasOneRowPerMatchAndPerUnmatchedOperator()
    {
        const Comparison c = sampleComparison();
        const QString csv = QString::fromUtf8(comparisonToCsv(c));
        QVERIFY(csv.endsWith(u"\r\n"));
        const QStringList lines = csv.split(u"\r\n"_qs, Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + 2 + 1 + 1);
        const qsizetype columns = lines[0].count(u',');
        QVERIFY(lines[1].startsWith(u"matched,a|Add|4|,key,0,0,a,Add,100.000,50.000,-50.000,-50,2,improvement,"));
        QVERIFY2(lines[2].contains(u"\"b, \"\"quoted\"\"\""), qPrintable(lines[2]));
        QVERIFY(lines[3].startsWith(u"baseline_only,"));
        QVERIFY(lines[4].startsWith(u"candidate_only,"));
        for (qsizetype i : {1, 3, 4})
            QCOMPARE(lines[i].count(u','), columns);
    }

    // The rows are made a block at a time on the cores: with two long runs every match and
    // every unmatched operator must still come out once, in order.
    void aLongComparisonsCsvHasEveryRowInOrder()
    {
        QStringList before, after;
        std::vector<double> beforeUs, afterUs;
        for (int i = 0; i < 3000; ++i) {
            before << u"op%1:Add:4"_qs.arg(i);
            beforeUs.push_back(10.0 + i);
            if (i % 10 != 0) { // every tenth only in the baseline
                after << u"op%1:Add:4"_qs.arg(i);
                afterUs.push_back(10.0 + i);
            }
        }
        after << u"new:GeLU:4"_qs;
        afterUs.push_back(1.0);
        const Comparison c = compareAnalyses(analysisOf(before, beforeUs), analysisOf(after, afterUs));
        const QStringList lines = QString::fromUtf8(comparisonToCsv(c)).split(u"\r\n"_qs, Qt::SkipEmptyParts);
        QCOMPARE(size_t(lines.size()), 1 + c.deltas.size() + c.unmatchedBaseline.size() + c.unmatchedCandidate.size());
        for (size_t i = 0; i < c.deltas.size(); ++i)
            QVERIFY(lines[qsizetype(1 + i)].startsWith(u"matched,"_qs + c.deltas[i].match.key + u','));
        QVERIFY(lines[qsizetype(1 + c.deltas.size())].startsWith(u"baseline_only,"));
        QVERIFY(lines.last().startsWith(u"candidate_only,"));

        FailingDevice device(16 * 1024);
        QVERIFY(device.open(QIODevice::WriteOnly));
        QVERIFY(!writeComparisonCsv(c, device));
        QVERIFY(device.accepted() <= 16 * 1024);
    }

    void textSummaryStatesSpeedupSharesAndTopChanges()
    {
        const Comparison c = sampleComparison();
        const QString text = comparisonSummaryText(c);
        QVERIFY(text.contains(formatSpeedup(c.speedup)));
        QVERIFY(text.contains(u"1.45×"));
        QVERIFY(text.contains(categoryDisplayName(c.deltas[0].baselineCategory)));
        QVERIFY(text.contains(u"+25.0 %"));
        QVERIFY(text.contains(u"−50.0 %"));
    }

    void formattersMarkUnknownValues()
    {
        QCOMPARE(formatSpeedup(std::nullopt), u"—"_qs);
        QCOMPARE(formatChangePct(std::nullopt), u"—"_qs);
        QCOMPARE(formatChangePct(0.0), u"0.0 %"_qs);
    }
};

QTEST_GUILESS_MAIN(TestComparisonReports)
#include "tst_comparisonreports.moc"
