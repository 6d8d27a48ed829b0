// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/bottlenecks/bottleneckmodel.h"
#include "widgets/bottlenecks/bottleneckview.h"
#include "widgets/common/selectionmodel.h"
#include "widgetfixture.h"

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
            QCOMPARE(model.rowCount(index), int(analysis->operators[size_t(op)].advice.size()));
            for (int child = 0; child < model.rowCount(index); ++child) {
                const QModelIndex advice = model.index(child, 0, index);
                QCOMPARE(advice.parent(), index);
                QCOMPARE(model.operatorAt(advice), op); // advice rows select their operator too
                QCOMPARE(advice.data().toString(), analysis->operators[size_t(op)].advice[child].title);
                QVERIFY(!model.index(child, BottleneckModel::DetailColumn, index).data().toString().isEmpty());
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
