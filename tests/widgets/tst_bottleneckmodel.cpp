// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/advicewording.h"
#include "core/analysis/unjudged.h"
#include "core/roofline/memorylevelfixture.h"
#include "widgetfixture.h"
#include "widgets/bottlenecks/adviceitemdelegate.h"
#include "widgets/bottlenecks/bottleneckmodel.h"
#include "widgets/bottlenecks/bottleneckview.h"
#include "widgets/common/formatting.h"
#include "widgets/common/nameelision.h"
#include "widgets/common/selectionmodel.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace rl;
using namespace rl::test;

class TestBottleneckModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void operatorsAreRankedByEstimatedGainWithAdviceAsChildren()
    {
        const auto analysis = sampleAnalysis();
        BottleneckModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setAnalysis(analysis);
        QVERIFY(model.rowCount() > 0);
        double previous = std::numeric_limits<double>::infinity();
        int adviceRows = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex index = model.index(row, 0);
            if (model.kindOf(index) == BottleneckModel::RowKind::Unjudged)
                continue; // the group of those without a gain (theUnjudgedAreAGroupOfTheirOwn…)
            const int op = model.operatorAt(index);
            const double gain = *analysis->operators[size_t(op)].estimatedGainUs;
            QVERIFY(gain <= previous);
            previous = gain;
            QCOMPARE(index.data().toString(), analysis->op(op).name);
            const QList<AdviceHit> opAdvice = analysis->adviceOf(analysis->operators[size_t(op)]);
            QCOMPARE(model.rowCount(index), int(opAdvice.size()));
            for (int child = 0; child < model.rowCount(index); ++child) {
                const QModelIndex advice = model.index(child, 0, index);
                QCOMPARE(advice.parent(), index);
                QCOMPARE(model.operatorAt(advice), op); // advice rows select their operator too
                const AdviceHit &hit = opAdvice[child];
                QVERIFY(advice.data().toString().startsWith(hit.title()));
                // What to change, for whom, and why, where the eye is; the rule on request.
                const QString html = advice.data(AdviceItemDelegate::AdviceHtmlRole).toString();
                QVERIFY(html.contains(hit.explanation().toHtmlEscaped()));
                QVERIFY(html.contains(adviceAudience(hit)));
                if (!adviceEvidenceInWords(hit).isEmpty())
                    QVERIFY(html.contains(adviceEvidenceInWords(hit).toHtmlEscaped()));
                QVERIFY(advice.data(Qt::ToolTipRole).toString().contains(hit.condition()));
                QVERIFY(!html.contains(u"Triggered by"_qs));
                ++adviceRows;
            }
        }
        QVERIFY(adviceRows > 0);
        // exactly the operators with a gain are ranked; those that cannot be judged are in their group
        for (const OperatorResult &r : analysis->operators) {
            const QModelIndex index = model.indexOfOperator(r.index);
            QCOMPARE(index.isValid(), r.estimatedGainUs.has_value() || isUnjudged(r));
            if (index.isValid())
                QCOMPARE(index.parent() == model.unjudgedGroup() && index.parent().isValid(), isUnjudged(r));
        }
        model.setAnalysis(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void clickingOrPressingEnterSelectsTheOperator()
    {
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis());
        BottleneckView view(&selection);
        view.resize(600, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy spy(&selection, &SelectionModel::selectedOperatorChanged);
        const int top = view.model()->unjudgedGroup().isValid() ? 1 : 0; // the first ranked row
        const QModelIndex second = view.model()->index(top + 1, 0);
        QTest::mouseClick(view.tree()->viewport(), Qt::LeftButton, {}, view.tree()->visualRect(second).center());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(selection.selectedOperator(), view.model()->operatorAt(second));

        const QModelIndex first = view.model()->index(top, 0);
        view.tree()->setCurrentIndex(first);
        QTest::keyClick(view.tree(), Qt::Key_Return);
        QCOMPARE(selection.selectedOperator(), view.model()->operatorAt(first));
    }

    void expandedAdviceIsAParagraphAcrossTheRow()
    {
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis());
        BottleneckView view(&selection);
        view.resize(420, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QModelIndex first = view.model()->index(view.model()->unjudgedGroup().isValid() ? 1 : 0, 0);
        QVERIFY(view.model()->rowCount(first) > 0);
        view.tree()->expand(first);
        QApplication::processEvents();
        const QRect operatorRow = view.tree()->visualRect(first);
        const QRect adviceRow = view.tree()->visualRect(view.model()->index(0, 0, first));
        QVERIFY2(adviceRow.height() > 2 * operatorRow.height(),
                 qPrintable(QString::number(adviceRow.height()) + u" vs " + QString::number(operatorRow.height())));
        QVERIFY(view.tree()->isFirstColumnSpanned(0, first)); // the paragraph spans the row
    }

    void everyColumnFitsTheDockOrScrollsIntoViewAtEveryWidth()
    {
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis());
        BottleneckView view(&selection);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        for (int width : {360, 420, 640}) {
            // The dock's width changes after the analysis arrived: the name column follows.
            view.resize(width, 500);
            QApplication::processEvents();
            QTreeView *tree = view.tree();
            int total = 0;
            for (int c = 0; c < view.model()->columnCount(); ++c)
                total += tree->isColumnHidden(c) ? 0 : tree->columnWidth(c);
            // Every column fits, or (a dock kept narrow for a small screen) the list scrolls to
            // the category and bound columns: never a column cut with no way to it.
            QVERIFY2(total <= tree->viewport()->width() || tree->horizontalScrollBar()->maximum() > 0,
                     qPrintable(QString::number(width) + u": "_qs + QString::number(total) + u" > "_qs
                                + QString::number(tree->viewport()->width())));
            QVERIFY(tree->columnWidth(BottleneckModel::NameColumn) >= tree->fontMetrics().averageCharWidth() * 12);
            // The evidence column only where it has room beside a readable name.
            QCOMPARE(tree->isColumnHidden(BottleneckModel::DetailColumn), width < 500);
        }
    }

    void narrowNamesKeepThePartThatDiffers()
    {
        const QStringList names = {u"MobilenetV3/expanded_conv_3/depthwise/depthwise"_qs,
                                   u"MobilenetV3/expanded_conv_4/depthwise/depthwise"_qs,
                                   u"MobilenetV3/Conv/Conv2D"_qs};
        QCOMPARE(sharedLeadingSegments(names), 1);
        const QFontMetrics fm(QApplication::font());
        const int width = fm.horizontalAdvance(u"…/expanded_conv_3/…/depthwise"_qs);
        const QString a = elideDistinguishing(names[0], 1, fm, width);
        const QString b = elideDistinguishing(names[1], 1, fm, width);
        QVERIFY2(a.contains(u"conv_3"_qs) && b.contains(u"conv_4"_qs), qPrintable(a + u" | " + b));
        QVERIFY(fm.horizontalAdvance(a) <= width);
        QCOMPARE(elideDistinguishing(names[2], 1, fm, 1000), names[2]); // whole when it fits
        QCOMPARE(sharedLeadingSegments({u"a/b"_qs, u"a/b"_qs}), 1);     // never a whole name
        QCOMPARE(sharedLeadingSegments({u"x/b"_qs, u"y/b"_qs}), 0);
    }

    void narrowKernelNamesKeepTheApiAndTheKernel()
    {
        // torch_npu names differ at both ends around a shared middle: cut from the start,
        // both read "…Common_MatMulV2"; cut in the middle, both "aclnn…MatMulV2". The API
        // (without the "aclnn" all share) and the kernel stay.
        const QString mm = u"aclnnMm_MatMulCommon_MatMulV2"_qs;
        const QString addmm = u"aclnnAddmm_MatMulCommon_MatMulV2"_qs;
        const QFontMetrics fm(QApplication::font());
        const int width = fm.horizontalAdvance(u"aclnnAddmm…MatMulV2"_qs);
        const QString a = elideDistinguishing(mm, 0, fm, width);
        const QString b = elideDistinguishing(addmm, 0, fm, width);
        QVERIFY2(a != b, qPrintable(a + u" | " + b));
        QVERIFY2(a.startsWith(u"Mm_"_qs) && b.startsWith(u"Addmm_"_qs) && b.endsWith(u"_MatMulV2"_qs),
                 qPrintable(a + u" | " + b));
        QVERIFY(fm.horizontalAdvance(b) <= width);
    }

    void theUnjudgedAreAGroupOfTheirOwnLongestFirstWithWhatWouldDecideThem()
    {
        const auto analysis = memoryLevelAnalysis();
        BottleneckModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setAnalysis(analysis);
        const QModelIndex group = model.unjudgedGroup();
        QVERIFY(group.isValid());
        QCOMPARE(group.row(), 0); // one line above the ranking
        QCOMPARE(model.kindOf(group), BottleneckModel::RowKind::Unjudged);
        QCOMPARE(model.operatorAt(group), -1); // selects nothing
        QCOMPARE(model.unjudgedCount(), 2);
        QCOMPARE(model.unjudgedTimeUs(), 320.0);
        QVERIFY2(group.data().toString().startsWith(u"Large but unjudged (2): 320.000 µs"_qs),
                 qPrintable(group.data().toString()));
        // busy_only (300 µs) before impossible (20 µs), neither with a gain.
        QCOMPARE(model.rowCount(group), 2);
        const QModelIndex busy = model.index(0, 0, group), impossible = model.index(1, 0, group);
        QCOMPARE(model.operatorAt(busy), 5);
        QCOMPARE(model.operatorAt(impossible), 6);
        QCOMPARE(model.kindOf(busy), BottleneckModel::RowKind::UnjudgedOperator);
        QCOMPARE(busy.data().toString(), u"busy_only"_qs);
        QCOMPARE(model.index(0, BottleneckModel::GainColumn, group).data().toString(), unknownValue());
        QCOMPARE(model.index(0, BottleneckModel::DetailColumn, group).data().toString(),
                 u"collect ArithmeticUtilization / Memory (work counts)"_qs);
        // Each says what would decide it in a paragraph row under it, which selects it too.
        QCOMPARE(model.rowCount(busy), 1);
        const QModelIndex decide = model.index(0, 0, busy);
        QCOMPARE(model.kindOf(decide), BottleneckModel::RowKind::Decider);
        QVERIFY(model.isParagraph(decide));
        QCOMPARE(decide.parent(), busy);
        QCOMPARE(model.operatorAt(decide), 5);
        QCOMPARE(model.operatorRowOf(decide), busy);
        QCOMPARE(decide.data().toString(),
                 u"What would decide it: collect ArithmeticUtilization / Memory (work counts)"_qs);
        QVERIFY(decide.data(AdviceItemDelegate::AdviceHtmlRole).toString().contains(u"What would decide it"_qs));
        QVERIFY(model.index(0, 0, impossible).data().toString().contains(u"check the input"_qs));
        // Ranked: only operators with a gain, none of the unjudged, largest first.
        QCOMPARE(model.rowCount(), 1 + model.listedRankedCount());
        for (int row = 1; row < model.rowCount(); ++row) {
            const QModelIndex index = model.index(row, 0);
            QCOMPARE(model.kindOf(index), BottleneckModel::RowKind::Ranked);
            const OperatorResult &r = analysis->operators[size_t(model.operatorAt(index))];
            QVERIFY(r.estimatedGainUs && !isUnjudged(r));
            QCOMPARE(model.indexOfOperator(r.index), index);
        }
        QCOMPARE(model.indexOfOperator(6), impossible);
        // Grouped: kernels without a gain of which a call is unjudged, by total time.
        model.setGrouped(true);
        QCOMPARE(model.rowCount(model.unjudgedGroup()), 2);
        QCOMPARE(model.operatorAt(model.index(0, 0, model.unjudgedGroup())), 5);
    }

    void everyOperatorJudgedMeansNoGroup()
    {
        const auto analysis = repeatedAnalysis(); // every operator has a U
        for (const OperatorResult &r : analysis->operators)
            QVERIFY(!isUnjudged(r));
        BottleneckModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setAnalysis(analysis);
        QVERIFY(!model.unjudgedGroup().isValid());
        QCOMPARE(model.rowCount(), model.listedRankedCount());
        QCOMPARE(model.kindOf(model.index(0, 0)), BottleneckModel::RowKind::Ranked);
    }

    void selectingAnUnjudgedOperatorElsewhereOpensItsGroup()
    {
        SelectionModel selection;
        selection.setAnalysis(memoryLevelAnalysis());
        BottleneckView view(&selection);
        view.resize(600, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QModelIndex group = view.model()->unjudgedGroup();
        QVERIFY(!view.tree()->isExpanded(group));          // closed until asked
        QVERIFY(view.tree()->isFirstColumnSpanned(0, {})); // its sentence across the row
        selection.setSelectedOperator(6);
        QVERIFY(view.tree()->isExpanded(group));
        QCOMPARE(view.model()->operatorAt(view.tree()->currentIndex()), 6);
        // Expanded, the operator keeps its columns; what would decide it spans the row.
        view.tree()->expand(view.tree()->currentIndex());
        QVERIFY(!view.tree()->isFirstColumnSpanned(1, group));
        QVERIFY(view.tree()->isFirstColumnSpanned(0, view.tree()->currentIndex()));
        // Clicking it in the list selects it everywhere.
        selection.setSelectedOperator(-1);
        const QModelIndex busy = view.model()->index(0, 0, group);
        QTest::mouseClick(view.tree()->viewport(), Qt::LeftButton, {}, view.tree()->visualRect(busy).center());
        QCOMPARE(selection.selectedOperator(), 5);
        // The header says they are there.
        const QLabel *header = view.findChild<QLabel *>();
        QVERIFY(header);
        QVERIFY2(header->text().contains(u"2 more cannot be judged"_qs), qPrintable(header->text()));
    }

    void aSelectionMadeElsewhereIsHighlighted()
    {
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis());
        BottleneckView view(&selection);
        const int last = view.model()->operatorAt(view.model()->index(view.model()->rowCount() - 1, 0));
        selection.setSelectedOperator(last);
        QCOMPARE(view.model()->operatorAt(view.tree()->currentIndex()), last);
        QVERIFY(view.tree()->selectionModel()->isRowSelected(view.model()->rowCount() - 1, {}));
    }
};

QTEST_MAIN(TestBottleneckModel)
#include "tst_bottleneckmodel.moc"
