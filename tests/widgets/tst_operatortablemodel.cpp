// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgetfixture.h"
#include "widgets/common/formatting.h"
#include "widgets/common/plotstyle.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/operators/operatorfilterproxy.h"
#include "widgets/operators/operatortablemodel.h"
#include "widgets/operators/operatortableview.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

QStringList names(const QAbstractItemModel &model)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.index(row, OperatorTableModel::NameColumn).data().toString();
    return out;
}

} // namespace

class TestOperatorTableModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void passesTheModelTesterThroughResets()
    {
        OperatorTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setAnalysis(sampleAnalysis());
        QCOMPARE(model.rowCount(), 6);
        QVERIFY(model.columnCount() > int(OperatorTableModel::ColumnCount)); // U and R per component
        model.setAnalysis(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void cellsShowTheModelsNumbers()
    {
        OperatorTableModel model;
        const auto analysis = sampleAnalysis();
        model.setAnalysis(analysis);
        QCOMPARE(model.index(0, OperatorTableModel::CategoryColumn).data().toString(),
                 categoryDisplayName(Category::ComputeBound));
        QCOMPARE(model.index(0, OperatorTableModel::BoundColumn).data().toString(), u"Cube"_qs);
        QCOMPARE(model.index(0, OperatorTableModel::BoundUColumn).data().toString(), u"90.0%"_qs);
        QCOMPARE(model.index(4, OperatorTableModel::WorkSourceColumn).data().toString(), u"estimated"_qs);
        QCOMPARE(model.index(0, OperatorTableModel::DurationColumn).data(OperatorTableModel::SortRole).toDouble(),
                 300.0);
        QCOMPARE(model.index(3, 0).data(OperatorTableModel::OperatorIndexRole).toInt(), 3);
    }

    void everyComponentHasAUAndAnRColumnBesideTheHighestU()
    {
        OperatorTableModel model;
        const auto analysis = sampleAnalysis();
        model.setAnalysis(analysis);
        const OperatorResult &r = analysis->operators[0];
        const ComponentResult *top = r.maxU();
        QVERIFY(top && top->U());
        QCOMPARE(model.index(0, OperatorTableModel::MaxUColumn).data().toString(),
                 top->key.displayName() + u' ' + formatPercent(top->U()));
        QCOMPARE(model.index(0, OperatorTableModel::MaxUColumn).data(OperatorTableModel::SortRole).toDouble(),
                 *top->U());
        int checked = 0;
        for (int c = OperatorTableModel::ColumnCount; c < model.columnCount(); ++c) {
            const auto key = model.componentColumnKey(c);
            QVERIFY(key);
            const QString header = model.headerData(c, Qt::Horizontal).toString();
            QVERIFY2(header.endsWith(key->displayName()), qPrintable(header));
            QVERIFY(header.startsWith(model.isUColumn(c) ? u"U "_qs : u"R "_qs));
            QVERIFY(model.columnId(c).startsWith(model.isUColumn(c) ? u"u:"_qs : u"r:"_qs));
            for (int row = 0; row < model.rowCount(); ++row) {
                const ComponentResult *cr = analysis->operators[size_t(row)].component(*key);
                const auto value = cr ? (model.isUColumn(c) ? cr->U() : cr->R()) : std::nullopt;
                QCOMPARE(model.index(row, c).data().toString(), cr ? formatPercent(value) : QString());
                checked += value ? 1 : 0;
            }
        }
        QVERIFY(checked > 0);
    }

    void theColumnChooserShowsComponentColumnsAndRemembersThem()
    {
        QStandardPaths::setTestModeEnabled(true); // the test's settings, not the user's
        QSettings().remove(u"operatorTable"_qs);
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis());
        OperatorTableView view(&selection);
        const int first = OperatorTableModel::ColumnCount;
        QVERIFY(view.table()->isColumnHidden(first)); // per-component columns start hidden
        QVERIFY(!view.table()->isColumnHidden(OperatorTableModel::MaxUColumn));
        emit view.columnMenu()->aboutToShow();
        QList<QAction *> actions;
        for (QAction *a : view.columnMenu()->actions()) {
            if (!a->isSeparator())
                actions << a;
        }
        QCOMPARE(actions.size(), view.model()->columnCount());
        actions[first]->setChecked(true);
        QVERIFY(!view.table()->isColumnHidden(first));
        actions[OperatorTableModel::ShareColumn]->setChecked(false);
        QVERIFY(view.table()->isColumnHidden(OperatorTableModel::ShareColumn));

        OperatorTableView again(&selection); // a new window keeps the choice
        QVERIFY(!again.table()->isColumnHidden(first));
        QVERIFY(again.table()->isColumnHidden(OperatorTableModel::ShareColumn));
        QSettings().remove(u"operatorTable"_qs);
    }

    void sortingIsNumericNotTextual()
    {
        OperatorTableModel model;
        model.setAnalysis(sampleAnalysis());
        OperatorFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.sort(OperatorTableModel::DurationColumn, Qt::AscendingOrder);
        // 5, 10, 40, 80, 120, 300 µs; as text "120" would sort before "5"
        QCOMPARE(names(proxy),
                 (QStringList{u"add_slow"_qs, u"cube_busy"_qs, u"mm_mte"_qs, u"mm_shaped"_qs, u"add_idle"_qs,
                              u"mm_bound"_qs}));
        proxy.sort(OperatorTableModel::GainColumn, Qt::DescendingOrder);
        const double first =
            proxy.index(0, OperatorTableModel::GainColumn).data(OperatorTableModel::SortRole).toDouble();
        const double second =
            proxy.index(1, OperatorTableModel::GainColumn).data(OperatorTableModel::SortRole).toDouble();
        QVERIFY(first >= second);
    }

    void filtersCombineTextCategoryCoreTypeAndBoundComponent()
    {
        OperatorTableModel model;
        model.setAnalysis(sampleAnalysis());
        OperatorFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSearchText(u"MM_"_qs);
        QCOMPARE(proxy.rowCount(), 3);
        proxy.setCategory(Category::MteBound);
        QCOMPARE(names(proxy), QStringList{u"mm_mte"_qs});
        QCOMPARE(proxy.rowOfOperator(1), 0);
        QCOMPARE(proxy.rowOfOperator(0), -1);
        proxy.setSearchText({});
        proxy.setCategory(std::nullopt);
        proxy.setCoreType(u"AI_VECTOR_CORE"_qs);
        QCOMPARE(names(proxy), (QStringList{u"add_idle"_qs, u"add_slow"_qs}));
        proxy.setCoreType({});
        proxy.setBoundComponent(u"cube"_qs);
        QVERIFY(names(proxy).contains(u"mm_bound"_qs));
        QVERIFY(!names(proxy).contains(u"mm_mte"_qs));
    }

    void aUAboveThePeakIsShownAsAWarningWithItsReason()
    {
        auto profile = std::make_shared<Profile>();
        profile->operators = {cubeOperator(u"impossible"_qs, 50.0, 1.6, 0.9, 0.3, 0.4),
                              cubeOperator(u"fine"_qs, 50.0, 0.6, 0.9, 0.3, 0.4)};
        AnalyzeOptions options;
        auto analysis = std::make_shared<const Analysis>(
            analyze(profile, roundChip(), options, AdviceCatalog::builtin()));
        OperatorTableModel model;
        model.setAnalysis(analysis);
        const QColor warning = PlotStyle::fromPalette(QApplication::palette(), QApplication::font()).warning;
        // The component's own U column shows the impossible figure, as a warning with its reason ...
        int cubeU = -1;
        for (int column = OperatorTableModel::ColumnCount; column < model.columnCount(); ++column) {
            if (model.headerData(column, Qt::Horizontal).toString() == u"U Cube"_qs)
                cubeU = column;
        }
        QVERIFY(cubeU >= 0);
        const QModelIndex bad = model.index(0, cubeU);
        QCOMPARE(bad.data(Qt::ForegroundRole).value<QColor>(), warning);
        QVERIFY(bad.data(Qt::ToolTipRole).toString().contains(u"no gain is estimated"_qs));
        QVERIFY(!model.index(1, cubeU).data(Qt::ForegroundRole).isValid());
        // ... while the bound and max-U columns hold only figures a verdict may rest on
        // (core/hierarchy/README.md §3).
        for (int column : {int(OperatorTableModel::BoundUColumn), int(OperatorTableModel::MaxUColumn)})
            QVERIFY(model.index(0, column).data(Qt::ForegroundRole).value<QColor>() != warning);
        QVERIFY(!model.index(0, OperatorTableModel::DurationColumn).data(Qt::ForegroundRole).isValid());
    }

    void thousandsOfRowsFilterAndSort()
    {
        auto profile = std::make_shared<Profile>();
        for (int i = 0; i < 20000; ++i)
            profile->operators.push_back(
                cubeOperator(u"op_"_qs + QString::number(i), 1.0 + i % 97, 0.5, 0.6, 0.3, 0.4));
        AnalyzeOptions options;
        auto analysis = std::make_shared<const Analysis>(
            analyze(profile, roundChip(), options, AdviceCatalog::builtin()));
        OperatorTableModel model;
        model.setAnalysis(analysis);
        OperatorFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.sort(OperatorTableModel::DurationColumn, Qt::DescendingOrder);
        proxy.setSearchText(u"op_1999"_qs);
        QCOMPARE(proxy.rowCount(), 11); // op_1999 and op_19990..op_19999
    }
};

QTEST_MAIN(TestOperatorTableModel)
#include "tst_operatortablemodel.moc"
