// SPDX-License-Identifier: GPL-3.0-or-later
// The run section for an assistant: the analysis JSON's `run` with every list cut to the limit,
// each cut named by its path with the entries cut, shorter still when a budget demands it.
#include "../memoryoutputs/memoryfixtures.h"
#include "agentfixtures.h"
#include "core/agent/runanswer.h"
#include "core/comm/communicationreport.h"
#include "core/report/analysisjson.h"

#include <QTest>

using namespace rl;
using namespace rl::test;
using json::Json;

namespace {

constexpr size_t kUnlimited = size_t(1) << 30;

size_t bytesOf(const Json &j)
{
    return size_t(json::dumpFragment(j, -1).size());
}

// `ranks` × `steps` with a collective per rank and step, judged as the analysis would hold it.
Analysis wideJob(int ranks, int steps)
{
    Analysis a = analysisWithRun(generatedRun(ranks, steps));
    auto report = std::make_shared<CommunicationReport>();
    for (int r = 0; r < ranks; ++r) {
        for (int s = 0; s < steps; ++s) {
            JudgedCollective c;
            c.rank = r;
            c.name = u"hcom_allReduce__%1_%2"_qs.arg(r).arg(s);
            c.group = u"group0"_qs;
            c.calls = 1;
            c.elapseUs = 100.0 + s;
            c.transports.push_back(JudgedTransport{u"HCCS"_qs, 4.0, 0.1, 40.0, 56.0, u"catalogue"_qs, 0.7, 1.0});
            c.judgedTransports = {u"HCCS"_qs};
            c.file = u"/job/rank_%1/communication.json"_qs.arg(r);
            report->collectives.push_back(std::move(c));
        }
    }
    report->summary = u"generated"_qs;
    a.communication = report;
    return a;
}

} // namespace

class TestRunAnswer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyListIsCutToTwentyAndEachCutCounted()
    {
        const Analysis a = wideJob(30, 40);
        const Json full = parsed(analysisToJson(a))["run"];
        const Json answer = runAnswer(a, kUnlimited);
        const Json &truncated = answer["truncated"];
        RL_COMPARE_JSON(answer["ranks"].size(), size_t(20));
        RL_COMPARE_JSON(truncated["ranks"], Json(10));
        for (size_t r = 0; r < 20; ++r) {
            const std::string at = "ranks[" + std::to_string(r) + "]";
            const Json &rank = answer["ranks"][r];
            RL_COMPARE_JSON(rank["steps"].size(), size_t(20));
            RL_COMPARE_JSON(truncated[at + ".steps"], Json(20));
            RL_COMPARE_JSON(rank["largest_free_gaps"].size(), size_t(20));
            RL_COMPARE_JSON(truncated[at + ".largest_free_gaps"], Json(20));
            RL_COMPARE_JSON(rank["totals"], full["ranks"][r]["totals"]); // figures as the full document's
            for (size_t s = 0; s < 20; ++s)
                RL_COMPARE_JSON(rank["steps"][s], full["ranks"][r]["steps"][s]);
        }
        QVERIFY(!truncated.contains("ranks[20].steps")); // ranks cut away are not counted again
        const Json &collectives = answer["communication"]["operators"];
        QCOMPARE(collectives.size(), size_t(20));
        RL_COMPARE_JSON(truncated["communication.operators"], Json(30 * 40 - 20));
        for (size_t i = 0; i < 20; ++i)
            RL_COMPARE_JSON(collectives[i], full["communication"]["operators"][i]);
        for (const char *field : {"source", "slowest_rank", "analysed_rank", "summary"})
            RL_COMPARE_JSON(answer[field], full[field]);
        RL_COMPARE_JSON(answer["slowest_rank"], Json(2));
        // Nothing else is cut: each entry of truncated names a list that was longer.
        for (auto it = truncated.begin(); it != truncated.end(); ++it)
            QVERIFY(it.value().get<int>() > 0);
    }

    void aShortRunIsWholeAndSaysNothingWasCut()
    {
        const Analysis a = analysisWithRun(generatedRun(3, 5));
        const Json full = parsed(analysisToJson(a))["run"];
        Json answer = runAnswer(a, kUnlimited);
        RL_COMPARE_JSON(answer["truncated"], Json::object());
        answer.erase("truncated");
        RL_COMPARE_JSON(answer, full);
    }

    void aTinyBudgetStillGivesValidSmallerJson()
    {
        const Analysis a = wideJob(30, 40);
        const Json atTwenty = runAnswer(a, kUnlimited);
        const size_t budget = 16 * 1024;
        QVERIFY(bytesOf(atTwenty) > budget);
        const Json fitted = runAnswer(a, budget);
        QVERIFY(bytesOf(fitted) <= budget);
        QVERIFY(fitted["ranks"].size() < 20);
        QVERIFY(fitted["truncated"]["ranks"].get<int>() > 10);
        RL_COMPARE_JSON(fitted["ranks"].size() + fitted["truncated"]["ranks"].get<size_t>(), size_t(30));
        const QByteArray text = json::dumpFragment(fitted, -1);
        RL_COMPARE_JSON(parsed(text), fitted); // valid JSON, read back the same

        const Json least = runAnswer(a, 1); // cannot fit: one entry per list, still an answer
        RL_COMPARE_JSON(least["ranks"].size(), size_t(1));
        RL_COMPARE_JSON(least["ranks"][0]["steps"].size(), size_t(1));
        RL_COMPARE_JSON(least["truncated"]["ranks[0].steps"], Json(39));
        RL_COMPARE_JSON(least["summary"], atTwenty["summary"]);
    }

    void deviceMemoryIsCarriedWithItsRanksCutAndCounted()
    {
        const Analysis a = analysisWithMemory(handMadeMemory(30), chipWithCapacity(), generatedRun(2, 3));
        const Json full = parsed(analysisToJson(a))["run"]["memory"];
        const Json answer = runAnswer(a, kUnlimited);
        RL_COMPARE_JSON(answer["memory"]["ranks"].size(), size_t(20));
        RL_COMPARE_JSON(answer["truncated"]["memory.ranks"], Json(10));
        for (size_t r = 0; r < 20; ++r)
            RL_COMPARE_JSON(answer["memory"]["ranks"][r], full["ranks"][r]); // ten allocations each: none cut
        RL_COMPARE_JSON(answer["memory"]["ranks"][0]["peak_allocated_mb"], Json(300.0));
        QVERIFY(runAnswer(analysisWithRun(generatedRun(2, 3)), kUnlimited)["memory"].is_null());
    }

    void noRunIsNull()
    {
        QVERIFY(runAnswer(analysisWithRun(std::nullopt), kUnlimited).is_null());
        const auto demo = demoAnalysis();
        QVERIFY2(demo, "the demo could not be written or analysed");
        if (!demo->profile->run)
            QVERIFY(runAnswer(*demo, kUnlimited).is_null());
    }
};

QTEST_GUILESS_MAIN(TestRunAnswer)
#include "tst_runanswer.moc"
