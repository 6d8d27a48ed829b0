// SPDX-License-Identifier: GPL-3.0-or-later
// The delta table model and its proxy: structure (QAbstractItemModelTester), formatted and
// raw values, verdict colours, numeric sorting and the filters.
#include "comparefixture.h"
#include "widgets/compare/deltafilterproxymodel.h"
#include "widgets/compare/deltatablemodel.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QTest>

using namespace rl;
using namespace rl::test;

Q_DECLARE_METATYPE(rl::DeltaFilterProxyModel::Show)

namespace {

QStringList names(const QAbstractItemModel &m)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << m.index(r, DeltaTableModel::Name).data().toString();
    return out;
}

} // namespace

class TestDeltaTableModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void modelAndProxyPassTheModelTester()
    {
        DeltaTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        DeltaFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparison(std::make_shared<const Comparison>(sampleComparison()));
        proxy.sort(DeltaTableModel::DeltaUs);
        proxy.setText(u"add"_qs);
        proxy.setShow(DeltaFilterProxyModel::Show::Changed);
        model.setComparison(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void rowsAreMatchesThenOperatorsOnlyOneRunHas()
    {
        DeltaTableModel model;
        model.setComparison(std::make_shared<const Comparison>(sampleComparison()));
        QCOMPARE(model.rowCount(), 3 + 1 + 1);
        QCOMPARE(model.columnCount(), int(DeltaTableModel::ColumnCount));
        QCOMPARE(names(model), (QStringList{u"add_a"_qs, u"add_b"_qs, u"add_c"_qs, u"gone"_qs, u"new"_qs}));
        QCOMPARE(model.rowKind(3), DeltaTableModel::RowKind::BaselineOnly);
        QCOMPARE(model.rowKind(4), DeltaTableModel::RowKind::CandidateOnly);
        QCOMPARE(model.index(3, 0).data(DeltaTableModel::DeltaIndexRole).toInt(), -1);
        QCOMPARE(model.index(3, 0).data(DeltaTableModel::BaselineIndexRole).toInt(), 3);
        QCOMPARE(model.index(4, 0).data(DeltaTableModel::CandidateIndexRole).toInt(), 3);
        QVERIFY(!model.index(3, DeltaTableModel::AfterUs).data().isValid());
    }

    void valuesAreFormattedForReadingAndRawForSorting()
    {
        DeltaTableModel model;
        model.setComparison(std::make_shared<const Comparison>(sampleComparison()));
        QCOMPARE(model.index(0, DeltaTableModel::Speedup).data().toString(), u"2.00×"_qs);
        QCOMPARE(model.index(0, DeltaTableModel::Speedup).data(DeltaTableModel::SortRole).toDouble(), 2.0);
        QCOMPARE(model.index(1, DeltaTableModel::ChangePct).data().toString(), u"+50.0 %"_qs);
        QCOMPARE(model.index(1, DeltaTableModel::DeltaUs).data(DeltaTableModel::SortRole).toDouble(), 5.0);
        QCOMPARE(model.index(0, DeltaTableModel::DeltaUs).data().toString(), u"-20.000"_qs);
        QVERIFY(model.index(0, DeltaTableModel::LimitingBefore).data().toString().contains(u"U "));
    }

    void regressionsAndImprovementsAreColouredBeyondTheNoise()
    {
        DeltaTableModel model;
        model.setComparison(std::make_shared<const Comparison>(sampleComparison()));
        const QColor faster =
            model.index(0, DeltaTableModel::ChangePct).data(Qt::ForegroundRole).value<QBrush>().color();
        const QColor slower =
            model.index(1, DeltaTableModel::ChangePct).data(Qt::ForegroundRole).value<QBrush>().color();
        QVERIFY(faster.isValid() && slower.isValid() && faster != slower);
        QVERIFY(faster.green() > faster.red());
        QVERIFY(slower.red() > slower.green());
        QVERIFY(!model.index(2, DeltaTableModel::ChangePct).data(Qt::ForegroundRole).isValid());
        // With a 60 % noise threshold add_b's +50 % is noise and loses its colour.
        model.setComparison(std::make_shared<const Comparison>(sampleComparison(60.0)));
        QVERIFY(!model.index(1, DeltaTableModel::ChangePct).data(Qt::ForegroundRole).isValid());
    }

    // As in the operator table: a U above what the hardware can do is shown, but as a warning.
    void aLimitingUAboveWhatTheHardwareCanDoIsShownAsAWarning()
    {
        Comparison c = sampleComparison();
        c.deltas[0].baselineLimit.key = ComponentKey{ComponentId::Gm, Side::None};
        c.deltas[0].baselineLimit.U = 1.86;
        c.deltas[0].candidateLimit.key = ComponentKey{ComponentId::Gm, Side::None};
        c.deltas[0].candidateLimit.U = 0.9;
        DeltaTableModel model;
        model.setComparison(std::make_shared<const Comparison>(c));
        const QModelIndex before = model.index(0, DeltaTableModel::LimitingBefore);
        const QModelIndex after = model.index(0, DeltaTableModel::LimitingAfter);
        QVERIFY2(before.data().toString().contains(u"186"), qPrintable(before.data().toString()));
        QVERIFY(before.data(Qt::ForegroundRole).isValid());
        QVERIFY(before.data(Qt::ToolTipRole).toString().startsWith(u"Above what the hardware can do"));
        QVERIFY(!after.data(Qt::ForegroundRole).isValid());
        QVERIFY(!after.data(Qt::ToolTipRole).toString().startsWith(u"Above what the hardware can do"));
    }

    void sortingIsNumericNotAlphabetic()
    {
        // 9 µs and 10 µs change: alphabetically "+10" < "+9", numerically the other way.
        auto c = std::make_shared<const Comparison>(
            compareAnalyses(analysisOf(workProfile({u"x"_qs, u"y"_qs}, {100, 100})),
                            analysisOf(workProfile({u"x"_qs, u"y"_qs}, {109, 110}))));
        DeltaTableModel model;
        model.setComparison(c);
        DeltaFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.sort(DeltaTableModel::DeltaUs, Qt::DescendingOrder);
        QCOMPARE(names(proxy), (QStringList{u"y"_qs, u"x"_qs}));
        proxy.sort(DeltaTableModel::Name, Qt::AscendingOrder);
        QCOMPARE(names(proxy), (QStringList{u"x"_qs, u"y"_qs}));
    }

    void filtersByTextAndByWhatChanged_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<DeltaFilterProxyModel::Show>("show");
        QTest::addColumn<QStringList>("expected");
        using S = DeltaFilterProxyModel::Show;
        QTest::newRow("all") << QString() << S::All
                             << QStringList{u"add_a"_qs, u"add_b"_qs, u"add_c"_qs, u"gone"_qs, u"new"_qs};
        QTest::newRow("regressions") << QString() << S::Regressions << QStringList{u"add_b"_qs};
        QTest::newRow("improvements") << QString() << S::Improvements << QStringList{u"add_a"_qs};
        QTest::newRow("changed") << QString() << S::Changed << QStringList{u"add_a"_qs, u"add_b"_qs};
        QTest::newRow("within noise") << QString() << S::Unchanged << QStringList{u"add_c"_qs};
        QTest::newRow("unmatched") << QString() << S::Unmatched << QStringList{u"gone"_qs, u"new"_qs};
        QTest::newRow("text matches name") << u"ADD_B"_qs << S::All << QStringList{u"add_b"_qs};
        QTest::newRow("text matches type") << u"gone"_qs << S::Unmatched << QStringList{u"gone"_qs};
        QTest::newRow("both filters") << u"add"_qs << S::Unmatched << QStringList{};
    }
    void filtersByTextAndByWhatChanged()
    {
        QFETCH(QString, text);
        QFETCH(DeltaFilterProxyModel::Show, show);
        DeltaTableModel model;
        model.setComparison(std::make_shared<const Comparison>(sampleComparison()));
        DeltaFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setText(text);
        proxy.setShow(show);
        QTEST(names(proxy), "expected");
    }
};

QTEST_MAIN(TestDeltaTableModel)
#include "tst_deltatablemodel.moc"
