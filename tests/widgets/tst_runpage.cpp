// SPDX-License-Identifier: GPL-3.0-or-later
// The run page: one stacked bar per rank whose segments carry the breakdown's numbers, a
// summary and a hint that follow the run, and clicks that lead where they say: computing to
// the operator view, communication to the step in the timeline, free to the largest gap,
// another rank to loading that rank.
#include "core/run/runsummary.h"
#include "core/timeline/kernelscene.h"
#include "widgetfixture.h"
#include "widgets/common/qcp.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/run/rankgroupsmodel.h"
#include "widgets/run/runpage.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

// Two ranks of one step "5" starting 2 ms after the first timeline event; rank 0 analysed,
// its largest gap 1 ms long at 3 ms into the step.
std::shared_ptr<const Analysis> analysisWithRun()
{
    auto base = sampleAnalysis();
    auto profile = std::make_shared<Profile>(*base->profile);
    profile->timeline.lanes.push_back({u"Ascend Hardware"_qs, u"Stream 1"_qs, TimelineLane::Kind::DeviceStream, 1, 1});
    profile->timeline.append(0, 1'000'000'000, 500'000, profile->timeline.strings.intern(std::string_view("k")), 0);
    profile->timeline.finish();
    RunBreakdown run;
    for (int r = 0; r < 2; ++r) {
        RankBreakdown rank;
        rank.rank = r;
        rank.hasKernels = r == 0;
        StepBreakdown step;
        step.step = u"5"_qs;
        step.computingUs = 4000.0 + 1000.0 * r;
        step.communicationNotOverlappedUs = 3000.0;
        step.freeUs = 2000.0;
        step.startNs = 1'002'000'000;
        rank.steps.push_back(step);
        rank.totals = step;
        if (r == 0)
            rank.largestGaps.push_back({1'005'000'000, 1'000'000, 3'000'000, u"5"_qs});
        run.ranks.push_back(rank);
    }
    run.analysedRank = 0;
    GroupAcrossRanks mm;
    mm.group = u"MatMulV2"_qs;
    mm.ranks = {{0, 3, 300.0, 90.0, 110.0, u"compute_bound"_qs}, {1, 3, 450.0, 140.0, 160.0, u"inefficient_mte"_qs}};
    mm.spread = 0.5;
    mm.slowestRank = 1;
    GroupAcrossRanks add;
    add.group = u"Add"_qs;
    add.ranks = {{1, 2, 20.0, 10.0, 10.0, u"insufficient_parallelism"_qs}};
    add.slowestRank = 1;
    run.groups = {mm, add};
    run.slowestRank = slowestRank(run);
    run.summary = summarizeRun(run);
    profile->run = std::make_shared<const RunBreakdown>(run);
    auto analysis = std::make_shared<Analysis>(*base);
    analysis->profile = profile;
    return analysis;
}

} // namespace

class TestRunPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void barsCarryEachRanksPartsInMilliseconds()
    {
        SelectionModel selection;
        selection.setAnalysis(analysisWithRun());
        RunPage page(&selection);
        RunBreakdownChart *chart = page.chart();
        QCOMPARE(chart->rows().size(), size_t(2));
        QCOMPARE(chart->rows()[1].label, u"rank 1 · step 5"_qs);
        QCPBars *computing = chart->bars(RunBreakdownChart::Part::Computing);
        QCPBars *free = chart->bars(RunBreakdownChart::Part::Free);
        QCOMPARE(computing->data()->size(), 2);
        QCOMPARE(computing->data()->at(1)->value, 5.0);
        QCOMPARE(free->data()->at(0)->value, 2.0);
        QCOMPARE(free->barBelow(), chart->bars(RunBreakdownChart::Part::Communication)); // stacked
        QVERIFY(page.summaryText().contains(u"rank 1, the slowest") || page.summaryText().contains(u"on every rank"));
        QVERIFY2(page.nextText().contains(u"44 %"), qPrintable(page.nextText())); // 4 of 9 ms
    }

    // A timeline without step marks gives one window, its step "all": the bar names the whole
    // timeline, not a step called "all".
    void aStepDerivedFromTheWholeTimelineIsNamedSo()
    {
        SelectionModel selection;
        auto analysis = std::const_pointer_cast<Analysis>(analysisWithRun());
        auto profile = std::make_shared<Profile>(*analysis->profile);
        RunBreakdown run = *profile->run;
        for (RankBreakdown &r : run.ranks)
            r.steps.front().step = u"all"_qs;
        profile->run = std::make_shared<const RunBreakdown>(run);
        analysis->profile = profile;
        selection.setAnalysis(analysis);
        RunPage page(&selection);
        QCOMPARE(page.chart()->rows()[0].label, u"rank 0 · whole timeline"_qs);
        QCOMPARE(page.chart()->rows()[1].label, u"rank 1 · whole timeline"_qs);
    }

    void segmentsLeadToTheOperatorsTheStepAndTheGap()
    {
        SelectionModel selection;
        auto analysis = analysisWithRun();
        selection.setAnalysis(analysis);
        RunPage page(&selection);
        QSignalSpy operators(&page, &RunPage::operatorViewRequested);
        QSignalSpy timeline(&page, &RunPage::timelineRequested);
        QSignalSpy rank(&page, &RunPage::rankRequested);
        const double origin = double(kernelSceneOriginNs(*analysis->profile)) / 1000.0;

        page.chart()->activate(RunBreakdownChart::Part::Computing, 0);
        QCOMPARE(operators.count(), 1);

        page.chart()->activate(RunBreakdownChart::Part::Communication, 0);
        QCOMPARE(timeline.count(), 1);
        QCOMPARE(selection.rangeStartUs(), 1'002'000.0 - origin);
        QCOMPARE(selection.rangeEndUs(), 1'002'000.0 - origin + 9000.0);

        page.activate(RunBreakdownChart::Part::Free, 0);
        QCOMPARE(timeline.count(), 2);
        QCOMPARE(selection.rangeStartUs(), 1'005'000.0 - origin - 1000.0); // the gap in the middle
        QCOMPARE(selection.rangeEndUs(), 1'005'000.0 - origin + 2000.0);

        page.chart()->activate(RunBreakdownChart::Part::Computing, 1); // rank 1 is not loaded
        QCOMPARE(rank.count(), 1);
        QCOMPARE(rank.front().front().toInt(), 1);
        QCOMPARE(operators.count(), 1);
    }

    void theGroupTableHasAColumnPerRankAndMarksAbsentRanks()
    {
        SelectionModel selection;
        selection.setAnalysis(analysisWithRun());
        RunPage page(&selection);
        RankGroupsModel *model = page.groupsModel();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->columnCount(), 5); // type, rank 0, rank 1, spread, slowest
        QCOMPARE(model->headerData(2, Qt::Horizontal).toString(), u"Rank 1"_qs);
        QCOMPARE(model->index(0, 2).data(Qt::UserRole).toDouble(), 450.0);
        QVERIFY(model->index(0, 2).data().toString().contains(u"(3 call"));
        QVERIFY(model->index(0, 2).data(Qt::ToolTipRole).toString().contains(u"Inefficient MTE"));
        QCOMPARE(model->index(1, 1).data().toString(), u"–"_qs); // Add never ran on rank 0
        QCOMPARE(model->index(0, 3).data(Qt::UserRole).toDouble(), 0.5);
        QCOMPARE(model->index(0, 4).data().toInt(), 1);
        QVERIFY(!page.groupsView()->isHidden());
        selection.setAnalysis(sampleAnalysis());
        QCOMPARE(model->rowCount(), 0);
        QVERIFY(page.groupsView()->isHidden());
    }

    void aProfileWithoutARunSaysSoAndDisablesTheTimelineButtons()
    {
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis());
        RunPage page(&selection);
        QVERIFY(!page.hasRun());
        QVERIFY(page.summaryText().contains(u"no step trace"));
        QCOMPARE(page.chart()->rows().size(), size_t(0));
    }
};

QTEST_MAIN(TestRunPage)
#include "tst_runpage.moc"
