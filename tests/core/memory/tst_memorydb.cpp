// SPDX-License-Identifier: GPL-3.0-or-later
// The memory tables of a profiler DB, each in a generated file (core/memory/README.md §1, §2):
// how ids are decoded, which figures each series keeps, how rows become allocations and samples,
// what a bad row or an empty table gives, how devices become ranks, and the §7c figures (§3).
#include "core/memory/memorydbreader.h"
#include "core/memory/memoryloader.h"
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

// torch_npu's ids from 2<<28, msprof's from 0: `GE` twice (formats of README §1).
const QStringList kStrings{
    u"CREATE TABLE STRING_IDS (id INTEGER PRIMARY KEY, value TEXT)"_qs,
    u"INSERT INTO STRING_IDS VALUES (372, 'GE'), (373, 'release'), (374, 'allocate'), (375, 'ReduceSum'), "
    "(376, 'read'), (377, 'write'), (363, 'app'), (364, 'device'), (536870912, 'GE'), (536870913, 'PTA'), "
    "(536870914, 'PTA+GE'), (536870915, 'aten::mm'), (536870916, 'aten::add'), (536870917, 'WORKSPACE')"_qs};

const QString kMemoryRecord =
    u"CREATE TABLE MEMORY_RECORD (component INTEGER, timestamp INTEGER, totalAllocated "
    "INTEGER, totalReserved INTEGER, totalActive INTEGER, streamPtr INTEGER, deviceId INTEGER)"_qs;
const QString kOpMemory = u"CREATE TABLE OP_MEMORY (name INTEGER, size INTEGER, allocationTime INTEGER, releaseTime "
                          "INTEGER, activeReleaseTime INTEGER, duration INTEGER, activeDuration INTEGER, "
                          "allocationTotalAllocated INTEGER, allocationTotalReserved INTEGER, allocationTotalActive "
                          "INTEGER, releaseTotalAllocated INTEGER, releaseTotalReserved INTEGER, releaseTotalActive "
                          "INTEGER, streamPtr INTEGER, deviceId INTEGER)"_qs;
const QString kNpuOpMem = u"CREATE TABLE NPU_OP_MEM (operatorName INTEGER, addr INTEGER, type INTEGER, size INTEGER, "
                          "timestampNs INTEGER, globalTid INTEGER, totalAllocate NUMERIC, totalReserve NUMERIC, "
                          "component INTEGER, deviceId INTEGER)"_qs;
const QString kHbm = u"CREATE TABLE HBM (deviceId INTEGER, timestampNs INTEGER, bandwidth NUMERIC, hbmId INTEGER, "
                     "type INTEGER)"_qs;
const QString kLlc = u"CREATE TABLE LLC (deviceId INTEGER, llcId INTEGER, timestampNs INTEGER, hitRate REAL, "
                     "throughput INTEGER, mode INTEGER)"_qs;

QString mb(double megabytes)
{
    return QString::number(qint64(megabytes * kMb));
}

std::optional<MemoryData> loadDb(const QTemporaryDir &dir, const QStringList &statements,
                                 const QString &name = u"msprof_0.db"_qs)
{
    if (!makeDb(dir.filePath(name), statements))
        return std::nullopt;
    return loadMemory({dir.path()});
}

bool locates(const Diagnostics &diagnostics, const QString &location)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [&](const Diagnostic &d) { return d.location.contains(location); });
}

} // namespace

class TestMemoryDb : public QObject
{
    Q_OBJECT

private slots:
    // Each component its own series, named through STRING_IDS by id (never by text: `GE` is there
    // twice); GE keeps no active figure; every peak its own maximum; the peak time is the first
    // time the allocated maximum is reached.
    void memoryRecordGivesOneSeriesPerComponentAndThePtaGePeaks()
    {
        QTemporaryDir dir;
        const auto data = loadDb(dir,
                                 kStrings
                                     + QStringList{kMemoryRecord,
                                                   u"INSERT INTO MEMORY_RECORD VALUES "
                                                   "(536870913, 300, "
                                                       + mb(100) + u", " + mb(200) + u", " + mb(90)
                                                       + u", 1, 0), "
                                                         "(536870914, 300, "
                                                       + mb(110) + u", " + mb(220) + u", " + mb(95)
                                                       + u", 1, 0), "
                                                         "(536870912, 200, "
                                                       + mb(10) + u", " + mb(20)
                                                       + u", 0, NULL, 0), "
                                                         "(536870914, 200, "
                                                       + mb(50) + u", " + mb(230) + u", " + mb(96)
                                                       + u", 1, 0), "
                                                         "(536870914, 400, "
                                                       + mb(110) + u", " + mb(220) + u", " + mb(80)
                                                       + u", 1, 0), "
                                                         "(536870917, 500, "
                                                       + mb(900) + u", " + mb(900) + u", " + mb(900) + u", 1, 0)"});
        QVERIFY(data);
        QCOMPARE(data->ranks.size(), size_t(1));
        const RankMemory &m = data->ranks.front();
        RL_FOUND(ptaGe, m.find(MemoryComponent::PtaGe));
        QCOMPARE(ptaGe.timeNs, (std::vector<qint64>{200, 300, 400})); // sorted by time
        QVERIFY(ptaGe.hasActive());
        RL_FOUND(ge, m.find(MemoryComponent::Ge));
        QVERIFY(!ge.hasActive());
        QVERIFY(m.find(MemoryComponent::Workspace));
        const MemoryReport report = summarizeMemory(*data, nullptr);
        RL_FOUND(r, report.rank(0));
        QCOMPARE(r.source, u"pta_ge"_qs);
        QCOMPARE(*r.peakAllocatedMb, 110.0); // never WORKSPACE's 900
        QCOMPARE(*r.peakReservedMb, 230.0);
        QCOMPARE(*r.peakActiveMb, 96.0);
        QCOMPARE(*r.peakTimeNs, qint64(300));
    }

    // A component no word of the vocabulary names, a negative total, a missing time: each reason
    // one warning naming the table and the first row by rowid; the good rows stay.
    void badMemoryRecordRowsAreOneWarningPerReason()
    {
        QTemporaryDir dir;
        const auto data = loadDb(
            dir,
            kStrings
                + QStringList{
                    kMemoryRecord,
                    u"INSERT INTO MEMORY_RECORD VALUES (536870914, 100, 10, 20, 5, 1, 0), (999, 110, 10, 20, 5, 1, 0), "
                    "(536870914, 120, -10, 20, 5, 1, 0), (536870914, NULL, 10, 20, 5, 1, 0), "
                    "(536870914, 130, 'lots', 20, 5, 1, 0)"_qs});
        QVERIFY(data);
        QCOMPARE(data->ranks.front().find(MemoryComponent::PtaGe)->size(), size_t(1));
        QVERIFY(locates(data->diagnostics, u"msprof_0.db#MEMORY_RECORD/rowid=2"_qs));
        QVERIFY(locates(data->diagnostics, u"msprof_0.db#MEMORY_RECORD/rowid=3"_qs));
        QCOMPARE(data->diagnostics.size(), 2);
        QVERIFY(data->diagnostics.last().message.contains(u"3"_qs)); // three rows, counted
    }

    // OP_MEMORY: one interval per row; a NULL release is after the profile; size <= 0 is no allocation.
    void opMemoryRowsAreAllocationIntervals()
    {
        QTemporaryDir dir;
        const auto data = loadDb(
            dir,
            kStrings
                + QStringList{
                    kOpMemory,
                    u"INSERT INTO OP_MEMORY (name, size, allocationTime, releaseTime, deviceId) VALUES "
                    "(536870915, 2048, 100, NULL, 0), (536870916, 1024, 150, 400, 0), (536870916, -1024, 160, 170, 0), "
                    "(536870916, 0, 165, 170, 0), (536870915, 512, 300, 200, 0), (4242, 4096, 180, 190, 0)"_qs});
        QVERIFY(data);
        const AllocationColumns &a = data->ranks.front().allocations;
        QCOMPARE(a.size(), size_t(3));
        QCOMPARE(a.names.at(a.nameId[0]), u"aten::mm"_qs);
        QCOMPARE(a.releaseNs[0], AllocationColumns::kNoRelease);
        QCOMPARE(a.releaseNs[1], qint64(400));
        QCOMPARE(a.names.at(a.nameId[2]), u"4242"_qs);                 // an id STRING_IDS lacks, shown as it is
        QVERIFY(locates(data->diagnostics, u"#OP_MEMORY/rowid=5"_qs)); // released before allocated
    }

    // NPU_OP_MEM's type resolves through STRING_IDS in torch_npu's files; in the older msprof
    // schema STRING_IDS gives nonsense for the id and ENUM_MEMORY the word (5 allocate, 6 release).
    // Pairs on operator + address + device; the pool's totals are the NPU_OP_MEM series.
    void npuOpMemPairsDecodeTheTypeByItsVocabulary_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<int>("allocate");
        QTest::addColumn<int>("release");
        QTest::newRow("STRING_IDS") << kStrings << 374 << 373;
        QTest::newRow("ENUM_MEMORY")
            << QStringList{u"CREATE TABLE STRING_IDS (id INTEGER PRIMARY KEY, value TEXT)"_qs,
                           u"INSERT INTO STRING_IDS VALUES (5, '\"1676480000\"'), (6, 'aclnnCast'), "
                           "(375, 'ReduceSum'), (430, 'APP')"_qs,
                           u"CREATE TABLE ENUM_MEMORY (id INTEGER PRIMARY KEY, name TEXT)"_qs,
                           u"INSERT INTO ENUM_MEMORY VALUES (0, 'app'), (1, 'device'), "
                           "(5, 'allocate'), (6, 'release')"_qs}
            << 5 << 6;
    }
    void npuOpMemPairsDecodeTheTypeByItsVocabulary()
    {
        QFETCH(QStringList, words);
        QFETCH(int, allocate);
        QFETCH(int, release);
        const QString a = QString::number(allocate), r = QString::number(release);
        QTemporaryDir dir;
        const auto data = loadDb(dir,
                                 words
                                     + QStringList{kNpuOpMem,
                                                   u"INSERT INTO NPU_OP_MEM VALUES "
                                                   "(375, 1000, "
                                                       + a
                                                       + u", 4096, 10, 1, 4096, 8192, 430, 0), "
                                                         "(375, 2000, "
                                                       + a
                                                       + u", 1024, 20, 1, 5120, 8192, 430, 0), "
                                                         "(375, 1000, "
                                                       + r
                                                       + u", 4096, 30, 1, 1024, 8192, 430, 0), "
                                                         "(375, 3000, "
                                                       + r
                                                       + u", 64, 35, 1, 960, 8192, 430, 0), "
                                                         "(375, 1000, "
                                                       + a + u", 2048, 40, 1, 3008, 8192, 430, 0)"});
        QVERIFY(data);
        const RankMemory &m = data->ranks.front();
        RL_FOUND(pool, m.find(MemoryComponent::NpuOpMem));
        QCOMPARE(pool.size(), size_t(5));
        QVERIFY(!pool.hasActive());
        QCOMPARE(m.allocations.size(), size_t(3)); // the release of 3000 closes nothing read
        QCOMPARE(m.allocations.releaseNs,
                 (std::vector<qint64>{30, AllocationColumns::kNoRelease, AllocationColumns::kNoRelease}));
        QCOMPARE(m.allocations.names.at(m.allocations.nameId[0]), u"ReduceSum"_qs);
        const MemoryReport report = summarizeMemory(*data, nullptr);
        QCOMPARE(report.ranks.front().source, u"npu_op_mem"_qs);
        QCOMPARE(*report.ranks.front().peakTimeNs, qint64(20));
        QVERIFY(data->diagnostics.isEmpty());
    }

    // Found by fuzz_memory_db: a release whose device cell reads as the same number as its
    // allocation's but is another rank's (text against 0) closed an index of the other rank's
    // columns. A release earlier than the only allocation of its address closes nothing.
    void npuOpMemReleasesCloseOnlyTheirOwnRanksEarlierAllocations()
    {
        QTemporaryDir dir;
        const auto data = loadDb(dir,
                                 kStrings
                                     + QStringList{kNpuOpMem,
                                                   u"INSERT INTO NPU_OP_MEM VALUES "
                                                   "(375, 77, 374, 4096, 10, 1, 4096, 8192, 372, 'npu'), "
                                                   "(375, 77, 373, 4096, 20, 1, 0, 8192, 372, 0), "
                                                   "(375, 88, 374, 1024, 30, 1, 1024, 8192, 372, 0), "
                                                   "(375, 88, 373, 1024, 25, 1, 0, 8192, 372, 0)"_qs});
        QVERIFY(data);
        size_t intervals = 0;
        for (const RankMemory &m : data->ranks) {
            for (size_t i = 0; i < m.allocations.size(); ++i) {
                ++intervals;
                QCOMPARE(m.allocations.releaseNs[i], AllocationColumns::kNoRelease); // neither release fits
            }
        }
        QCOMPARE(intervals, size_t(2));
    }

    // Found by fuzz_memory_db: a REAL infinity in a time column was read as the lowest qint64 (Qt
    // rounds it and says ok), and the lifetime then overflowed; a time past 2^62 ns is no clock's.
    void infiniteOrFarTimesAreMalformedRows()
    {
        QTemporaryDir dir;
        const auto data = loadDb(
            dir,
            kStrings
                + QStringList{kOpMemory,
                              u"INSERT INTO OP_MEMORY VALUES "
                              "(536870915, 1024, 9e999, 2500, NULL, NULL, NULL, 1, 2, 1, 1, 2, 1, 7, 0), "
                              "(536870915, 1024, 10, 9223372036854775807, NULL, NULL, NULL, 1, 2, 1, 1, 2, 1, 7, 0), "
                              "(536870916, 2048, 10, 2500.0, NULL, NULL, NULL, 1, 2, 1, 1, 2, 1, 7, 0)"_qs});
        QVERIFY(data);
        const RankMemory &m = data->ranks.front();
        QCOMPARE(m.allocations.size(), size_t(1));
        QCOMPARE(m.allocations.releaseNs[0], qint64(2500));
        QVERIFY(locates(data->diagnostics, u"OP_MEMORY"_qs));
    }

    // OP_MEMORY wins over NPU_OP_MEM's pairs for the allocations (torch_npu built it from them).
    void opMemoryIsPreferredToNpuOpMemPairs()
    {
        QTemporaryDir dir;
        const auto data = loadDb(
            dir,
            kStrings
                + QStringList{
                    kOpMemory, kNpuOpMem,
                    u"INSERT INTO OP_MEMORY (name, size, allocationTime, releaseTime, deviceId) VALUES (536870915, 64, 5, 6, 0)"_qs,
                    u"INSERT INTO NPU_OP_MEM VALUES (375, 1, 374, 4096, 10, 1, 4096, 8192, 372, 0)"_qs});
        QVERIFY(data);
        QCOMPARE(data->ranks.front().allocations.size(), size_t(1));
        QCOMPARE(data->ranks.front().allocations.sizeBytes.front(), qint64(64));
    }

    // NPU_MEM's `app` rows are the APP series (reserved only, hbm + ddr); NPU_MODULE_MEM's modules
    // are named by ENUM_MODULE, the ones at 0 throughout left out.
    void npuMemAndModulesAreReservedOnlySeries()
    {
        QTemporaryDir dir;
        const auto data = loadDb(
            dir,
            kStrings
                + QStringList{
                    u"CREATE TABLE NPU_MEM (type INTEGER, ddr NUMERIC, hbm NUMERIC, timestampNs INTEGER, deviceId INTEGER)"_qs,
                    u"INSERT INTO NPU_MEM VALUES (363, 0, " + mb(2000) + u", 10, 0), (364, 0, " + mb(3000)
                        + u", 10, 0), "
                          "(363, "
                        + mb(1) + u", " + mb(2100) + u", 30, 0)",
                    u"CREATE TABLE ENUM_MODULE (id INTEGER PRIMARY KEY, name TEXT)"_qs,
                    u"INSERT INTO ENUM_MODULE VALUES (0, 'SLOG'), (7, 'APP'), (8, 'HCCL')"_qs,
                    u"CREATE TABLE NPU_MODULE_MEM (moduleId INTEGER, timestampNs INTEGER, totalReserved NUMERIC, deviceId INTEGER)"_qs,
                    u"INSERT INTO NPU_MODULE_MEM VALUES (0, 10, 0, 0), (7, 20, " + mb(1452) + u", 0), (7, 10, "
                        + mb(1000) + u", 0), (8, 10, " + mb(404) + u", 0), (0, 20, 0, 0), (99, 10, 5, 0)"});
        QVERIFY(data);
        const RankMemory &m = data->ranks.front();
        RL_FOUND(app, m.find(MemoryComponent::App));
        QVERIFY(!app.hasAllocated() && !app.hasActive());
        QCOMPARE(app.reservedBytes, (std::vector<double>{2000 * kMb, 2101 * kMb}));
        QCOMPARE(m.modules.size(), size_t(3));
        QStringList names;
        for (const ModuleMemorySeries &s : m.modules)
            names << s.module;
        QVERIFY(names.contains(u"APP"_qs) && names.contains(u"HCCL"_qs) && !names.contains(u"SLOG"_qs));
        const auto appModule = std::find_if(m.modules.begin(), m.modules.end(),
                                            [](const ModuleMemorySeries &s) { return s.module == u"APP"; });
        QCOMPARE(appModule->timeNs, (std::vector<qint64>{10, 20}));
        // APP alone gives no peak (contract: never APP or WORKSPACE)
        QVERIFY(summarizeMemory(*data, nullptr).ranks.front().source.isEmpty());
    }

    // HBM: per timestamp, every unit's read and write summed (bytes/s); LLC: percent made a
    // fraction, the mean over the rows of each mode, the distinct times counted; a hit rate above
    // 100 % is a warning, not a sample.
    void hbmAndLlcSamplesAreSummedAndAveraged()
    {
        QTemporaryDir dir;
        const auto data = loadDb(
            dir,
            kStrings
                + QStringList{
                    kHbm, kLlc,
                    u"INSERT INTO HBM VALUES (0, 10, 0, 0, 376), (0, 10, 0, 1, 377), (0, 20, 1000000000, 0, 376), "
                    "(0, 20, 2000000000, 1, 376), (0, 20, 500000000, 0, 377)"_qs,
                    u"INSERT INTO LLC VALUES (0, 0, 10, 80, 0, 376), (0, 1, 10, 60, 0, 376), (0, 0, 20, 50, 100, 376), "
                    "(0, 0, 30, 90, 7, 377), (0, 1, 30, 150, 7, 377)"_qs});
        QVERIFY(data);
        const RankMemory &m = data->ranks.front();
        QCOMPARE(m.hbm.timeNs, (std::vector<qint64>{10, 20}));
        QCOMPARE(m.hbm.readBps[1], 3e9);
        QCOMPARE(m.hbm.writeBps[1], 0.5e9);
        QCOMPARE(m.llcRead.hitRate.size(), size_t(2));
        QVERIFY(qFuzzyCompare(m.llcRead.hitRate[0], 0.7) && qFuzzyCompare(m.llcRead.hitRate[1], 0.5));
        QCOMPARE(m.llcRead.throughputBps, (std::vector<double>{0.0, 100.0}));
        QCOMPARE(m.llcTimestamps, qint64(3));
        QVERIFY(locates(data->diagnostics, u"#LLC/rowid=5"_qs));
        const MemoryReport report = summarizeMemory(*data, nullptr);
        const RankMemoryReport &r = report.ranks.front();
        QCOMPARE(r.hbmSamples, qint64(2));
        QCOMPARE(*r.hbmMeanGbs, 1.75);
        QCOMPARE(*r.hbmMaxGbs, 3.5);
        QVERIFY(std::abs(*r.llcReadHitRate - (0.8 + 0.6 + 0.5) / 3.0) < 1e-12);
        QVERIFY(qFuzzyCompare(*r.llcWriteHitRate, 0.9));
        QCOMPARE(r.llcSamples, qint64(3));
    }

    // A memory table without rows is no memory; a DB without memory tables neither.
    void emptyTablesGiveNoMemory()
    {
        QTemporaryDir dir;
        const auto data = loadDb(dir, kStrings + QStringList{kMemoryRecord, kOpMemory, kHbm});
        QVERIFY(!data || data->isEmpty());
        QTemporaryDir other;
        QVERIFY(!loadDb(other, kStrings));
    }

    // A table of another shape is a warning naming it, never a crash.
    void aTableWithoutItsColumnsIsAWarning()
    {
        QTemporaryDir dir;
        const auto data = loadDb(
            dir, {u"CREATE TABLE HBM (deviceId INTEGER, bandwidth NUMERIC)"_qs, u"INSERT INTO HBM VALUES (0, 5)"_qs});
        QVERIFY(data);
        QVERIFY(data->ranks.empty());
        QVERIFY(locates(data->diagnostics, u"msprof_0.db#HBM"_qs));
    }

    // MS's shape: allocations on device 0, samples on device 2: two ranks, each its device's id.
    void anMsprofDbGivesOneRankPerDevice()
    {
        QTemporaryDir dir;
        const auto data = loadDb(
            dir,
            kStrings
                + QStringList{kNpuOpMem, kHbm,
                              u"INSERT INTO NPU_OP_MEM VALUES (375, 1, 374, 4096, 10, 1, 4096, 8192, 372, 0)"_qs,
                              u"INSERT INTO HBM VALUES (2, 10, 5, 0, 376)"_qs});
        QVERIFY(data);
        QCOMPARE(data->ranks.size(), size_t(2));
        QCOMPARE(data->ranks[0].rank, 0);
        QCOMPARE(data->ranks[1].rank, 2);
        QCOMPARE(data->ranks[1].deviceId, std::optional<int>(2));
        QCOMPARE(data->ranks[1].hbm.size(), size_t(1));
    }

    // A torch_npu DB takes its run folder's rank.
    void aTorchNpuDbTakesItsRunFoldersRank()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(u"rank3_ascend_pt/ASCEND_PROFILER_OUTPUT"_qs));
        const auto data = loadDb(dir, kStrings + QStringList{kHbm, u"INSERT INTO HBM VALUES (0, 10, 5, 0, 376)"_qs},
                                 u"rank3_ascend_pt/ASCEND_PROFILER_OUTPUT/ascend_pytorch_profiler_3.db"_qs);
        QVERIFY(data);
        QCOMPARE(data->ranks.size(), size_t(1));
        QCOMPARE(data->ranks.front().rank, 3);
        QCOMPARE(data->ranks.front().deviceId, std::optional<int>(0));
    }

    // The §7c lists: top operators by size, ties by allocation time; alive at the peak those
    // allocated at or before it and released after it (or never); before_profile the rest.
    void theSummaryListsTheLargestAndTheAllocationsAliveAtThePeak()
    {
        QTemporaryDir dir;
        const auto data = loadDb(
            dir,
            kStrings
                + QStringList{kMemoryRecord, kOpMemory,
                              u"INSERT INTO MEMORY_RECORD VALUES (536870914, 100, " + mb(10) + u", " + mb(20) + u", "
                                  + mb(10) + u", 1, 0), (536870914, 200, " + mb(12) + u", " + mb(20) + u", " + mb(12)
                                  + u", 1, 0)",
                              u"INSERT INTO OP_MEMORY (name, size, allocationTime, releaseTime, deviceId) VALUES "
                              "(536870915, 1048576, 150, 300, 0), (536870916, 1048576, 120, NULL, 0), "
                              "(536870916, 3145728, 50, 200, 0), (536870915, 1024, 200, 250, 0)"_qs});
        QVERIFY(data);
        const RankMemoryReport r = summarizeMemory(*data, nullptr).ranks.front();
        QCOMPARE(r.topOperators.size(), size_t(4));
        QCOMPARE(r.topOperators[0].sizeKb, 3072.0);
        QCOMPARE(r.topOperators[0].durationUs, std::optional<double>(0.15));
        QCOMPARE(r.topOperators[1].allocationNs, qint64(120)); // the tie: earlier first
        QVERIFY(!r.topOperators[1].releaseNs);
        QCOMPARE(*r.peakTimeNs, qint64(200));
        QCOMPARE(r.aliveCount, 3); // released at 200 is not alive at 200
        QCOMPARE(r.aliveSizeMb, 2.0 + 1.0 / 1024.0);
        QCOMPARE(*r.beforeProfileMb, 12.0 - r.aliveSizeMb);
    }

    // A file that is not a database: a warning naming it, the rest still loads.
    void aDamagedDbIsAWarning()
    {
        QTemporaryDir dir;
        QFile junk(dir.filePath(u"msprof_1.db"_qs));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write(QByteArray(4096, 'x'));
        junk.close();
        const auto data = loadDb(dir, kStrings + QStringList{kHbm, u"INSERT INTO HBM VALUES (0, 10, 5, 0, 376)"_qs});
        QVERIFY(data);
        QCOMPARE(data->ranks.size(), size_t(1));
        QVERIFY(locates(data->diagnostics, u"msprof_1.db"_qs));
    }
};

QTEST_GUILESS_MAIN(TestMemoryDb)
#include "tst_memorydb.moc"
