// SPDX-License-Identifier: GPL-3.0-or-later
// A U above what the hardware can do is a diagnostic naming the operator, the component and the
// likely cause; the point is marked and gets no gain (checked on the round chip, where the
// expected U is worked out by hand, and on the real edited database).
#include "core/analysis/analyzer.h"
#include "core/analysis/implausibleutilisation.h"
#include "core/report/analysisjson.h"
#include "core/workflow/workflow.h"
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

// MTE2 moving `u` × its peak over 100 µs on one block of the round chip (10 B/cycle at 1 GHz),
// busy `busyUs` of them.
Operator streaming(const QString &name, double u, double busyUs = 100.0)
{
    return makeOperator(name, 100.0, {sample(ComponentId::Mte2, busyUs, {{u"gm_to_ub"_qs, u * 100.0 * 1e4}})});
}

Analysis analyseAll(std::vector<Operator> ops)
{
    auto profile = std::make_shared<Profile>();
    profile->operators = std::move(ops);
    AnalyzeOptions options;
    options.estimateWork = false;
    return analyze(profile, roundChip(), options, AdviceCatalog::builtin());
}

} // namespace

class TestImplausibleUtilisation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aUAbovePeakIsNamedWithItsComponentAndCause()
    {
        const Analysis a = analyseAll({streaming(u"ZerosLike_7"_qs, 1.2), streaming(u"Fine"_qs, 0.9)});
        QVERIFY(hasImplausibleU(a.operators[0]));
        QVERIFY(!hasImplausibleU(a.operators[1]));
        QVERIFY(mentions(a.diagnostics, u"ZerosLike_7: U = 1.20 on mte2"_qs));
        QVERIFY(mentions(a.diagnostics, u"the measured work is more than the peak allows"_qs));
        QVERIFY(mentions(a.diagnostics, u"clock (1000 MHz)"_qs));
        QCOMPARE(a.diagnostics.size(), 1); // the plausible operator is not mentioned
    }

    void anImplausiblePointGetsNoGainWhileOthersKeepTheirs()
    {
        const Analysis a = analyseAll({streaming(u"Bad"_qs, 1.5), streaming(u"Slow"_qs, 0.3)});
        QVERIFY(!a.operators[0].estimatedGainUs);
        QVERIFY(a.operators[1].estimatedGainUs && *a.operators[1].estimatedGainUs > 0.0);
        QCOMPARE(a.rankedByGain().front(), 1);
    }

    void aUWithinTheRoundingMarginIsAccepted()
    {
        const Analysis a = analyseAll({streaming(u"AtTheRoof"_qs, 1.04)});
        QVERIFY(!hasImplausibleU(a.operators[0]));
        QVERIFY(a.diagnostics.isEmpty());
    }

    void anEAbovePeakIsNamedAndTheVerdictDoesNotRestOnIt()
    {
        // U 0.9 is possible, but MTE2 was busy 60 µs for work that needs 90 µs at its peak.
        const Analysis a = analyseAll({streaming(u"Fast"_qs, 0.9, 60.0)});
        const OperatorResult &r = a.operators[0];
        QVERIFY(r.implausible);
        QVERIFY(!r.estimatedGainUs);
        QVERIFY(mentions(a.diagnostics, u"Fast: E = 1.50 on mte2"_qs));
        QVERIFY(mentions(a.diagnostics, u"busy time"_qs));
        QVERIFY(r.category != Category::MteBound); // not bound on a component whose E cannot be
        QVERIFY2(a.evidenceOf(r).contains(u"Not judged on MTE2"_qs), qPrintable(a.evidenceOf(r)));
    }

    void theJsonMarksTheOperator()
    {
        const Analysis a = analyseAll({streaming(u"Bad"_qs, 1.5), streaming(u"Fine"_qs, 0.5)});
        const QJsonArray ops = QJsonDocument::fromJson(analysisToJson(a)).object().value(u"operators").toArray();
        QCOMPARE(ops[0].toObject().value(u"implausible").toBool(), true);
        QVERIFY(!ops[1].toObject().contains(u"implausible"));
    }

    void manyImplausibleOperatorsAreNamedUpToALimitThenCounted()
    {
        std::vector<Operator> ops;
        for (int i = 0; i < 25; ++i)
            ops.push_back(streaming(u"Op%1"_qs.arg(i), 2.0));
        const Analysis a = analyseAll(std::move(ops));
        QCOMPARE(a.diagnostics.size(), 21);
        QVERIFY(mentions(a.diagnostics, u"5 more operator(s) have a U or E above 1.05"_qs));
    }

    void everyImplausibleUInTheEditedRealDatabaseIsNamed()
    {
        RL_REAL_DATA(db, u"msprof_db_910b_2023_edited"_qs);
        AnalysisRequest request;
        request.paths = {db};
        RL_VALUE(a, Workflow::builtin().loadAndAnalyze(request, nullProgress()));
        int named = 0, implausible = 0;
        for (const OperatorResult &r : a.operators) {
            if (!hasImplausibleU(r))
                continue;
            ++implausible;
            QVERIFY(!r.estimatedGainUs);
            if (mentions(a.diagnostics, a.op(r.index).name + u": U = "))
                ++named;
        }
        QCOMPARE(named, std::min(implausible, 20));
    }
};

QTEST_GUILESS_MAIN(TestImplausibleUtilisation)
#include "tst_implausibleutilisation.moc"
