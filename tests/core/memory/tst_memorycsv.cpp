// SPDX-License-Identifier: GPL-3.0-or-later
// torch_npu's memory CSVs, generated as text (core/memory/README.md §1, §2): units (MB = 2^20 B,
// KB = 2^10 B, µs with three decimals and a trailing TAB made ns), malformed rows as one warning
// per file naming its first line, the long operator_memory.csv read in parts giving what one
// part gives, and which source the loader takes for a rank.
#include "core/memory/memorycsvreader.h"
#include "core/memory/memoryloader.h"
#include "core/memory/memoryrankbuilder.h"
#include "core/memory/memoryreport.h"
#include "sqlitefixture.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

constexpr double kMb = 1024.0 * 1024.0;

const QByteArray kRecordHeader =
    "Component,Timestamp(us),Total Allocated(MB),Total Reserved(MB),Total Active(MB),Stream Ptr,Device Type\n";
const QByteArray kOperatorHeader =
    "Name,Size(KB),Allocation Time(us),Release Time(us),Active Release Time(us),Duration(us),Active Duration(us),"
    "Allocation Total Allocated(MB),Allocation Total Reserved(MB),Allocation Total Active(MB),Release Total "
    "Allocated(MB),Release Total Reserved(MB),Release Total Active(MB),Stream Ptr,Device Type\n";
const QByteArray kModuleHeader = "Device_id,Component,Timestamp(us),Total Reserved(MB),Device\n";

bool write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

QByteArray operatorRow(const QByteArray &name, const QByteArray &kb, const QByteArray &allocation,
                       const QByteArray &release)
{
    return name + ',' + kb + ',' + allocation + "\t," + release + (release.isEmpty() ? "" : "\t")
        + ",,,,1.0,2.0,1.0,,,,733279888,NPU:1\n";
}

bool locates(const Diagnostics &diagnostics, const QString &location)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [&](const Diagnostic &d) { return d.location.endsWith(location); });
}

} // namespace

class TestMemoryCsv : public QObject
{
    Q_OBJECT

private slots:
    void memoryRecordCsvGivesBytesAndNanoseconds()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"memory_record.csv"_qs);
        QVERIFY(write(path,
                      kRecordHeader
                          + "APP,1736410576286237.200\t,,2109.5,,,NPU:1\n"
                            "PTA,1736410576394583.320\t,936.0,1452.0,936.0,733279888,NPU:1\n"
                            "PTA+GE,1736410576394584.770\t,1204.73046875,1526.75,1187.98,733279888,NPU:1\n"
                            "PTA+GE,1736410576394583.320\t,936.0,1452.0,936.0,733279888,NPU:1\n"
                            "GE,1736410576394583.000\t,10.5,20.0,0,,NPU:1\n"
                            "PTA+GE,soon,1,1,1,1,NPU:1\n"
                            "PTA+GE,1736410576394599.000\t,-5,1,1,1,NPU:1\n"));
        RankMemoryBuilder builder;
        std::optional<int> device;
        Diagnostics diagnostics;
        QVERIFY(readMemoryRecordCsv(path, builder, device, diagnostics));
        QCOMPARE(device, std::optional<int>(1));
        QCOMPARE(diagnostics.size(), 1);
        QVERIFY(locates(diagnostics, u"memory_record.csv:7"_qs));
        QVERIFY(diagnostics.front().message.contains(u'2'));
        const RankMemory m = builder.finish(0, device, path);
        RL_FOUND(ptaGe, m.find(MemoryComponent::PtaGe));
        QCOMPARE(ptaGe.timeNs, (std::vector<qint64>{1736410576394583320, 1736410576394584770}));
        QCOMPARE(ptaGe.allocatedBytes.back(), 1204.73046875 * kMb);
        RL_FOUND(app, m.find(MemoryComponent::App));
        QVERIFY(!app.hasAllocated() && !app.hasActive());
        QCOMPARE(app.reservedBytes.front(), 2109.5 * kMb);
        QVERIFY(!m.find(MemoryComponent::Ge)->hasActive());
    }

    // KB are 2^10 bytes; an empty release is after the profile; size <= 0 holds nothing.
    void operatorMemoryCsvGivesAllocationIntervals()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"operator_memory.csv"_qs);
        QVERIFY(
            write(path,
                  kOperatorHeader + operatorRow("aten::mm", "147456.5", "1736410576431898.670", "")
                      + operatorRow("cann::trans_TransData_0", "512.0", "1736410576399946.290", "1736410576400001.010")
                      + operatorRow("aten::add", "-512.0", "1736410576399946.290", "1736410576400001.010")
                      + operatorRow("aten::add", "lots", "1736410576399946.290", "") + "aten::add,12\n"
                      + operatorRow("\"aten::cat, fused\"", "1", "1736410576399950.000", "")));
        AllocationColumns a;
        std::optional<int> device;
        Diagnostics diagnostics;
        QVERIFY(readOperatorMemoryCsv(path, a, device, diagnostics));
        QCOMPARE(a.size(), size_t(3));
        QCOMPARE(a.sizeBytes[0], qint64(147456.5 * 1024));
        QCOMPARE(a.allocationNs[0], Q_INT64_C(1736410576431898670));
        QCOMPARE(a.releaseNs[0], AllocationColumns::kNoRelease);
        QCOMPARE(a.releaseNs[1], Q_INT64_C(1736410576400001010));
        QCOMPARE(a.names.at(a.nameId[1]), u"cann::trans_TransData_0"_qs);
        QCOMPARE(a.names.at(a.nameId[2]), u"aten::cat, fused"_qs);
        QCOMPARE(device, std::optional<int>(1));
        QCOMPARE(diagnostics.size(), 1);
        QVERIFY(locates(diagnostics, u"operator_memory.csv:5"_qs));
    }

    // Found by fuzz_memory_csv: a row that has the columns an allocation needs but stops before
    // the optional Device Type column, and a size no device allocates (past 2^62 bytes).
    void aRowShortOfTheDeviceColumnOrWithAnImpossibleSizeIsReadSafely()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"operator_memory.csv"_qs);
        QVERIFY(write(path,
                      kOperatorHeader + "aten::mm,2048,1005.000\t,1012.000\t\n"
                          + operatorRow("aten::huge", "1e300", "1006.000", "")
                          + operatorRow("aten::add", "512", "1007.000", "")));
        AllocationColumns a;
        std::optional<int> device;
        Diagnostics diagnostics;
        QVERIFY(readOperatorMemoryCsv(path, a, device, diagnostics));
        QCOMPARE(a.size(), size_t(2));
        QCOMPARE(a.sizeBytes[0], qint64(2048 * 1024));
        QCOMPARE(a.sizeBytes[1], qint64(512 * 1024));
        QCOMPARE(device, std::optional<int>(1)); // from the first row that has the column
        QCOMPARE(diagnostics.size(), 1);
        QVERIFY(locates(diagnostics, u"operator_memory.csv:3"_qs));
    }

    // Read in two parts on two threads or in one: the same columns, names and first bad line.
    void operatorMemoryCsvInPartsGivesWhatOnePartGives()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"operator_memory.csv"_qs);
        QByteArray text = kOperatorHeader;
        for (int i = 0; i < 20000; ++i) {
            const QByteArray t = QByteArray::number(1736410576000000 + i) + ".125";
            text += i == 15000
                ? QByteArray("broken,row,here\n")
                : operatorRow("op" + QByteArray::number(i % 37), QByteArray::number(1 + i % 100), t,
                              i % 3 ? QByteArray::number(1736410576000000 + i + 5) + ".5" : QByteArray());
        }
        QVERIFY(write(path, text));
        AllocationColumns one, two;
        std::optional<int> d1, d2;
        Diagnostics w1, w2;
        QVERIFY(readOperatorMemoryCsv(path, one, d1, w1, 1));
        QVERIFY(readOperatorMemoryCsv(path, two, d2, w2, 2));
        QCOMPARE(one.size(), size_t(19999));
        QCOMPARE(two.sizeBytes, one.sizeBytes);
        QCOMPARE(two.allocationNs, one.allocationNs);
        QCOMPARE(two.releaseNs, one.releaseNs);
        for (size_t i = 0; i < one.size(); i += 997)
            QCOMPARE(two.names.at(two.nameId[i]), one.names.at(one.nameId[i]));
        QCOMPARE(w1.size(), 1);
        QCOMPARE(w2.size(), 1);
        QVERIFY(locates(w1, u"operator_memory.csv:15002"_qs));
        QCOMPARE(w2.front().location, w1.front().location);
    }

    void npuModuleMemCsvGivesReservedPerModule()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"npu_module_mem.csv"_qs);
        QVERIFY(write(path,
                      kModuleHeader
                          + "2,APP,1736410576357979.490\t,1452.0,NPU:2\n"
                            "2,HCCL,1736410576357979.490\t,404.0625,NPU:2\n"
                            "2,APP,1736410576337979.490\t,1000.0,NPU:2\n"
                            "2,HCCL,,404.0625,NPU:2\n"));
        RankMemoryBuilder builder;
        std::optional<int> device;
        Diagnostics diagnostics;
        QVERIFY(readNpuModuleMemCsv(path, builder, device, diagnostics));
        QCOMPARE(device, std::optional<int>(2));
        QVERIFY(locates(diagnostics, u"npu_module_mem.csv:5"_qs));
        const RankMemory m = builder.finish(0, device, path);
        QCOMPARE(m.modules.size(), size_t(2));
        QCOMPARE(m.modules.front().module, u"APP"_qs);
        QCOMPARE(m.modules.front().reservedBytes, (std::vector<double>{1000.0 * kMb, 1452.0 * kMb}));
    }

    // A header without the columns the rows need: the file is not used, said with its name.
    void aCsvOfAnotherShapeIsAWarning()
    {
        QTemporaryDir dir;
        QVERIFY(
            write(dir.filePath(u"run_ascend_pt/ASCEND_PROFILER_OUTPUT/operator_memory.csv"_qs), "Name,Size\nx,1\n"));
        QVERIFY(write(dir.filePath(u"run_ascend_pt/ASCEND_PROFILER_OUTPUT/memory_record.csv"_qs),
                      kRecordHeader + "PTA+GE,1.000\t,1,2,1,1,NPU:0\n"));
        const auto data = loadMemory({dir.path()});
        QVERIFY(data);
        QCOMPARE(data->ranks.size(), size_t(1));
        QVERIFY(locates(data->diagnostics, u"operator_memory.csv:1"_qs));
    }

    // A header and no rows: no memory.
    void headerOnlyCsvsGiveNoMemory()
    {
        QTemporaryDir dir;
        QVERIFY(write(dir.filePath(u"rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/memory_record.csv"_qs), kRecordHeader));
        QVERIFY(write(dir.filePath(u"rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/operator_memory.csv"_qs), kOperatorHeader));
        const auto data = loadMemory({dir.path()});
        QVERIFY(!data || data->isEmpty());
    }

    // Ranks from their run folders; when a rank has a DB and CSVs the DB wins; a file stands for
    // its folder; the ranks come out sorted.
    void theLoaderTakesEachRankOnceAndTheDbFirst()
    {
        QTemporaryDir dir;
        const QString rank1 = dir.filePath(u"rank1_ascend_pt/ASCEND_PROFILER_OUTPUT/"_qs);
        const QString rank0 = dir.filePath(u"rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/"_qs);
        QVERIFY(write(rank1 + u"memory_record.csv", kRecordHeader + "PTA+GE,1.000\t,999,999,999,1,NPU:1\n"));
        QVERIFY(write(rank0 + u"memory_record.csv", kRecordHeader + "PTA+GE,1.000\t,5,6,5,1,NPU:0\n"));
        QVERIFY(makeDb(rank1 + u"ascend_pytorch_profiler_1.db",
                       {u"CREATE TABLE STRING_IDS (id INTEGER PRIMARY KEY, value TEXT)"_qs,
                        u"INSERT INTO STRING_IDS VALUES (536870914, 'PTA+GE')"_qs,
                        u"CREATE TABLE MEMORY_RECORD (component INTEGER, timestamp INTEGER, totalAllocated INTEGER, "
                        "totalReserved INTEGER, totalActive INTEGER, streamPtr INTEGER, deviceId INTEGER)"_qs,
                        u"INSERT INTO MEMORY_RECORD VALUES (536870914, 1000, 1048576, 2097152, 1048576, 1, 1)"_qs}));
        const auto data = loadMemory({dir.path()});
        QVERIFY(data);
        QCOMPARE(data->ranks.size(), size_t(2));
        QCOMPARE(data->ranks[0].rank, 0);
        QCOMPARE(data->ranks[1].rank, 1);
        QVERIFY(data->ranks[1].path.endsWith(u".db"_qs));
        const MemoryReport report = summarizeMemory(*data, nullptr);
        QCOMPARE(*report.rank(1)->peakAllocatedMb, 1.0);
        QCOMPARE(*report.rank(0)->peakAllocatedMb, 5.0);
        // a file given alone: its folder's
        const auto alone = loadMemory({rank0 + u"memory_record.csv"});
        QVERIFY(alone);
        QCOMPARE(alone->ranks.size(), size_t(1));
        QCOMPARE(alone->ranks.front().rank, 0);
    }

    // Nothing to read is cheap and nothing.
    void aFolderWithoutMemoryGivesNothing()
    {
        QTemporaryDir dir;
        QVERIFY(write(dir.filePath(u"a/b/kernel_details.csv"_qs), "Name\nx\n"));
        QVERIFY(!loadMemory({dir.path()}));
    }
};

QTEST_GUILESS_MAIN(TestMemoryCsv)
#include "tst_memorycsv.moc"
