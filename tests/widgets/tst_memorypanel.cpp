// SPDX-License-Identifier: GPL-3.0-or-later
// The run page's device memory (issue 39): the analysed rank's peak figures, the allocations
// alive at the peak selecting their operators, the empty state, and each rank's peak beside its
// step bar.
#include "memoryfixture.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/memory/aliveatpeakmodel.h"
#include "widgets/memory/allocationoperator.h"
#include "widgets/memory/memorypanel.h"
#include "widgets/run/runpage.h"

#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace rl;
using namespace rl::test;

class TestMemoryPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sayTheRanksPeakFigures()
    {
        SelectionModel selection;
        selection.setAnalysis(memoryRun());
        MemoryPanel panel(&selection);
        QVERIFY(panel.hasMemory());
        const QString text = panel.summaryText();
        QVERIFY2(text.contains(u"Rank 0 (PTA+GE): peak allocated 500.0 MB at 40 µs"), qPrintable(text));
        QVERIFY2(text.contains(u"reserved 1024.0 MB, active 520.0 MB"), qPrintable(text));
        QVERIFY2(text.contains(u"; the peak is 48.8 % of the chip's 1 GB"), qPrintable(text));
        QVERIFY2(text.contains(u"3 allocation(s) alive at the peak hold 251.0 MB"), qPrintable(text));
        QVERIFY2(text.contains(u"249.0 MB was allocated before the profile began"), qPrintable(text));
        QVERIFY2(text.contains(u"L2 hit rate: read 40.0 %, write 90.0 %"), qPrintable(text));
        QCOMPARE(panel.model()->rowCount(), 3);
        QVERIFY(!panel.table()->isHidden());
    }

    void anAllocationSelectsTheOperatorOfItsNameElseTheNextToStart()
    {
        SelectionModel selection;
        selection.setAnalysis(memoryRun());
        MemoryPanel panel(&selection);
        QSignalSpy timeline(&panel, &MemoryPanel::timelineRequested);
        QCOMPARE(panel.activateRow(1), 6); // "kernel_6": the kernel of that name
        QCOMPARE(selection.selectedOperator(), 6);
        QCOMPARE(timeline.count(), 1);
        QCOMPARE(panel.statusText(), u"Selected kernel_6 in the timeline."_qs);
        // "big" at +10 µs: kernels 2 and 3 start at +11 µs, the first listed is taken.
        QCOMPARE(panel.activateRow(0), 2);
        QCOMPARE(selection.selectedOperator(), 2);
        QVERIFY2(panel.statusText().contains(u"the first device operator after big allocated"),
                 qPrintable(panel.statusText()));
        // Nothing starts after +200 µs.
        QCOMPARE(operatorForAllocation(*selection.analysis()->profile, u"x"_qs, kMemoryBase + 200'000), -1);
        // A name that several kernels share: the last to start at or before the allocation.
        Profile twice = *selection.analysis()->profile;
        twice.operators[8].name = u"kernel_6"_qs; // starts at +44 µs
        QCOMPARE(operatorForAllocation(twice, u"kernel_6"_qs, kMemoryBase + 50'000), 8);
        QCOMPARE(operatorForAllocation(twice, u"kernel_6"_qs, kMemoryBase + 40'000), 6);
        QCOMPARE(operatorForAllocation(twice, u"kernel_6"_qs, kMemoryBase), 6); // none before: the next
    }

    void aRunWithoutMemoryRecordsSaysHowToRecordThem()
    {
        SelectionModel selection;
        selection.setAnalysis(memoryRun(false));
        MemoryPanel panel(&selection);
        QVERIFY(!panel.hasMemory());
        QVERIFY2(panel.summaryText().contains(u"no device memory records"), qPrintable(panel.summaryText()));
        QVERIFY2(panel.summaryText().contains(u"profile_memory=True"), qPrintable(panel.summaryText()));
        QVERIFY(panel.table()->isHidden());
        QCOMPARE(panel.activateRow(0), -1);
    }

    void theRunPageHasEachRanksPeakBesideItsBarAndTheList()
    {
        SelectionModel selection;
        RunPage page(&selection);
        selection.setAnalysis(memoryRun());
        QCOMPARE(page.chart()->rowCount(), 1);
        QCOMPARE(page.chart()->peakLabel(0), u"peak 500.0 MB (reserved 1024.0 MB)"_qs);
        QVERIFY(page.chart()->plot()->yAxis2->visible());
        QVERIFY(page.memoryPanel());
        QCOMPARE(page.memoryPanel()->model()->rowCount(), 3);
        QSignalSpy timeline(&page, &RunPage::timelineRequested);
        page.memoryPanel()->activateRow(1);
        QCOMPARE(timeline.count(), 1);

        selection.setAnalysis(memoryRun(false));
        QCOMPARE(page.chart()->peakLabel(0), QString());
        QVERIFY(!page.chart()->plot()->yAxis2->visible());
        QVERIFY(!page.memoryPanel()->hasMemory());
    }
};

QTEST_MAIN(TestMemoryPanel)
#include "tst_memorypanel.moc"
