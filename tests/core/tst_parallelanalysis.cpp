// SPDX-License-Identifier: GPL-3.0-or-later
// The per-operator analysis runs on several threads for long runs: whatever the number of
// workers, the results and the diagnostics are the ones a single pass gives, in input order.
#include "core/analysis/analyzer.h"
#include "core/report/analysisjson.h"
#include "core/workflow/workflow.h"
#include "testutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

// MTE2 moving `u` × its peak over `us` on one block of the round chip (10 B/cycle at 1 GHz).
Operator streaming(const QString &name, double us, double u)
{
    return makeOperator(name, us, {sample(ComponentId::Mte2, us * 0.9, {{u"gm_to_ub"_qs, u * us * 1e4}})});
}

// A run that gives every kind of finding somewhere: plausible and implausible U (more of
// them than are named), a figure that overflows, operators without counters.
std::shared_ptr<Profile> mixedRun(int count)
{
    auto profile = std::make_shared<Profile>();
    for (int i = 0; i < count; ++i) {
        const QString name = u"Op%1"_qs.arg(i);
        if (i % 97 == 5) {
            profile->operators.push_back(streaming(name, 50.0, 1.5 + i % 3)); // above the roof
        } else if (i == count / 2) {
            Operator op = streaming(name, 50.0, 0.5);
            op.coreTimeUs = 1e-308; // U overflows: unknown, with one warning
            profile->operators.push_back(op);
        } else if (i % 11 == 0) {
            profile->operators.push_back(makeOperator(name, 3.0, {})); // no PMU data
        } else {
            profile->operators.push_back(streaming(name, 10.0 + i % 40, 0.05 + 0.9 * (i % 17) / 17.0));
        }
        profile->operators.back().sourceLocation = u"run.csv:%1"_qs.arg(i + 2);
    }
    return profile;
}

Analysis analyseWith(const std::shared_ptr<const Profile> &profile, const HardwareSpec &hardware, unsigned threads)
{
    AnalyzeOptions options;
    options.threads = threads;
    return analyze(profile, hardware, options, AdviceCatalog::builtin());
}

} // namespace

class TestParallelAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theRankingByGainPutsTheLargestFirstKeepsTiesInInputOrderAndUnknownGainsLast()
    {
        Analysis a;
        const std::vector<std::optional<double>> gains{5.0, std::nullopt, 7.0, 5.0, 0.0, std::nullopt, -0.0};
        for (size_t i = 0; i < gains.size(); ++i) {
            OperatorResult r;
            r.index = int(i);
            r.estimatedGainUs = gains[i];
            a.operators.push_back(r);
        }
        QCOMPARE(a.rankedByGain(), (std::vector<int>{2, 0, 3, 4, 6, 1, 5}));
    }

    void theTopByGainIsTheRankingsBeginningWhateverItsLength()
    {
        Analysis a;
        // Many ties and unknowns, in an order no sort would keep by chance.
        for (int i = 0; i < 500; ++i) {
            OperatorResult r;
            r.index = i;
            if (i % 7 != 3)
                r.estimatedGainUs = double((i * 37) % 11) - 2.0;
            a.operators.push_back(r);
        }
        const std::vector<int> ranked = a.rankedByGain();
        for (size_t count : {size_t(0), size_t(1), size_t(10), size_t(499), size_t(500), size_t(800)}) {
            const std::vector<int> top = a.topByGain(count);
            QCOMPARE(top.size(), std::min(count, ranked.size()));
            QVERIFY(std::equal(top.begin(), top.end(), ranked.begin()));
        }
    }

    void anyNumberOfWorkersGivesTheSingleThreadedJson()
    {
        const auto profile = mixedRun(5000);
        const Analysis one = analyseWith(profile, roundChip(), 1);
        QVERIFY(one.diagnostics.size() > 20); // named operators, the count of the rest, the overflow
        const QByteArray expected = analysisToJson(one);
        for (unsigned threads : {2u, 3u, 7u}) {
            const Analysis many = analyseWith(profile, roundChip(), threads);
            QCOMPARE(many.diagnostics.size(), one.diagnostics.size()); // and their text, in the JSON
            QVERIFY2(analysisToJson(many) == expected, qPrintable(u"%1 workers differ"_qs.arg(threads)));
        }
    }

    void moreWorkersThanOperatorsIsFine()
    {
        const auto profile = mixedRun(3);
        QCOMPARE(analysisToJson(analyseWith(profile, roundChip(), 8)),
                 analysisToJson(analyseWith(profile, roundChip(), 1)));
        const auto empty = std::make_shared<Profile>();
        QCOMPARE(analyseWith(empty, roundChip(), 4).operators.size(), size_t(0));
    }

    void aRealKernelTableAnalysesTheSameOnOneAndOnManyWorkers()
    {
        RL_REAL_DATA(dir, u"torchnpu_a2_2rank_level2_text/level2/rank0_ascend_pt"_qs);
        Progress progress;
        AnalysisRequest request;
        request.paths = {dir};
        RL_VALUE(profile, Workflow::builtin().load(request, progress));
        const auto shared = std::make_shared<const Profile>(profile);
        QString note;
        const auto chip = Workflow::builtin().hardware().choose(*shared, {}, &note);
        QVERIFY(chip.ok());
        const QByteArray expected = analysisToJson(analyseWith(shared, chip.value(), 1));
        QCOMPARE(analysisToJson(analyseWith(shared, chip.value(), 2)), expected);
        QCOMPARE(analysisToJson(analyseWith(shared, chip.value(), 5)), expected);
    }
};

QTEST_GUILESS_MAIN(TestParallelAnalysis)
#include "tst_parallelanalysis.moc"
