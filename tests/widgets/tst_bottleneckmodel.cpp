// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/advicewording.h"
#include "widgetfixture.h"
#include "widgets/bottlenecks/adviceitemdelegate.h"
#include "widgets/bottlenecks/bottleneckmodel.h"
#include "widgets/bottlenecks/bottleneckview.h"
#include "widgets/common/nameelision.h"
#include "widgets/common/selectionmodel.h"

#include <QAbstractItemModelTester>
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
        // exactly the operators with a gain are listed
        for (const OperatorResult &r : analysis->operators)
            QCOMPARE(model.indexOfOperator(r.index).isValid(), r.estimatedGainUs.has_value());
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
        const QModelIndex second = view.model()->index(1, 0);
        QTest::mouseClick(view.tree()->viewport(), Qt::LeftButton, {}, view.tree()->visualRect(second).center());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(selection.selectedOperator(), view.model()->operatorAt(second));

        const QModelIndex first = view.model()->index(0, 0);
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
        const QModelIndex first = view.model()->index(0, 0);
        QVERIFY(view.model()->rowCount(first) > 0);
        view.tree()->expand(first);
        QApplication::processEvents();
        const QRect operatorRow = view.tree()->visualRect(first);
        const QRect adviceRow = view.tree()->visualRect(view.model()->index(0, 0, first));
        QVERIFY2(adviceRow.height() > 2 * operatorRow.height(),
                 qPrintable(QString::number(adviceRow.height()) + u" vs " + QString::number(operatorRow.height())));
        QVERIFY(view.tree()->isFirstColumnSpanned(0, first)); // the paragraph spans the row
    }

    void everyColumnFitsTheDockAtEveryWidth()
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
            QVERIFY2(total <= tree->viewport()->width(),
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
        // both read "…Common_MatMulV2".
        const QString mm = u"aclnnMm_MatMulCommon_MatMulV2"_qs;
        const QString addmm = u"aclnnAddmm_MatMulCommon_MatMulV2"_qs;
        const QFontMetrics fm(QApplication::font());
        const int width = fm.horizontalAdvance(u"aclnnAddmm…MatMulV2"_qs);
        const QString a = elideDistinguishing(mm, 0, fm, width);
        const QString b = elideDistinguishing(addmm, 0, fm, width);
        QVERIFY2(a != b, qPrintable(a + u" | " + b));
        QVERIFY2(a.startsWith(u"aclnnM"_qs) && b.startsWith(u"aclnnA"_qs) && b.endsWith(u"V2"_qs),
                 qPrintable(a + u" | " + b));
        QVERIFY(fm.horizontalAdvance(b) <= width);
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
