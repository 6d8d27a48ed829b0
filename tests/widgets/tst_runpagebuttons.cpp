// SPDX-License-Identifier: GPL-3.0-or-later
// The run page's buttons are enabled whenever the timeline has what they lead to, else their
// tooltip says why (issue 37): "Communication in the timeline" with the collectives on a
// stream and no HCCL lane, on the real two-rank job and on the real DB export; "Largest free
// gap" says why it is grey. A collective's launch task on its stream is labelled with the
// collective's type, not the AI_CORE the profiler DB files it under.
#include "core/workflow/workflow.h"
#include "testutil.h"
#include "widgetfixture.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/run/runpage.h"

#include <QPushButton>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

// sampleAnalysis() with a device timeline of one stream holding a kernel and, when asked, an
// allreduce launched on the same stream (as kernel_details and trace_view place it); a run of
// one rank without step start and without free gaps.
std::shared_ptr<const Analysis> analysisWithStream(bool collective)
{
    auto base = sampleAnalysis();
    auto profile = std::make_shared<Profile>(*base->profile);
    Timeline &tl = profile->timeline;
    tl.lanes.push_back({u"Ascend Hardware"_qs, u"Stream 2"_qs, TimelineLane::Kind::DeviceStream, 1, 2});
    tl.append(0, 1'000'000'000, 500'000, tl.strings.intern(std::string_view("kernel")), 0);
    if (collective)
        tl.append(0, 1'001'000'000, 2'000'000, tl.strings.intern(std::string_view("hcom_allReduce__271_0_1")), -1);
    tl.finish();
    RunBreakdown run;
    RankBreakdown rank;
    rank.hasKernels = true;
    StepBreakdown step;
    step.step = u"1"_qs;
    step.computingUs = 500.0;
    step.communicationNotOverlappedUs = 2000.0;
    step.freeUs = 0.0;
    rank.steps.push_back(step);
    rank.totals = step;
    run.ranks.push_back(rank);
    run.analysedRank = 0;
    profile->run = std::make_shared<const RunBreakdown>(run);
    auto analysis = std::make_shared<Analysis>(*base);
    analysis->profile = profile;
    return analysis;
}

QPushButton *buttonNamed(const RunPage &page, const QString &text)
{
    for (QPushButton *b : page.findChildren<QPushButton *>()) {
        if (b->text() == text)
            return b;
    }
    return nullptr;
}

std::shared_ptr<const Analysis> loadReal(const QString &path)
{
    AnalysisRequest request;
    request.paths = {path};
    auto result = Workflow::builtin().loadAndAnalyze(request, nullProgress());
    return result.ok() ? std::make_shared<const Analysis>(std::move(result.value())) : nullptr;
}

} // namespace

class TestRunPageButtons : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void collectivesOnAStreamEnableTheCommunicationButton()
    {
        SelectionModel selection;
        selection.setAnalysis(analysisWithStream(true));
        RunPage page(&selection);
        QVERIFY(page.communicationButton()->isEnabled());
        QVERIFY(page.communicationButton()->toolTip().contains(u"communication tasks"_qs));
        // It leads to the collective (the step has no start on the timeline's clock).
        page.activate(RunBreakdownChart::Part::Communication, 0);
        QCOMPARE(selection.rangeEndUs() - selection.rangeStartUs(), 2000.0);
    }

    void withoutCollectivesTheButtonsSayWhyTheyAreGrey()
    {
        SelectionModel selection;
        selection.setAnalysis(analysisWithStream(false));
        RunPage page(&selection);
        QVERIFY(!page.communicationButton()->isEnabled());
        QVERIFY2(page.communicationButton()->toolTip().contains(u"no communication tasks"_qs),
                 qPrintable(page.communicationButton()->toolTip()));
        QPushButton *gap = buttonNamed(page, u"Largest free gap in the timeline"_qs);
        QVERIFY(gap);
        QVERIFY(!gap->isEnabled());
        QVERIFY2(gap->toolTip().contains(u"no free gap"_qs), qPrintable(gap->toolTip()));
    }

    void theTwoRankJobHasItsCommunicationInTheTimeline()
    {
        RL_REAL_DATA(root, u"torchnpu_a2_2rank_level2_text"_qs);
        const auto analysis = loadReal(root);
        QVERIFY(analysis);
        SelectionModel selection;
        selection.setAnalysis(analysis);
        RunPage page(&selection);
        QVERIFY(page.communicationButton()->isEnabled());
        QPushButton *gap = buttonNamed(page, u"Largest free gap in the timeline"_qs);
        QVERIFY(gap && gap->isEnabled() && !gap->toolTip().isEmpty());
    }

    void theDbExportLabelsACollectiveOnItsStreamByItsType()
    {
        RL_REAL_DATA(root, u"torchnpu_a2_db_level1"_qs);
        const auto analysis = loadReal(root);
        QVERIFY(analysis);
        const Timeline &tl = analysis->profile->timeline;
        int collectives = 0, aiCoreAtACollective = 0;
        QList<qint64> collectiveStarts;
        for (const Operator &op : analysis->profile->operators) {
            if (op.taskType == TaskType::Communication && op.startNs)
                collectiveStarts << *op.startNs;
        }
        QVERIFY(!collectiveStarts.isEmpty());
        for (size_t e = 0; e < tl.eventCount(); ++e) {
            if (tl.lanes[tl.lane[e]].kind != TimelineLane::Kind::DeviceStream)
                continue;
            const QString name = tl.strings.at(tl.nameId[e]);
            collectives += name == u"hcom_allReduce_" ? 1 : 0;
            // The launch task starts within a few µs of its collective.
            for (qint64 start : collectiveStarts) {
                if (name == u"AI_CORE" && std::abs(tl.startNs[e] - start) < 50'000)
                    ++aiCoreAtACollective;
            }
        }
        QCOMPARE(collectives, 4);
        QCOMPARE(aiCoreAtACollective, 0);
        SelectionModel selection;
        selection.setAnalysis(analysis);
        RunPage page(&selection);
        QVERIFY(page.communicationButton()->isEnabled());
    }
};

QTEST_MAIN(TestRunPageButtons)
#include "tst_runpagebuttons.moc"
