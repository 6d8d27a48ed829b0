// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/operators/operatorfilterproxy.h"
#include "widgets/operators/operatortablemodel.h"
#include "widgetfixture.h"

#include <QAbstractItemModelTester>
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
        QCOMPARE(model.columnCount(), int(OperatorTableModel::ColumnCount));
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
        QCOMPARE(model.index(0, OperatorTableModel::DurationColumn).data(OperatorTableModel::SortRole).toDouble(), 300.0);
        QCOMPARE(model.index(3, 0).data(OperatorTableModel::OperatorIndexRole).toInt(), 3);
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
        QCOMPARE(names(proxy), (QStringList{u"add_slow"_qs, u"cube_busy"_qs, u"mm_mte"_qs, u"mm_shaped"_qs,
                                            u"add_idle"_qs, u"mm_bound"_qs}));
        proxy.sort(OperatorTableModel::GainColumn, Qt::DescendingOrder);
        const double first = proxy.index(0, OperatorTableModel::GainColumn).data(OperatorTableModel::SortRole).toDouble();
        const double second = proxy.index(1, OperatorTableModel::GainColumn).data(OperatorTableModel::SortRole).toDouble();
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

    void thousandsOfRowsFilterAndSort()
    {
        auto profile = std::make_shared<Profile>();
        for (int i = 0; i < 20000; ++i)
            profile->operators.push_back(cubeOperator(u"op_"_qs + QString::number(i), 1.0 + i % 97, 0.5, 0.6, 0.3, 0.4));
        AnalyzeOptions options;
        auto analysis = std::make_shared<const Analysis>(analyze(profile, roundChip(), options, AdviceCatalog::builtin()));
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
