// SPDX-License-Identifier: GPL-3.0-or-later
// The run page's communication part (widgets/comm/communicationpanel.h): shown when the
// analysis has communication, with core's summary sentence; a heatmap cell filters the table
// to its source rank in its group and "Show all" undoes it; activating a collective on the
// timeline's clock sets the shared time range and asks for the timeline, one off it says so; a
// job of communication files alone (no step rows) builds and shows the part; the "Communication
// in the timeline" button is enabled only with communication tasks and says why otherwise.
#include "communicationfixture.h"
#include "core/comm/communicationsummary.h"
#include "core/timeline/kernelscene.h"
#include "widgets/comm/collectivesmodel.h"
#include "widgets/comm/collectivesproxymodel.h"
#include "widgets/comm/communicationheatmap.h"
#include "widgets/comm/communicationpanel.h"
#include "widgets/comm/communicationroofline.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/run/runpage.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

// analysisWithCommunication() with a run of two ranks whose step has no start on the clock.
std::shared_ptr<const Analysis> withRun(std::shared_ptr<const Analysis> base, bool rankRows = true)
{
    auto profile = std::make_shared<Profile>(*base->profile);
    RunBreakdown run;
    if (rankRows) {
        for (int r = 0; r < 2; ++r) {
            RankBreakdown rank;
            rank.rank = r;
            rank.hasKernels = r == 0;
            StepBreakdown step;
            step.step = u"1"_qs;
            step.computingUs = 4000.0;
            step.communicationNotOverlappedUs = 3000.0;
            step.freeUs = 1000.0;
            rank.steps.push_back(step);
            rank.totals = step;
            run.ranks.push_back(rank);
        }
        run.analysedRank = 0;
    }
    run.communication = std::make_shared<const CommunicationData>(fourRankCommunication());
    profile->run = std::make_shared<const RunBreakdown>(run);
    auto analysis = std::make_shared<Analysis>(*base);
    analysis->profile = profile;
    return analysis;
}

} // namespace

class TestRunPageCommunication : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theRunPageShowsTheCommunicationPart()
    {
        SelectionModel selection;
        const auto analysis = withRun(analysisWithCommunication());
        selection.setAnalysis(analysis);
        RunPage page(&selection);
        CommunicationPanel *panel = page.communicationPanel();
        QVERIFY(!panel->isHidden());
        QVERIFY(panel->hasCommunication());
        QCOMPARE(panel->summaryText(), communicationSummary(*analysis->communication));
        QVERIFY(!panel->summaryText().isEmpty());
        QCOMPARE(panel->table()->model()->rowCount(), 6);
        QCOMPARE(panel->heatmap()->grid().bins, 4);
        QCOMPARE(panel->roofline()->pointCount(), 7);
        QVERIFY(panel->filterText().isEmpty());

        selection.setAnalysis(sampleAnalysis()); // no communication: the part goes
        QVERIFY(page.communicationPanel()->isHidden());
        QCOMPARE(panel->table()->model()->rowCount(), 0);
    }

    void clickingAHeatmapCellFiltersTheTable()
    {
        SelectionModel selection;
        selection.setAnalysis(withRun(analysisWithCommunication()));
        RunPage page(&selection);
        CommunicationPanel *panel = page.communicationPanel();
        panel->heatmap()->activateCell(2, 3); // rank 2 → rank 3, group (0, 1, 2, 3)
        QCOMPARE(panel->table()->model()->rowCount(), 1);
        const QModelIndex row = panel->table()->model()->index(0, CollectivesModel::RankColumn);
        QCOMPARE(row.data().toString(), u"2"_qs);
        QVERIFY2(panel->filterText().contains(u"rank 2") && panel->filterText().contains(kAllRanks)
                     && panel->filterText().contains(u"1 of 6"),
                 qPrintable(panel->filterText()));
        QVERIFY(!panel->showAllButton()->isHidden());

        panel->heatmap()->activateCell(0, 1); // rank 0 in the all-reduce group: not its broadcast
        QCOMPARE(panel->table()->model()->rowCount(), 1);
        QCOMPARE(panel->table()->model()->index(0, CollectivesModel::NameColumn).data().toString(),
                 u"hcom_allReduce__1_0_1"_qs);

        panel->showAllButton()->click();
        QCOMPARE(panel->table()->model()->rowCount(), 6);
        QVERIFY(panel->filterText().isEmpty());
        QVERIFY(panel->showAllButton()->isHidden());
    }

    void activatingACollectiveSetsTheTimeRange()
    {
        SelectionModel selection;
        const auto analysis = withRun(analysisWithCommunication());
        selection.setAnalysis(analysis);
        RunPage page(&selection);
        QSignalSpy timeline(&page, &RunPage::timelineRequested);
        CommunicationPanel *panel = page.communicationPanel();
        const double origin = double(kernelSceneOriginNs(*analysis->profile)) / 1000.0;
        // Rank 1's all-reduce (row 2), activated in the table as a double-click would.
        const QModelIndex index = panel->table()->model()->index(2, CollectivesModel::NameColumn);
        Q_EMIT panel->table()->activated(index);
        QCOMPARE(timeline.count(), 1);
        QCOMPARE(selection.rangeStartUs(), kCommStartUs + 100.0 - origin);
        QCOMPARE(selection.rangeEndUs(), kCommStartUs + 100.0 - origin + 10'500.0); // its elapse
        // The timeline is rank 0's: it shows what rank 0 did meanwhile, and says so.
        QVERIFY2(panel->statusText().contains(u"shows rank 0 during") && panel->statusText().contains(u"on rank 1"),
                 qPrintable(panel->statusText()));
        // Sorted, the row still means its collective.
        panel->table()->sortByColumn(CollectivesModel::UtilizationColumn, Qt::AscendingOrder);
        Q_EMIT panel->table()->activated(panel->table()->model()->index(0, 0)); // rank 0's broadcast
        QCOMPARE(timeline.count(), 1);                                          // it starts after the timeline
        QVERIFY2(panel->statusText().contains(u"does not hold"), qPrintable(panel->statusText()));
    }

    void aCollectiveOffTheTimelineSaysSo()
    {
        SelectionModel selection;
        selection.setAnalysis(analysisWithCommunication());
        CommunicationPanel panel(&selection);
        QSignalSpy timeline(&panel, &CommunicationPanel::timelineRequested);
        selection.setTimeRange(1.0, 2.0);
        QVERIFY(!panel.activateCollective(1)); // rank 0's broadcast, at 2 000 000 µs
        QCOMPARE(timeline.count(), 0);
        QCOMPARE(selection.rangeStartUs(), 1.0);
        QVERIFY2(panel.statusText().contains(u"not on the clock"), qPrintable(panel.statusText()));
        QVERIFY(panel.activateCollective(0));
        QCOMPARE(timeline.count(), 1);
    }

    void aRunWithCommunicationButNoRankRowsBuilds()
    {
        SelectionModel selection;
        // A folder of msprof-analyze cluster files: no operators, no step rows, communication.
        auto profile = std::make_shared<Profile>();
        RunBreakdown run;
        run.communication = std::make_shared<const CommunicationData>(fourRankCommunication());
        profile->run = std::make_shared<const RunBreakdown>(run);
        auto analysis = std::make_shared<Analysis>();
        analysis->profile = profile;
        analysis->hardware = ascend910a();
        analysis->communication = judgedReport(*run.communication);
        selection.setAnalysis(analysis);
        RunPage page(&selection);
        QVERIFY(page.hasRun());
        QVERIFY2(page.summaryText().contains(u"no step rows"), qPrintable(page.summaryText()));
        QVERIFY(page.chart()->isHidden());
        QVERIFY(page.communicationButton()->isHidden());
        QVERIFY(!page.communicationPanel()->isHidden());
        QCOMPARE(page.communicationPanel()->table()->model()->rowCount(), 6);
        QVERIFY(!page.communicationPanel()->summaryText().isEmpty());
        // Without a timeline nothing is on its clock.
        QVERIFY(!page.communicationPanel()->activateCollective(0));
        QVERIFY(page.communicationPanel()->statusText().contains(u"does not hold"));
    }

    void theCommunicationButtonSaysWhyItIsGrey()
    {
        SelectionModel selection;
        selection.setAnalysis(withRun(analysisWithCommunication(false)));
        RunPage page(&selection);
        QPushButton *button = page.communicationButton();
        QVERIFY(!button->isEnabled());
        QVERIFY2(button->toolTip().contains(u"no communication tasks"), qPrintable(button->toolTip()));

        selection.setAnalysis(withRun(sampleAnalysis()));
        QVERIFY(!button->isEnabled());
        QVERIFY2(button->toolTip().contains(u"No device timeline"), qPrintable(button->toolTip()));

        const auto withLane = withRun(analysisWithCommunication(true));
        selection.setAnalysis(withLane);
        QVERIFY(button->isEnabled());
        QSignalSpy timeline(&page, &RunPage::timelineRequested);
        button->click();
        QCOMPARE(timeline.count(), 1);
        // The step has no start on the clock: the communication tasks are shown instead.
        const double origin = double(kernelSceneOriginNs(*withLane->profile)) / 1000.0;
        QCOMPARE(selection.rangeStartUs(), 1'000'100.0 - origin);
        QCOMPARE(selection.rangeEndUs(), 1'000'110.0 - origin);
    }
};

QTEST_MAIN(TestRunPageCommunication)
#include "tst_runpagecommunication.moc"
