// SPDX-License-Identifier: GPL-3.0-or-later
// The allocations alive at a rank's peak (issue 39), largest first, as a table model.
#include "memoryfixture.h"
#include "widgets/memory/aliveatpeakmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace rl;
using namespace rl::test;

class TestAliveAtPeakModel : public QObject
{
    Q_OBJECT

private:
    static QString text(const AliveAtPeakModel &model, int row, int column)
    {
        return model.data(model.index(row, column)).toString();
    }

private Q_SLOTS:
    void listsTheAllocationsHoldingThePeakLargestFirst()
    {
        AliveAtPeakModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto data = std::make_shared<const MemoryData>(handBuiltMemory());
        model.setAllocations(data, &data->ranks.front(), kMemoryBase + 40'000, kMemoryBase);
        QCOMPARE(model.rowCount(), 3); // "gone" was freed before, "late" allocated after
        QCOMPARE(model.columnCount(), int(AliveAtPeakModel::ColumnCount));
        QCOMPARE(text(model, 0, AliveAtPeakModel::NameColumn), u"big"_qs);
        QCOMPARE(text(model, 1, AliveAtPeakModel::NameColumn), u"kernel_6"_qs);
        QCOMPARE(text(model, 2, AliveAtPeakModel::NameColumn), u"small"_qs);
        QCOMPARE(text(model, 0, AliveAtPeakModel::SizeColumn), u"200.0 MB"_qs);
        QCOMPARE(text(model, 2, AliveAtPeakModel::SizeColumn), u"1.00 MB"_qs);
        QCOMPARE(model.data(model.index(0, AliveAtPeakModel::SizeColumn), AliveAtPeakModel::SortRole).toLongLong(),
                 qint64(200 * kMiB));
        // Times on the kernel timeline's axis: µs from its origin.
        QCOMPARE(text(model, 0, AliveAtPeakModel::AllocatedColumn), u"10 µs"_qs);
        QCOMPARE(text(model, 0, AliveAtPeakModel::ReleasedColumn), u"70 µs"_qs);
        QCOMPARE(text(model, 0, AliveAtPeakModel::LifetimeColumn), u"60 µs"_qs);
        QCOMPARE(text(model, 1, AliveAtPeakModel::ReleasedColumn), u"after the end"_qs);
        QCOMPARE(text(model, 1, AliveAtPeakModel::LifetimeColumn), u"to the end"_qs);
        QCOMPARE(model.data(model.index(1, 0), AliveAtPeakModel::AllocationIndexRole).toInt(), 2);
        QCOMPARE(model.allocationOf(0), size_t(1));
        QCOMPARE(model.headerData(AliveAtPeakModel::LifetimeColumn, Qt::Horizontal).toString(), u"Lifetime"_qs);
    }

    void anAllocationFreedAtThePeakIsNotAlive()
    {
        AliveAtPeakModel model;
        auto data = std::make_shared<const MemoryData>(handBuiltMemory());
        model.setAllocations(data, &data->ranks.front(), kMemoryBase + 50'000, kMemoryBase);
        QStringList names;
        for (int r = 0; r < model.rowCount(); ++r)
            names << text(model, r, 0);
        QCOMPARE(names, (QStringList{u"big"_qs, u"kernel_6"_qs, u"late"_qs})); // "small" freed at +50 µs
    }

    void noPeakOrNoRankMeansNoRows()
    {
        AliveAtPeakModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto data = std::make_shared<const MemoryData>(handBuiltMemory());
        model.setAllocations(data, &data->ranks.front(), std::nullopt, kMemoryBase);
        QCOMPARE(model.rowCount(), 0);
        model.setAllocations(nullptr, nullptr, kMemoryBase, kMemoryBase);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.rank());
    }
};

QTEST_MAIN(TestAliveAtPeakModel)
#include "tst_aliveatpeakmodel.moc"
