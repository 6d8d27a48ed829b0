// SPDX-License-Identifier: GPL-3.0-or-later
// The comparison for an assistant: speedup, the regression gate as `compare --fail-on-regression`
// decides it, the ten largest regressions and improvements as the comparison JSON writes them.
#include "agentfixtures.h"
#include "core/agent/compareanswer.h"
#include "core/compare/regressiongate.h"
#include "core/report/comparisonjson.h"

#include <QTest>

using namespace rl;
using namespace rl::test;
using json::Json;

namespace {

std::shared_ptr<const Analysis> analysisOf(const std::vector<double> &durations, int extra = 0)
{
    auto profile = std::make_shared<Profile>();
    for (size_t i = 0; i < durations.size(); ++i)
        profile->operators.push_back(makeOperator(u"op_%1"_qs.arg(i), durations[i], {}));
    for (int i = 0; i < extra; ++i)
        profile->operators.push_back(makeOperator(u"only_here_%1"_qs.arg(i), 1.0, {}));
    return std::make_shared<const Analysis>(analyze(profile, roundChip(), {}, AdviceCatalog::builtin()));
}

// 20 kernels slower by 1..20 %, 12 faster by 4..48 %, one new kernel in the candidate.
Comparison mixedComparison()
{
    std::vector<double> before, after;
    for (int i = 1; i <= 20; ++i) {
        before.push_back(100.0);
        after.push_back(100.0 + i);
    }
    for (int i = 1; i <= 12; ++i) {
        before.push_back(100.0);
        after.push_back(100.0 - 4.0 * i);
    }
    return compareAnalyses(analysisOf(before), analysisOf(after, 1));
}

} // namespace

class TestCompareAnswer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theTopTenOfEachSideAreTheDocumentsDeltas()
    {
        const Comparison c = mixedComparison();
        const Json full = parsed(comparisonToJson(c));
        const Json answer = compareAnswer(c, std::nullopt);
        RL_COMPARE_JSON(answer["speedup"], full["speedup"]);
        QVERIFY(answer["gate"].is_null());
        RL_COMPARE_JSON(answer["top_regressions"].size(), size_t(10));
        RL_COMPARE_JSON(answer["top_improvements"].size(), size_t(10));
        for (size_t i = 0; i < 10; ++i) {
            RL_COMPARE_JSON(answer["top_regressions"][i], full["matches"][full["regressions"][i].get<size_t>()]);
            RL_COMPARE_JSON(answer["top_improvements"][i], full["matches"][full["improvements"][i].get<size_t>()]);
        }
        // Largest first: the 20 % regression, the 48 % improvement.
        RL_COMPARE_JSON(answer["top_regressions"][0]["baseline_name"], Json("op_19"));
        RL_COMPARE_JSON(answer["top_improvements"][0]["baseline_name"], Json("op_31"));
        RL_COMPARE_JSON(answer["unmatched"]["baseline"], Json(0));
        RL_COMPARE_JSON(answer["unmatched"]["candidate"], Json(1));
    }

    void theGatePassesAtTheThresholdAndFailsBelowIt()
    {
        const Comparison c = mixedComparison();
        // The worst kernel is 20 % slower: a gate at 20 % passes (more than the threshold fails).
        const Json at = compareAnswer(c, 20.0)["gate"];
        RL_COMPARE_JSON(at["threshold_pct"], Json(20.0));
        RL_COMPARE_JSON(at["passed"], Json(true));
        const Json below = compareAnswer(c, 19.5)["gate"];
        RL_COMPARE_JSON(below["passed"], Json(false));
        QCOMPARE(regressionGate(c, 19.5).offenders.size(), size_t(1));
        QCOMPARE(regressionGate(c, 10.5).offenders.size(), size_t(10));
        QVERIFY(regressionGate(c, 20.0).passed());
    }

    void theDemoBeforeAndAfterIsAnImprovementThatPassesAGate()
    {
        const auto before = demoAnalysis(false), after = demoAnalysis(true);
        QVERIFY2(before && after, "the demo could not be written or analysed");
        const Comparison c = compareAnalyses(before, after);
        const Json answer = compareAnswer(c, 50.0);
        QVERIFY(answer["speedup"].get<double>() > 1.1);
        QVERIFY(answer["top_regressions"].size() <= 10);
        QVERIFY(!answer["top_improvements"].empty());
        QVERIFY(answer["top_improvements"].size() <= 10);
        double previous = -std::numeric_limits<double>::infinity();
        for (const Json &d : answer["top_improvements"]) {
            RL_COMPARE_JSON(d["verdict"], Json("improvement"));
            QVERIFY(d["delta_us"].get<double>() >= previous); // most time saved first
            previous = d["delta_us"].get<double>();
        }
        RL_COMPARE_JSON(answer["gate"]["passed"], Json(regressionGate(c, 50.0).passed()));
    }
};

QTEST_GUILESS_MAIN(TestCompareAnswer)
#include "tst_compareanswer.moc"
