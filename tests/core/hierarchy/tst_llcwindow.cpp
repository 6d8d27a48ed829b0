// SPDX-License-Identifier: GPL-3.0-or-later
// The last-level cache's hit rate while a kernel ran: the profiler DB's LLC table read into the
// profile (generated databases and the real ones), and the sample window that holds a kernel.
#include "core/common/progress.h"
#include "core/hierarchy/llcwindow.h"
#include "core/io/tables/ascenddb.h"
#include "sqlitefixture.h"
#include "testutil.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

LlcSample at(qint64 t, int llcId, double hitRate, std::optional<double> throughput = 1e9, bool write = false)
{
    return {t, llcId, hitRate, throughput, write};
}

// Two cache units sampled at 100, 200 and 300 ns; the first sample is the profiler's start
// marker (throughput 0).
LlcSamples twoUnits()
{
    return {at(100, 0, 0.9, 0.0), at(100, 1, 0.0, 0.0), at(200, 0, 0.8, 3e9),
            at(200, 1, 0.4, 1e9), at(300, 0, 0.5, 1e9), at(300, 1, 0.0, 0.0)};
}

// A profiler DB with two kernels on device 0, at 1.05–1.06 ms and 1.15–1.25 ms, and `llc`
// statements for its LLC table.
QStringList kernelDb(const QStringList &llc)
{
    QStringList s = {
        u"CREATE TABLE STRING_IDS (id INTEGER PRIMARY KEY, value TEXT)"_qs,
        u"INSERT INTO STRING_IDS VALUES (1, 'read'), (2, 'write'), (3, 'MatMul'), (4, 'AI_CORE'), (5, 'APP')"_qs,
        u"CREATE TABLE TASK (startNs INTEGER, endNs INTEGER, deviceId INTEGER, connectionId INTEGER, "
        "globalTaskId INTEGER, globalPid INTEGER, taskType INTEGER, contextId INTEGER, streamId INTEGER, "
        "taskId INTEGER, modelId INTEGER)"_qs,
        u"INSERT INTO TASK (startNs, endNs, deviceId, globalTaskId, taskType, streamId, taskId) VALUES "
        "(1050000, 1060000, 0, 1, 4, 2, 1), (1150000, 1250000, 0, 2, 4, 2, 2)"_qs,
        u"CREATE TABLE COMPUTE_TASK_INFO (name INTEGER, globalTaskId INTEGER, blockDim INTEGER, opType INTEGER, "
        "taskType INTEGER)"_qs,
        u"INSERT INTO COMPUTE_TASK_INFO VALUES (3, 1, 8, 3, 4), (3, 2, 8, 3, 4)"_qs,
        u"CREATE TABLE LLC (deviceId INTEGER, llcId INTEGER, timestampNs INTEGER, hitRate REAL, throughput INTEGER, "
        "mode INTEGER)"_qs,
    };
    return s + llc;
}

Result<Profile> loadDb(const QTemporaryDir &dir, const QStringList &llc)
{
    const QString path = dir.filePath(u"msprof_0.db"_qs);
    QFile::remove(path);
    if (!makeDb(path, kernelDb(llc)))
        return makeError(Error::Kind::Internal, u"fixture"_qs);
    Progress progress;
    return readAscendDb(path, progress);
}

// A rate and its expected value, equal but for rounding; "none" when there is no rate.
QString rateText(std::optional<double> rate)
{
    return rate ? QString::number(*rate, 'g', 17) : u"none"_qs;
}
#define RL_COMPARE_RATE(actual, expected)                                                                              \
    do {                                                                                                               \
        const std::optional<double> rate_ = (actual);                                                                  \
        QVERIFY2(rate_ &&qFuzzyCompare(*rate_, double(expected)),                                                      \
                 qPrintable(rateText(rate_) + u" instead of " + QString::number(double(expected), 'g', 17)));          \
    } while (false)

std::optional<double> hitRateOf(const Profile &p, const Operator &op, bool *write = nullptr)
{
    if (!p.llcSamples || !op.startNs)
        return std::nullopt;
    return llcHitRateOver(*p.llcSamples, *op.startNs, *op.startNs + qint64(op.durationUs * 1000.0), write);
}

} // namespace

class TestLlcWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theWindowHoldingTheKernelGivesItsUnitsRateWeightedByThroughput()
    {
        bool write = true;
        const auto r = llcHitRateOver(twoUnits(), 120, 180, &write);
        QVERIFY(r);
        QCOMPARE(*r, (0.8 * 3 + 0.4 * 1) / 4);
        QVERIFY(!write);
        // A sample at t covers (previous t, t]: a kernel ending at 200 is still in it.
        RL_COMPARE_RATE(llcHitRateOver(twoUnits(), 101, 200), *r);
        // The idle unit's 0 in the last window is no miss: only the busy unit counts.
        RL_COMPARE_RATE(llcHitRateOver(twoUnits(), 250, 260), 0.5);
    }

    void withoutThroughputsTheUnitsAreAveraged()
    {
        LlcSamples samples = twoUnits();
        samples[3].throughputBps.reset();
        RL_COMPARE_RATE(llcHitRateOver(samples, 120, 180), (0.8 + 0.4) / 2);
    }

    void noSingleWindowMeansNoRate()
    {
        const LlcSamples s = twoUnits();
        QVERIFY(!llcHitRateOver(s, 150, 250)); // spans the sample at 200
        QVERIFY(!llcHitRateOver(s, 100, 150)); // starts in the window that ends at 100
        QVERIFY(!llcHitRateOver(s, 10, 50));   // before the first sample: its span is unknown
        QVERIFY(!llcHitRateOver(s, 310, 320)); // after the last
        QVERIFY(!llcHitRateOver(s, 180, 120)); // ends before it starts
        QVERIFY(!llcHitRateOver({}, 120, 180));
        // A window in which no unit served a byte has no hit rate.
        const LlcSamples idle = {at(100, 0, 0.5), at(200, 0, 0.0, 0.0)};
        QVERIFY(!llcHitRateOver(idle, 120, 180));
    }

    void writeSamplesAreUsedWhenThereAreNoReadOnes()
    {
        const LlcSamples s = {at(100, 0, 0.2, 0.0, true), at(200, 0, 0.6, 1e9, true)};
        bool write = false;
        RL_COMPARE_RATE(llcHitRateOver(s, 120, 180, &write), 0.6);
        QVERIFY(write);
        // Read samples win where the window has both.
        const LlcSamples both = {at(100, 0, 0.2), at(100, 0, 0.2, 1e9, true), at(200, 0, 0.7),
                                 at(200, 0, 0.1, 1e9, true)};
        RL_COMPARE_RATE(llcHitRateOver(both, 120, 180, &write), 0.7);
        QVERIFY(!write);
    }

    void theDbReaderKeepsTheKernelsDeviceInFractions()
    {
        // Device 0 samples at 1.0, 1.1 and 1.2 ms in percent, mode 'read' through STRING_IDS;
        // device 3's sample and a row whose mode names something else are left out.
        QTemporaryDir dir;
        RL_VALUE(p,
                 loadDb(dir,
                        {u"INSERT INTO LLC VALUES (0, 0, 1000000, 50.0, 0, 1), (0, 1, 1000000, 0.0, 0, 1), "
                         "(0, 0, 1100000, 80.0, 3000, 1), (0, 1, 1100000, 40.0, 1000, 1), "
                         "(0, 0, 1200000, 90.0, 1000, 1), (0, 1, 1200000, 60.0, 1000, 1), "
                         "(3, 0, 1100000, 10.0, 1000, 1), (0, 0, 1100000, 10.0, 1000, 5)"_qs}));
        RL_FOUND(samples, p.llcSamples.get());
        QCOMPARE(samples.size(), size_t(6));
        QCOMPARE(samples[2].timestampNs, qint64(1100000));
        QCOMPARE(samples[2].hitRate, 0.8);
        QCOMPARE(samples[2].throughputBps, 3000.0);
        QVERIFY(std::is_sorted(samples.begin(), samples.end(),
                               [](const LlcSample &a, const LlcSample &b) { return a.timestampNs < b.timestampNs; }));
        QVERIFY(mentions(p.diagnostics, u"neither read nor write"_qs));
        QCOMPARE(p.operators.size(), size_t(2));
        RL_COMPARE_RATE(hitRateOf(p, p.operators[0]), (0.8 * 3 + 0.4) / 4); // 1.05–1.06 ms
        QVERIFY(!hitRateOf(p, p.operators[1]));                             // 1.15–1.25 ms spans 1.2 ms
    }

    void fractionsAndEnumModesAreReadToo()
    {
        QTemporaryDir dir;
        RL_VALUE(p,
                 loadDb(dir,
                        {u"CREATE TABLE ENUM_LLC_MODE (id INTEGER PRIMARY KEY, name TEXT)"_qs,
                         u"INSERT INTO ENUM_LLC_MODE VALUES (7, 'write')"_qs,
                         u"INSERT INTO LLC VALUES (0, 0, 1000000, 0.5, 0, 7), (0, 0, 1100000, 0.875, 10, 7)"_qs}));
        RL_FOUND(samples, p.llcSamples.get());
        QCOMPARE(samples.size(), size_t(2));
        QCOMPARE(samples[1].hitRate, 0.875);
        QVERIFY(samples[1].write);
        bool write = false;
        RL_COMPARE_RATE(hitRateOf(p, p.operators[0], &write), 0.875);
        QVERIFY(write);
    }

    void samplesOfAnotherDeviceOrNoTableGiveNone()
    {
        QTemporaryDir dir;
        RL_VALUE(other,
                 loadDb(dir,
                        {u"INSERT INTO LLC VALUES (2, 0, 1000000, 50.0, 0, 1), "
                         "(2, 0, 1100000, 60.0, 10, 1)"_qs}));
        QVERIFY(!other.llcSamples);
        QVERIFY(mentions(other.diagnostics, u"another device than the kernels"_qs));
        RL_VALUE(none, loadDb(dir, {u"DROP TABLE LLC"_qs}));
        QVERIFY(!none.llcSamples);
        QCOMPARE(none.operators.size(), size_t(2));
    }

    void realTorchNpuDbGivesTheConvolutionItsWindow()
    {
        // 13 samples of 2 units in percent, mode 'read' (STRING_IDS 376), device 0 as the kernels.
        RL_REAL_DATA(path,
                     u"torchnpu_a2_db_level1/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/ascend_pytorch_profiler_0.db"_qs);
        Progress progress;
        RL_VALUE(p, readAscendDb(path, progress));
        RL_FOUND(samples, p.llcSamples.get());
        QCOMPARE(samples.size(), size_t(26));
        QCOMPARE(samples.front().hitRate, 0.859);
        for (const LlcSample &s : samples)
            QVERIFY(s.hitRate >= 0.0 && s.hitRate <= 1.0 && !s.write);
        // Conv2D1 runs 404.72–405.03 ms past ...576 s: the window ending at 411.33 ms, where unit
        // 0 read 7.5 GB/s at 81.5 % and unit 1 nothing.
        const auto conv = std::find_if(p.operators.begin(), p.operators.end(),
                                       [](const Operator &op) { return op.name == u"Conv2D1"; });
        QVERIFY(conv != p.operators.end());
        RL_COMPARE_RATE(hitRateOf(p, *conv), 0.815);
        int held = 0;
        for (const Operator &op : p.operators)
            held += hitRateOf(p, op) ? 1 : 0;
        QVERIFY2(held > 100, qPrintable(QString::number(held))); // most kernels lie inside one window
    }

    void realEditedMsprofDbKeepsItsSamplesButNoKernelLiesInThem()
    {
        // Device 2 as the kernels; its four samples come after the last kernel ends.
        RL_REAL_DATA(path, u"msprof_db_910b_2023_edited/full_db/msprof_0.db"_qs);
        Progress progress;
        RL_VALUE(p, readAscendDb(path, progress));
        RL_FOUND(samples, p.llcSamples.get());
        QCOMPARE(samples.size(), size_t(4));
        QCOMPARE(samples.front().hitRate, 0.475);
        for (const Operator &op : p.operators)
            QVERIFY(!hitRateOf(p, op));
    }
};

QTEST_GUILESS_MAIN(TestLlcWindow)
#include "tst_llcwindow.moc"
