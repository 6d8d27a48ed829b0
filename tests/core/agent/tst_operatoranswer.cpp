// SPDX-License-Identifier: GPL-3.0-or-later
// One operator for an assistant: the analysis JSON's operator object with the advice texts
// inline, cut (and saying so) when it would pass the byte budget; finding it by name.
#include "agentfixtures.h"
#include "core/agent/operatoranswer.h"
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

// The answer without what it adds to the document's operator object.
Json withoutAdviceTexts(Json answer)
{
    for (Json &advice : answer["advice"]) {
        advice.erase("explanation");
        advice.erase("condition");
    }
    return answer;
}

} // namespace

class TestOperatorAnswer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyOperatorIsTheDocumentsObjectWithTheAdviceTexts()
    {
        const auto a = demoAnalysis();
        QVERIFY2(a, "the demo could not be written or analysed");
        const Json full = parsed(analysisToJson(*a));
        const Json &catalogue = full["advice_catalogue"];
        int withAdvice = 0;
        for (const Json &op : full["operators"]) {
            const Json answer = operatorAnswer(*a, op["index"].get<int>(), kUnlimited);
            QVERIFY(!answer.contains("truncated"));
            RL_COMPARE_JSON(withoutAdviceTexts(answer), op);
            for (const Json &advice : answer["advice"]) {
                const Json &words = catalogue[advice["id"].get<std::string>()];
                RL_COMPARE_JSON(advice["explanation"], words["explanation"]);
                RL_COMPARE_JSON(advice["condition"], words["condition"]);
                QVERIFY(!advice["explanation"].get<std::string>().empty());
            }
            withAdvice += answer["advice"].empty() ? 0 : 1;
        }
        QVERIFY(withAdvice > 0);
    }

    void aSmallBudgetCutsTheAdviceAndSaysHowMany()
    {
        const auto a = demoAnalysis();
        QVERIFY2(a, "the demo could not be written or analysed");
        int most = -1;
        size_t mostAdvice = 0;
        for (const OperatorResult &r : a->operators) {
            if (size_t(a->adviceOf(r).size()) > mostAdvice) {
                mostAdvice = size_t(a->adviceOf(r).size());
                most = r.index;
            }
        }
        QVERIFY2(mostAdvice >= 2, "the demo has an operator with two advice items");
        const Json whole = operatorAnswer(*a, most, kUnlimited);
        const size_t budget = bytesOf(whole) - bytesOf(whole["advice"].back()) / 2;
        const Json cut = operatorAnswer(*a, most, budget);
        QVERIFY(bytesOf(cut) <= budget);
        QVERIFY(cut.contains("truncated"));
        const qint64 cutCount = cut["truncated"]["advice"].get<qint64>();
        QVERIFY(cutCount >= 1);
        RL_COMPARE_JSON(cut["advice"].size() + size_t(cutCount), whole["advice"].size());
        for (size_t i = 0; i < cut["advice"].size(); ++i)
            RL_COMPARE_JSON(cut["advice"][i], whole["advice"][i]); // the first items kept whole
        RL_COMPARE_JSON(cut["components"], whole["components"]);   // the figures are never cut

        const Json least = operatorAnswer(*a, most, 1); // one advice item stays, whatever the budget
        RL_COMPARE_JSON(least["advice"].size(), size_t(1));
        RL_COMPARE_JSON(least["truncated"]["advice"].get<size_t>(), mostAdvice - 1);
    }

    void aPipelinesUnitsAreCutFirst()
    {
        const auto a = demoAnalysis();
        QVERIFY2(a, "the demo could not be written or analysed");
        const Json full = parsed(analysisToJson(*a));
        for (const Json &op : full["operators"]) {
            if (!op.contains("pipeline") || !op["pipeline"].contains("units"))
                continue;
            const Json whole = operatorAnswer(*a, op["index"].get<int>(), kUnlimited);
            const size_t units = whole["pipeline"]["units"].size();
            const Json cut = operatorAnswer(*a, op["index"].get<int>(), bytesOf(whole) - 10);
            QVERIFY(bytesOf(cut) <= bytesOf(whole) - 10);
            RL_COMPARE_JSON(cut["pipeline"]["units"].size() + cut["truncated"]["pipeline.units"].get<size_t>(), units);
            RL_COMPARE_JSON(cut["advice"], whole["advice"]);
            return;
        }
        QSKIP("no operator of the demo has a pipeline of several units");
    }

    void anIndexOutOfRangeIsNull()
    {
        const auto a = demoAnalysis();
        QVERIFY2(a, "the demo could not be written or analysed");
        QVERIFY(operatorAnswer(*a, -1, kUnlimited).is_null());
        QVERIFY(operatorAnswer(*a, int(a->operators.size()), kUnlimited).is_null());
        RL_COMPARE_JSON(operatorAnswer(*a, int(a->operators.size()) - 1, kUnlimited)["index"],
                        Json(int(a->operators.size()) - 1));
    }

    void aNameFindsTheExactOperatorFirstThenASubstring()
    {
        auto profile = std::make_shared<Profile>();
        profile->operators = {makeOperator(u"Conv2D_1"_qs, 3.0, {}), makeOperator(u"conv2d"_qs, 2.0, {}),
                              makeOperator(u"MatMul"_qs, 1.0, {}), makeOperator(u"conv2d"_qs, 2.0, {})};
        const Analysis a = analyze(profile, roundChip(), {}, AdviceCatalog::builtin());
        const auto exact = findOperatorByName(a, u"conv2d"_qs);
        QVERIFY(exact);
        QCOMPARE(exact->index, 1);
        QCOMPARE(exact->matchCount, 2);
        const auto part = findOperatorByName(a, u"CONV"_qs);
        QVERIFY(part);
        QCOMPARE(part->index, 0);
        QCOMPARE(part->matchCount, 3);
        QVERIFY(!findOperatorByName(a, u"Softmax"_qs));
        QVERIFY(!findOperatorByName(a, QString()));
    }
};

QTEST_GUILESS_MAIN(TestOperatorAnswer)
#include "tst_operatoranswer.moc"
