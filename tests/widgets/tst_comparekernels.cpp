// SPDX-License-Identifier: GPL-3.0-or-later
// Compare mode grouped by kernel: the kernel table with its calls' pairs, the summary's kernels
// and the switch back to pairs, all following the comparison's one selection.
#include "comparefixture.h"
#include "widgets/compare/compareselection.h"
#include "widgets/compare/comparesummarywidget.h"
#include "widgets/compare/compareview.h"
#include "widgets/compare/kerneldeltamodel.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

using namespace rl;
using namespace rl::test;

class TestCompareKernels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theKernelTableMatchesKernelsAndOpensOntoTheirCallsPairs()
    {
        const auto comparison = std::make_shared<const Comparison>(repeatedComparison());
        KernelDeltaModel model;
        model.setComparison(comparison);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 3); // mm, add (only before), cast (only after)
        const QModelIndex mm = model.index(0, 0);
        QCOMPARE(model.index(0, KernelDeltaModel::Name).data().toString(), u"mm"_qs); // the largest change first
        QCOMPARE(model.index(0, KernelDeltaModel::CallsBefore).data().toInt(), 3);
        QCOMPARE(model.index(0, KernelDeltaModel::BeforeUs).data(KernelDeltaModel::SortRole).toDouble(), 30.0);
        QCOMPARE(model.index(0, KernelDeltaModel::AfterUs).data(KernelDeltaModel::SortRole).toDouble(), 14.0);
        QCOMPARE(model.index(0, KernelDeltaModel::Status).data(KernelDeltaModel::VerdictRole).toInt(),
                 int(DeltaVerdict::Improvement));
        model.fetchMore(mm); // (the tester may have opened it)
        QCOMPARE(model.rowCount(mm), 3);
        // The kernel row stands for its pair of largest change: 10 → 4 µs.
        const int representative = mm.data(KernelDeltaModel::DeltaIndexRole).toInt();
        QVERIFY(representative >= 0);
        QCOMPARE(comparison->deltas[size_t(representative)].deltaUs(), -6.0);
        for (int row = 0; row < 3; ++row) {
            const int d = model.index(row, 0, mm).data(KernelDeltaModel::DeltaIndexRole).toInt();
            QCOMPARE(model.indexOfKernelOf(d).row(), 0);
        }
    }

    void compareGroupsByKernelWhenKernelsRepeatAndPickingAKernelSelectsItsPair()
    {
        CompareView view;
        view.setComparison(repeatedComparison());
        QVERIFY(view.groupSwitch()->isEnabled());
        QVERIFY(view.showsKernels());
        QTreeView *tree = view.kernelTree();
        tree->setCurrentIndex(tree->model()->index(0, 0));
        const int picked = view.selection()->selectedDelta();
        QVERIFY(picked >= 0);
        QCOMPARE(tree->model()->index(0, 0).data(KernelDeltaModel::DeltaIndexRole).toInt(), picked);
        // Another pair of the kernel, picked elsewhere, opens the kernel onto it.
        int other = -1;
        for (int d : view.kernelModel()->kernels().front().deltas)
            other = d != picked ? d : other;
        view.selection()->setSelectedDelta(other);
        QVERIFY(tree->currentIndex().parent().isValid());
        QCOMPARE(tree->currentIndex().data(KernelDeltaModel::DeltaIndexRole).toInt(), other);
        // The summary lists kernels: mm once, by its total, not its three calls.
        QTreeWidget *improvements = view.summary()->improvements();
        QCOMPARE(improvements->topLevelItemCount(), 1);
        QCOMPARE(improvements->topLevelItem(0)->text(0), u"mm"_qs);
        QVERIFY(improvements->topLevelItem(0)->isSelected()); // it holds the selected pair
        view.groupSwitch()->setChecked(false);
        QVERIFY(!view.showsKernels());
        // With every kernel called once there is nothing to group.
        view.setComparison(sampleComparison());
        QVERIFY(!view.groupSwitch()->isEnabled());
        QVERIFY(!view.showsKernels());
    }
};

QTEST_MAIN(TestCompareKernels)
#include "tst_comparekernels.moc"
