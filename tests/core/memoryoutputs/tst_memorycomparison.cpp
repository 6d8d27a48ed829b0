// SPDX-License-Identifier: GPL-3.0-or-later
// `compare` carries device memory: per rank both runs' peaks and their deltas (candidate −
// baseline), the largest allocations matched by name, in the JSON, the text and the HTML report.
#include "core/compare/comparison.h"
#include "core/report/comparisonjson.h"
#include "core/report/comparisontext.h"
#include "core/report/htmlreport.h"
#include "core/report/jsonutil.h"
#include "core/report/memorycomparison.h"
#include "memoryfixtures.h"

#include <QTest>

using namespace rl;
using namespace rl::test;
using json::Json;

namespace {

Comparison compared(MemoryData before, MemoryData after)
{
    auto a = std::make_shared<const Analysis>(analysisWithMemory(std::move(before)));
    auto b = std::make_shared<const Analysis>(analysisWithMemory(std::move(after)));
    return compareAnalyses(a, b);
}

bool same(const Json &actual, const Json &expected)
{
    if (actual != expected)
        qWarning("actual %s, expected %s", actual.dump().c_str(), expected.dump().c_str());
    return actual == expected;
}

} // namespace

class TestMemoryComparison : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void peaksAndTheLargestAllocationsChangePerRank()
    {
        MemoryData after;
        after.ranks.push_back(handMadeRank(0, 1.5)); // peaks and aten::mm half as large again
        after.ranks.push_back(geOnlyRank(1));        // a rank the baseline does not have
        const Comparison c = compared(handMadeMemory(), std::move(after));
        const QByteArray text = comparisonToJson(c);
        const Json memory = Json::parse(text.constData(), text.constData() + text.size())["memory"];
        QCOMPARE(memory["ranks"].size(), size_t(2));
        const Json &r0 = memory["ranks"][0];
        QVERIFY(same(r0["rank"], 0));
        QVERIFY(same(r0["baseline"]["peak_allocated_mb"], 300.0));
        QVERIFY(same(r0["candidate"]["peak_allocated_mb"], 450.0));
        QVERIFY(same(r0["baseline"]["source"], "pta_ge"));
        QVERIFY(same(r0["delta_peak_allocated_mb"], 150.0));
        QVERIFY(same(r0["delta_peak_reserved_mb"], 250.0));
        QVERIFY(same(r0["delta_peak_active_mb"], 160.0));
        QVERIFY(same(r0["top_operators"][0],
                     Json{{"name", "aten::mm"},
                          {"baseline_size_kb", 102400.0},
                          {"candidate_size_kb", 153600.0},
                          {"delta_size_kb", 51200.0}}));
        QCOMPARE(r0["top_operators"].size(), size_t(3)); // aten::mm, weights, aten::add by name
        const Json &r1 = memory["ranks"][1];
        QVERIFY(r1["baseline"].is_null());
        QVERIFY(same(r1["candidate"]["peak_allocated_mb"], 20.0));
        for (const char *delta : {"delta_peak_allocated_mb", "delta_peak_reserved_mb", "delta_peak_active_mb"})
            QVERIFY2(r1[delta].is_null(), delta);

        const QString summary = comparisonSummaryText(c);
        QVERIFY2(summary.contains(u"rank 0: allocated 300.00 MB → 450.00 MB (+150.00 MB), reserved 500.00 MB → 750.00 "
                                  u"MB (+250.00 MB)"),
                 qPrintable(summary));
        QVERIFY2(summary.contains(u"largest allocation change: aten::mm 100.00 MB → 150.00 MB"), qPrintable(summary));
        QVERIFY2(summary.contains(u"rank 1: only in the candidate"), qPrintable(summary));

        const QString html = QString::fromUtf8(comparisonToHtml(c));
        QVERIFY(html.contains(u"Device memory, before and after"));
        QVERIFY(html.contains(u"+150.00 MB"));
        QVERIFY(html.contains(u"Largest allocations, before and after"));
    }

    void aNameOnlyOneRunListsHasNoDelta()
    {
        MemoryData after = handMadeMemory();
        AllocationColumns &a = after.ranks[0].allocations;
        a.append(a.names.intern(u"aten::empty"_qs), qint64(400 * kMb), 1000001000, 1000009000);
        const MemoryReport before = summarizeMemory(handMadeMemory(), nullptr);
        const MemoryReport candidate = summarizeMemory(after, nullptr);
        const std::vector<MemoryRankDelta> deltas = compareMemory(&before, &candidate);
        QCOMPARE(deltas.size(), size_t(1));
        const AllocationSizeDelta &first = deltas[0].topOperators.front(); // the largest change: 400 MB new
        QCOMPARE(first.name, u"aten::empty"_qs);
        QVERIFY(!first.baselineKb);
        QCOMPARE(*first.candidateKb, 400.0 * 1024.0);
        QVERIFY(!first.deltaKb());
    }

    void neitherRunWithMemoryHasNoMemorySection()
    {
        Analysis before = analysisWithMemory(handMadeMemory());
        before.memory.reset();
        auto a = std::make_shared<const Analysis>(before);
        const Comparison c = compareAnalyses(a, a);
        const QByteArray text = comparisonToJson(c);
        QVERIFY(!Json::parse(text.constData(), text.constData() + text.size()).contains("memory"));
        QVERIFY(!comparisonSummaryText(c).contains(u"Device memory"));
        QVERIFY(memoryComparisonJson(nullptr, nullptr).is_null());
    }
};

QTEST_GUILESS_MAIN(TestMemoryComparison)
#include "tst_memorycomparison.moc"
