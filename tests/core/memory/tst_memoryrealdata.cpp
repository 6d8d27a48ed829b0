// SPDX-License-Identifier: GPL-3.0-or-later
// The real sets that hold memory tables, opened the way a user opens them: the figures equal what
// sqlite3 gives on the same files (the queries are beside each figure; core/memory/README.md §3).
// Skips with a message when ../shared/realdata is absent.
#include "core/memory/memoryloader.h"
#include "core/memory/memoryreport.h"
#include "core/run/runbreakdown.h"
#include "core/workflow/workflow.h"
#include "testutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

constexpr double kMb = 1024.0 * 1024.0;

bool near(double a, double b, double tolerance)
{
    return std::abs(a - b) <= tolerance;
}

} // namespace

class TestMemoryRealData : public QObject
{
    Q_OBJECT

private slots:
    // L1: every memory table of torch_npu's DB export. Figures from sqlite3 on
    // ascend_pytorch_profiler_0.db:
    //   SELECT max(totalAllocated), max(totalReserved), max(totalActive) FROM MEMORY_RECORD
    //     WHERE component = 536870914  -- PTA+GE: 1263270912 (1204.73 MB), 1600913408 (1526.75), 1245701120 (1187.98)
    //   first timestamp of that maximum: 1736410576444401680
    //   OP_MEMORY rows with size > 0, allocationTime <= peak, releaseTime NULL or > peak: 43, 503.2476 MB
    void level1DbGivesThePeaksOfThePtaGeSeries()
    {
        RL_REAL_DATA(job, u"torchnpu_a2_db_level1"_qs);
        const auto data = loadMemory({job});
        QVERIFY(data);
        QCOMPARE(data->ranks.size(), size_t(1));
        QVERIFY2(data->diagnostics.isEmpty(), qPrintable(data->diagnostics.value(0).toString()));
        const MemoryReport report = summarizeMemory(*data, nullptr);
        RL_FOUND(r, report.rank(0));
        QCOMPARE(r.source, u"pta_ge"_qs);
        QVERIFY(r.peakAllocatedMb && r.peakReservedMb && r.peakActiveMb && r.peakTimeNs);
        QCOMPARE(QString::number(*r.peakAllocatedMb, 'f', 2), u"1204.73"_qs);
        QCOMPARE(QString::number(*r.peakReservedMb, 'f', 2), u"1526.75"_qs);
        QCOMPARE(QString::number(*r.peakActiveMb, 'f', 2), u"1187.98"_qs);
        QCOMPARE(*r.peakTimeNs, Q_INT64_C(1736410576444401680));
        QCOMPARE(r.aliveCount, 43);
        QCOMPARE(QString::number(r.aliveSizeMb, 'f', 2), u"503.25"_qs);
        QVERIFY(r.beforeProfileMb);
        QCOMPARE(QString::number(*r.beforeProfileMb, 'f', 2), u"701.48"_qs);
        // ORDER BY size DESC, allocationTime: aten::mm, 147456.5 KB, never released in the profile
        QVERIFY(!r.aliveLargest.empty() && !r.topOperators.empty());
        QCOMPARE(r.aliveLargest.front().name, u"aten::mm"_qs);
        QCOMPARE(r.aliveLargest.front().sizeKb, 147456.5);
        QCOMPARE(r.aliveLargest.front().allocationNs, Q_INT64_C(1736410576431898670));
        QCOMPARE(r.topOperators.front().name, u"aten::mm"_qs);
        QVERIFY(!r.topOperators.front().releaseNs);
        QCOMPARE(r.topOperators.size(), size_t(10));
    }

    //   HBM: per timestamp SUM(bandwidth), 13 timestamps: mean 24.879933 GB/s, max 172.332434
    //   LLC: 26 rows, mode 'read' only, AVG(hitRate) 49.8962 %, 13 distinct timestamps
    void level1DbGivesTheSampledHbmAndL2()
    {
        RL_REAL_DATA(job, u"torchnpu_a2_db_level1"_qs);
        const auto data = loadMemory({job});
        QVERIFY(data);
        const MemoryReport report = summarizeMemory(*data, nullptr);
        RL_FOUND(r, report.rank(0));
        QCOMPARE(r.hbmSamples, qint64(13));
        QVERIFY(r.hbmMeanGbs && r.hbmMaxGbs);
        QVERIFY2(near(*r.hbmMeanGbs, 24.879933, 1e-6), qPrintable(QString::number(*r.hbmMeanGbs, 'f', 6)));
        QVERIFY2(near(*r.hbmMaxGbs, 172.332434, 1e-6), qPrintable(QString::number(*r.hbmMaxGbs, 'f', 6)));
        QVERIFY(r.llcReadHitRate);
        QVERIFY(near(*r.llcReadHitRate, 0.498962, 1e-6));
        QVERIFY(!r.llcWriteHitRate);
        QCOMPARE(r.llcSamples, qint64(13));
    }

    // The other tables: NPU_OP_MEM's pool (max totalAllocate 73.0625 MB, totalReserve 74.75), NPU_MEM
    // `app` (14 rows, max hbm + ddr 2113.73 MB), the modules with reserved memory (APP 1452, HCCL
    // 404.06, RUNTIME 92.23, GE 76), OP_MEMORY's 184 rows (24 unreleased).
    void level1DbKeepsEverySeries()
    {
        RL_REAL_DATA(job, u"torchnpu_a2_db_level1"_qs);
        const auto data = loadMemory({job});
        QVERIFY(data);
        const RankMemory &m = data->ranks.front();
        QCOMPARE(m.deviceId, std::optional<int>(0));
        RL_FOUND(pool, m.find(MemoryComponent::NpuOpMem));
        QCOMPARE(
            QString::number(*std::max_element(pool.allocatedBytes.begin(), pool.allocatedBytes.end()) / kMb, 'f', 4),
            u"73.0625"_qs);
        QVERIFY(!pool.hasActive());
        RL_FOUND(app, m.find(MemoryComponent::App));
        QCOMPARE(app.size(), size_t(14));
        QVERIFY(!app.hasAllocated());
        QCOMPARE(QString::number(*std::max_element(app.reservedBytes.begin(), app.reservedBytes.end()) / kMb, 'f', 2),
                 u"2113.73"_qs);
        RL_FOUND(ge, m.find(MemoryComponent::Ge));
        QCOMPARE(ge.size(), size_t(114));
        QVERIFY(!ge.hasActive());
        QCOMPARE(m.find(MemoryComponent::Pta)->size(), size_t(381));
        QCOMPARE(m.find(MemoryComponent::PtaGe)->size(), size_t(495));
        QCOMPARE(m.allocations.size(), size_t(184));
        QCOMPARE(
            std::count(m.allocations.releaseNs.begin(), m.allocations.releaseNs.end(), AllocationColumns::kNoRelease),
            24);
        QMap<QString, QString> modules;
        for (const ModuleMemorySeries &s : m.modules)
            modules.insert(
                s.module,
                QString::number(*std::max_element(s.reservedBytes.begin(), s.reservedBytes.end()) / kMb, 'f', 2));
        const QMap<QString, QString> expected{{u"APP"_qs, u"1452.00"_qs},
                                              {u"HCCL"_qs, u"404.06"_qs},
                                              {u"RUNTIME"_qs, u"92.23"_qs},
                                              {u"GE"_qs, u"76.00"_qs}};
        QCOMPARE(modules, expected);
        QVERIFY(std::is_sorted(m.find(MemoryComponent::PtaGe)->timeNs.begin(),
                               m.find(MemoryComponent::PtaGe)->timeNs.end()));
    }

    // MS: NPU_OP_MEM on device 0 (type through ENUM_MEMORY: 5 allocate, 6 release), HBM and LLC on
    // device 2: two ranks, each the device id. From sqlite3 / python3 on msprof_0.db:
    //   device 0: max totalAllocate 604110848 (576.125 MB) first at 1710490360379088250, max
    //   totalReserve 1229258752 (1172.3125); 247 allocate/release pairs on operatorName + addr,
    //   largest hcom_reduceScatter__305_36_1 589888 KB; alive at the peak 1 holding 576.0625 MB
    //   device 2: HBM one timestamp of zeros; LLC 4 read rows, AVG(hitRate) 54.725 %, 4 timestamps
    void msprofDbKeysEveryTableByDevice()
    {
        RL_REAL_DATA(db, u"msprof_db_910b_2023_edited/full_db/msprof_0.db"_qs);
        const auto data = loadMemory({db});
        QVERIFY(data);
        QCOMPARE(data->ranks.size(), size_t(2));
        QVERIFY2(data->diagnostics.isEmpty(), qPrintable(data->diagnostics.value(0).toString()));
        const MemoryReport report = summarizeMemory(*data, nullptr);
        RL_FOUND(d0, report.rank(0));
        QCOMPARE(d0.source, u"npu_op_mem"_qs);
        QCOMPARE(*d0.peakAllocatedMb, 576.125);
        QCOMPARE(*d0.peakReservedMb, 1172.3125);
        QVERIFY(!d0.peakActiveMb);
        QCOMPARE(*d0.peakTimeNs, Q_INT64_C(1710490360379088250));
        QCOMPARE(data->rank(0)->allocations.size(), size_t(247));
        QCOMPARE(d0.topOperators.front().name, u"hcom_reduceScatter__305_36_1"_qs);
        QCOMPARE(d0.topOperators.front().sizeKb, 589888.0);
        QCOMPARE(d0.aliveCount, 1);
        QCOMPARE(d0.aliveSizeMb, 576.0625);
        QCOMPARE(*d0.beforeProfileMb, 0.0625);
        QCOMPARE(d0.hbmSamples, qint64(0));
        RL_FOUND(d2, report.rank(2));
        QVERIFY(d2.source.isEmpty());
        QVERIFY(!d2.peakAllocatedMb);
        QCOMPARE(d2.hbmSamples, qint64(1));
        QCOMPARE(*d2.hbmMeanGbs, 0.0);
        QVERIFY(near(*d2.llcReadHitRate, 0.54725, 1e-9));
        QCOMPARE(d2.llcSamples, qint64(4));
        QCOMPARE(data->rank(2)->deviceId, std::optional<int>(2));
    }

    // The whole way: the workflow loads L1 and the analysis carries the rank's figures.
    void workflowCarriesTheMemoryOfLevel1()
    {
        RL_REAL_DATA(job, u"torchnpu_a2_db_level1"_qs);
        AnalysisRequest request;
        request.paths = {job};
        Progress progress;
        RL_VALUE(a, Workflow::builtin().loadAndAnalyze(request, progress));
        QVERIFY(a.memory);
        RL_FOUND(r, a.memory->rank(0));
        QCOMPARE(QString::number(*r.peakAllocatedMb, 'f', 2), u"1204.73"_qs);
        QCOMPARE(QString::number(*r.beforeProfileMb, 'f', 2), u"701.48"_qs);
        QCOMPARE(r.aliveCount, 43);
        QVERIFY(a.profile && a.profile->run && a.profile->run->memory);
    }
};

QTEST_GUILESS_MAIN(TestMemoryRealData)
#include "tst_memoryrealdata.moc"
