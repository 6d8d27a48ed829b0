// SPDX-License-Identifier: GPL-3.0-or-later
// Views never talk to each other: a selection made in one reaches the others only through the
// shared SelectionModel.
#include "widgetfixture.h"
#include "widgets/bottlenecks/bottleneckmodel.h"
#include "widgets/bottlenecks/bottleneckview.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/operators/detailspanel.h"
#include "widgets/operators/operatorfilterproxy.h"
#include "widgets/operators/operatortablemodel.h"
#include "widgets/operators/operatortableview.h"
#include "widgets/roofline/rooflinechart.h"

#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTreeView>

using namespace rl;
using namespace rl::test;

class TestSelectionSync : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aBottleneckClickReachesTheChartTheTableAndTheDetails()
    {
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis());
        QWidget window;
        auto *bottlenecks = new BottleneckView(&selection, &window);
        auto *table = new OperatorTableView(&selection, &window);
        auto *chart = new RooflineChart({{ComponentId::Cube, Side::None}, {ComponentId::Mte2, Side::None}}, &selection,
                                        &window);
        auto *details = new DetailsPanel(&selection, &window);
        QSignalSpy spy(&selection, &SelectionModel::selectedOperatorChanged);

        // mm_mte (operator 1) is in the bottleneck list and on the Cube×MTE2 chart
        const QModelIndex row = bottlenecks->model()->indexOfOperator(1);
        QVERIFY(row.isValid());
        Q_EMIT bottlenecks->tree()->clicked(row);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.takeFirst().at(0).toInt(), 1);

        QCOMPARE(chart->highlightGraph()->dataCount(), 1);
        QCOMPARE(chart->highlightGraph()->data()->constBegin()->key, chart->data().pointFor(1)->intensity);
        QCOMPARE(table->table()->currentIndex().data(OperatorTableModel::OperatorIndexRole).toInt(), 1);
        QVERIFY(details->plainText().contains(u"mm_mte"_qs));

        // and back: a table row selects in the bottleneck list, once (no echo loops)
        table->table()->setCurrentIndex(table->proxy()->index(table->proxy()->rowOfOperator(0), 0));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(selection.selectedOperator(), 0);
        QCOMPARE(bottlenecks->model()->operatorAt(bottlenecks->tree()->currentIndex()), 0);
    }

    void reanalysingKeepsTheSelectionAndANewWorkloadDropsIt()
    {
        SelectionModel selection;
        const auto first = sampleAnalysis();
        selection.setAnalysis(first);
        OperatorTableView table(&selection);
        selection.setSelectedOperator(2);
        // same profile, other thresholds
        auto again = std::make_shared<Analysis>(*first);
        again->thresholds.r = 0.5;
        selection.setAnalysis(again);
        QCOMPARE(selection.selectedOperator(), 2);
        QCOMPARE(table.table()->currentIndex().data(OperatorTableModel::OperatorIndexRole).toInt(), 2);
        selection.setAnalysis(sampleAnalysis());
        QCOMPARE(selection.selectedOperator(), -1);
    }
};

QTEST_MAIN(TestSelectionSync)
#include "tst_selectionsync.moc"
