// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/builtinimporters.h"
#include "core/io/importerregistry.h"
#include "core/io/traces/simulatormnemonics.h"
#include "core/io/traces/simulatortracereader.h"
#include "core/io/workloadloader.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

QJsonObject instruction(const QString &unit, const QString &pipe, const QString &name, double ts, double dur,
                        const QJsonObject &args = {})
{
    return QJsonObject{{u"ph"_qs, u"X"_qs}, {u"name"_qs, name}, {u"pid"_qs, unit}, {u"tid"_qs, pipe},
                       {u"ts"_qs, ts},      {u"dur"_qs, dur},   {u"args"_qs, args}};
}

QJsonObject mark(const QString &ph, const QString &unit, const QString &lane, const QString &name, double ts,
                 const QString &id, const QString &cat = {})
{
    QJsonObject o{{u"ph"_qs, ph},    {u"name"_qs, name}, {u"pid"_qs, unit},
                  {u"tid"_qs, lane}, {u"ts"_qs, ts},     {u"id"_qs, id}};
    if (!cat.isEmpty())
        o.insert(u"cat"_qs, cat);
    return o;
}

// One block: a cube core and two vector cores, following core/io/README.md §5.2.
QJsonArray summaryEvents()
{
    const QString cube = u"core0.cubecore0"_qs, vec0 = u"core0.veccore0"_qs, vec1 = u"core0.veccore1"_qs;
    QJsonArray e;
    e.append(QJsonObject{{u"ph"_qs, u"M"_qs},
                         {u"name"_qs, u"process_sort_index"_qs},
                         {u"pid"_qs, vec0},
                         {u"args"_qs, QJsonObject{{u"sort_index"_qs, 1}}}});
    e.append(instruction(vec0, u"MTE2"_qs, u"MOV_OUT_TO_UB"_qs, 0.5, 2.0, {{u"process_bytes"_qs, u"2048"_qs}}));
    e.append(instruction(vec0, u"MTE2"_qs, u"MOV_OUT_TO_UB"_qs, 1.5, 2.0, {{u"process_bytes"_qs, 2048}})); // overlaps
    e.append(instruction(vec0, u"VECTOR"_qs, u"cache_time"_qs, 2.8, 0.2));
    e.append(instruction(vec0, u"VECTOR"_qs, u"VADD"_qs, 3.0, 1.0,
                         {{u"ops"_qs, 1024}, {u"detail"_qs, u"DTYPE:f16,REPEAT:8"_qs}}));
    e.append(instruction(vec0, u"MTE3"_qs, u"MOV_UB_TO_OUT"_qs, 4.0, 1.0, {{u"process_bytes"_qs, u"4096"_qs}}));
    e.append(
        instruction(vec0, u"MTE3"_qs, u"MOV_OUT_TO_UB"_qs, 5.0, 0.5, {{u"process_bytes"_qs, u"64"_qs}})); // wrong pipe
    e.append(instruction(vec0, u"SCALAR"_qs, u"MOV_XD_IMM"_qs, 0.0, 0.001));
    e.append(instruction(vec0, u"FLOWCTRL"_qs, u"BAR"_qs, 0.2, 0.1));
    e.append(mark(u"B"_qs, vec0, u"SET_FLAG"_qs, u"SET_FLAG"_qs, 3.5, u"EVENT_ID0"_qs));
    e.append(mark(u"E"_qs, vec0, u"SET_FLAG"_qs, u"SET_FLAG"_qs, 3.6, u"EVENT_ID0"_qs));
    e.append(mark(u"B"_qs, vec0, u"WAIT_FLAG"_qs, u"WAIT_FLAG"_qs, 3.55, u"EVENT_ID0"_qs));
    e.append(mark(u"E"_qs, vec0, u"WAIT_FLAG"_qs, u"WAIT_FLAG"_qs, 3.7, u"EVENT_ID0"_qs));
    e.append(mark(u"s"_qs, vec0, u"MTE2"_qs, u"flow"_qs, 3.5, u"core0_1"_qs, u"MTE2ToVECTOR"_qs));
    e.append(mark(u"t"_qs, vec0, u"VECTOR"_qs, u"flow"_qs, 3.6, u"core0_1"_qs, u"MTE2ToVECTOR"_qs));
    e.append(instruction(vec1, u"VECTOR"_qs, u"VMUL"_qs, 1.0, 1.0, {{u"ops"_qs, 512}, {u"dtype"_qs, u"float32"_qs}}));
    e.append(instruction(cube, u"MTE2"_qs, u"MOV_OUT_TO_L1_MULTI_ND2NZ"_qs, 0.0, 1.0, {{u"process_bytes"_qs, 1024}}));
    e.append(instruction(cube, u"MTE1"_qs, u"LOAD_L1_TO_L0A_2D"_qs, 1.0, 0.5, {{u"process_bytes"_qs, 512}}));
    e.append(instruction(cube, u"CUBE"_qs, u"MMAD"_qs, 1.5, 2.0,
                         {{u"ops"_qs, 8192}, {u"detail"_qs, u"bf16,M:16,K:16,N:16"_qs}}));
    e.append(instruction(cube, u"FIXP"_qs, u"FIX_L0C_TO_OUT"_qs, 3.5, 0.5, {{u"process_bytes"_qs, 256}}));
    e.append(instruction(cube, u"MTE2"_qs, u"MOV_OUT_TO_L1"_qs, 0.5, 0.2, {{u"ops"_qs, 4}})); // ops on MTE2: ignored
    return e;
}

QString writeJson(const QString &path, const QJsonObject &root)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(QJsonDocument(root).toJson(QJsonDocument::Compact));
    return path;
}

QJsonObject summaryFile()
{
    return QJsonObject{{u"schemaVersion"_qs, 2},
                       {u"displayTimeUnit"_qs, u"ns"_qs},
                       {u"profilingType"_qs, u"op"_qs},
                       {u"traceEvents"_qs, summaryEvents()}};
}

QStringList laneNames(const PipelineUnit &unit)
{
    QStringList names;
    for (const PipeLane &lane : unit.lanes)
        names << lane.name;
    return names;
}

} // namespace

class TestSimulatorTrace : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void unitsAndLanesFollowTheDocumentedOrder()
    {
        QTemporaryDir dir;
        auto content = readSimulatorTrace(writeJson(dir.filePath(u"trace.json"_qs), summaryFile()), nullProgress());
        QVERIFY2(content.ok(), qPrintable(content.ok() ? QString() : content.error().toString()));
        const PipelineTrace &trace = content->trace;
        QCOMPARE(trace.units.size(), size_t(3));
        QCOMPARE(trace.units[0].name, u"core0.cubecore0"_qs); // cube before its vectors
        QCOMPARE(trace.units[1].name, u"core0.veccore0"_qs);
        QCOMPARE(trace.units[2].name, u"core0.veccore1"_qs);
        QCOMPARE(laneNames(trace.units[1]),
                 (QStringList{u"SCALAR"_qs, u"FLOWCTRL"_qs, u"MTE2"_qs, u"VECTOR"_qs, u"MTE3"_qs, u"SET_FLAG"_qs,
                              u"WAIT_FLAG"_qs}));
        QCOMPARE(laneNames(trace.units[0]), (QStringList{u"MTE1"_qs, u"CUBE"_qs, u"FIXP"_qs, u"MTE2"_qs}));
    }

    void timesStayMicrosecondsAndOverlapsAreKept()
    {
        QTemporaryDir dir;
        auto content = readSimulatorTrace(writeJson(dir.filePath(u"trace.json"_qs), summaryFile()), nullProgress());
        QVERIFY(content.ok());
        const PipeLane *mte2 = content->trace.units[1].lane(u"MTE2"_qs);
        QVERIFY(mte2);
        QCOMPARE(mte2->intervals.size(), size_t(2));
        QCOMPARE(mte2->intervals[0].startUs, 0.5); // µs as written, despite displayTimeUnit "ns"
        QCOMPARE(mte2->intervals[1].startUs, 1.5);
        QVERIFY(mte2->intervals[1].startUs < mte2->intervals[0].endUs());
        const PipeLane *vector = content->trace.units[1].lane(u"VECTOR"_qs);
        QCOMPARE(vector->intervals.front().kind, PipeInterval::Kind::CacheTime);
        QCOMPARE(content->trace.names.at(vector->intervals.back().nameId), u"VADD"_qs);
        QCOMPARE(content->trace.spanUs(), 5.5);
    }

    void flagsAndFlowsBecomeLinks()
    {
        QTemporaryDir dir;
        auto content = readSimulatorTrace(writeJson(dir.filePath(u"trace.json"_qs), summaryFile()), nullProgress());
        QVERIFY(content.ok());
        const auto &links = content->trace.links;
        QCOMPARE(links.size(), size_t(2));
        const auto flow = std::find_if(links.begin(), links.end(),
                                       [](const PipeLink &l) { return l.kind == PipeLink::Kind::Flow; });
        QVERIFY(flow != links.end());
        QCOMPARE(flow->label, u"MTE2ToVECTOR"_qs);
        QCOMPARE(flow->fromLane, u"MTE2"_qs);
        QCOMPARE(flow->toLane, u"VECTOR"_qs);
        QCOMPARE(flow->fromUnit, 1);
        QCOMPARE(flow->toUs, 3.6);
        const auto flag = std::find_if(links.begin(), links.end(),
                                       [](const PipeLink &l) { return l.kind == PipeLink::Kind::Flag; });
        QVERIFY(flag != links.end());
        QCOMPARE(flag->label, u"EVENT_ID0"_qs);
        QCOMPARE(flag->fromLane, u"SET_FLAG"_qs);
        QCOMPARE(flag->fromUs, 3.5);
        QCOMPARE(flag->toLane, u"WAIT_FLAG"_qs);
        QCOMPARE(flag->toUs, 3.7);
        QVERIFY(qAbs(content->trace.units[1].lane(u"SET_FLAG"_qs)->intervals.front().durUs - 0.1) < 1e-9); // B..E
    }

    void instructionsCarryWorkByTheMnemonicTable()
    {
        QTemporaryDir dir;
        auto content = readSimulatorTrace(writeJson(dir.filePath(u"trace.json"_qs), summaryFile()), nullProgress());
        QVERIFY(content.ok());
        const auto &cube = content->unitWork[0];
        QCOMPARE(cube.at(ComponentId::Mte2).value(u"gm_to_l1"_qs), 1024.0);
        QCOMPARE(cube.at(ComponentId::Mte1).value(u"l1_to_l0a"_qs), 512.0);
        QCOMPARE(cube.at(ComponentId::Cube).value(u"bf16"_qs), 8192.0);
        QCOMPARE(cube.at(ComponentId::FixPipe).value(u"l0c_to_gm"_qs), 256.0);
        const auto &vec0 = content->unitWork[1];
        QCOMPARE(vec0.at(ComponentId::Mte2).value(u"gm_to_ub"_qs), 4096.0); // string and number bytes
        QCOMPARE(vec0.at(ComponentId::Vector).value(u"fp16"_qs), 1024.0);
        QCOMPARE(vec0.at(ComponentId::Mte3).size(), 1); // the MTE2 mnemonic on MTE3 is not counted
        QCOMPARE(content->unitWork[2].at(ComponentId::Vector).value(u"fp32"_qs), 512.0);
        QVERIFY(!content->diagnostics.isEmpty());
    }

    void theMnemonicTableMatchesTheLongestPrefix()
    {
        QCOMPARE(QLatin1String(transferOf(u"MOV_OUT_TO_L1_MULTI_ND2NZ")->path), QLatin1String("gm_to_l1"));
        QCOMPARE(QLatin1String(transferOf(u"LOAD_L1_TO_L0B_3DV2")->path), QLatin1String("l1_to_l0b"));
        QVERIFY(!transferOf(u"VADD").has_value());
        QCOMPARE(precisionFromHint(u"XD:X29=0x7fa0,DTYPE:S8"), u"int8"_qs);
        QCOMPARE(precisionFromHint(u"bf16"), u"bf16"_qs);
        QCOMPARE(precisionFromHint(u"S816"), QString());
        for (const TransferMnemonic &m : kTransferMnemonics)
            QVERIFY2(isKnownPath(QString::fromLatin1(m.path)), m.path);
    }

    void aSimulatorTraceAloneIsOneOperator()
    {
        QTemporaryDir dir;
        const QString run = dir.filePath(u"OPPROF_20250101120000_ABCDEFGHIJKLMNOP"_qs);
        const QString trace = writeJson(run + u"/simulator/trace.json", summaryFile());
        ImporterRegistry registry;
        addTraceImporters(registry);
        for (const QString &path : {trace, run}) {
            auto importer = registry.find(path);
            QVERIFY(importer.ok());
            QCOMPARE((*importer)->formatId(), u"msprof_op_simulator"_qs);
            auto profile = registry.load(path, {}, nullProgress());
            QVERIFY2(profile.ok(), qPrintable(profile.ok() ? QString() : profile.error().toString()));
            QCOMPARE(profile->operators.size(), size_t(1));
            const Operator &op = profile->operators.front();
            QCOMPARE(op.name, u"OPPROF_20250101120000_ABCDEFGHIJKLMNOP"_qs);
            QCOMPARE(op.durationUs, 5.5);
            QCOMPARE(op.pipelineIndex, 0);
            QCOMPARE(op.taskType, TaskType::MixAic);
            QCOMPARE(op.blockDim, std::optional<int>(1));
            QCOMPARE(op.mixBlockDim, std::optional<int>(2));
            QCOMPARE(op.coreTimeUs, std::optional<double>(4.0)); // the cube unit's span
            const ComponentSample *vecMte2 = op.component(ComponentKey{ComponentId::Mte2, Side::Aiv});
            QVERIFY(vecMte2);
            QCOMPARE(*vecMte2->busyUs, 1.5); // union 3.0 on veccore0, 0 on veccore1, averaged
            QCOMPARE(vecMte2->work.value(u"gm_to_ub"_qs), 4096.0);
            const ComponentSample *cube = op.component(ComponentKey{ComponentId::Cube, Side::Aic});
            QCOMPARE(*cube->busyUs, 2.0);
            QCOMPARE(op.workSource, WorkSource::Measured);
            QCOMPARE(profile->pipelines.size(), size_t(1));
        }
    }

    void theOperatorIsNamedByOpBasicInfo()
    {
        QTemporaryDir dir;
        const QString run = dir.filePath(u"OPPROF_x"_qs);
        const QString trace = writeJson(run + u"/simulator/trace.json", summaryFile());
        QFile csv(run + u"/OpBasicInfo.csv");
        QVERIFY(csv.open(QIODevice::WriteOnly));
        csv.write("Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq\n"
                  "add_custom_0_mix_aic,mix,5.5,1,2,0,1234,1650,1650\n");
        csv.close();
        ImporterRegistry registry;
        addTraceImporters(registry);
        auto profile = registry.load(trace, {}, nullProgress());
        QVERIFY(profile.ok());
        QCOMPARE(profile->operators.front().name, u"add_custom_0_mix_aic"_qs);
    }

    void perCoreTracesNameTheirUnitAfterTheirDirectory()
    {
        QTemporaryDir dir;
        QJsonArray e;
        e.append(QJsonObject{{u"ph"_qs, u"M"_qs},
                             {u"name"_qs, u"process_name"_qs},
                             {u"pid"_qs, 60},
                             {u"args"_qs, QJsonObject{{u"name"_qs, u"MTE2"_qs}}}});
        for (int sub = 1; sub <= 2; ++sub) // sub-lanes of one pipe, overlapping
            e.append(QJsonObject{{u"ph"_qs, u"X"_qs},
                                 {u"name"_qs, u"MOV_OUT_TO_UB"_qs},
                                 {u"pid"_qs, 60},
                                 {u"tid"_qs, sub},
                                 {u"ts"_qs, sub * 1.0},
                                 {u"dur"_qs, 1.5}});
        e.append(QJsonObject{{u"ph"_qs, u"X"_qs},
                             {u"name"_qs, u"VADD"_qs},
                             {u"pid"_qs, 30},
                             {u"tid"_qs, 1},
                             {u"ts"_qs, 3.0},
                             {u"dur"_qs, 1.0}});
        const QJsonObject root{{u"schemaVersion"_qs, 1}, {u"profilingType"_qs, u"op"_qs}, {u"traceEvents"_qs, e}};
        const QString simulator = dir.filePath(u"OPPROF_y/simulator"_qs);
        writeJson(simulator + u"/core1.veccore0/trace.json", root);
        writeJson(simulator + u"/core0.veccore0/trace.json", root);
        ImporterRegistry registry;
        addTraceImporters(registry);
        auto profile = registry.load(dir.filePath(u"OPPROF_y"_qs), {}, nullProgress());
        QVERIFY2(profile.ok(), qPrintable(profile.ok() ? QString() : profile.error().toString()));
        const PipelineTrace &trace = profile->pipelines.front();
        QCOMPARE(trace.units.size(), size_t(2));
        QCOMPARE(trace.units[0].name, u"core0.veccore0"_qs);
        QCOMPARE(laneNames(trace.units[0]),
                 (QStringList{u"MTE2"_qs, u"VECTOR"_qs})); // 30 named by the documented table
        QCOMPARE(trace.units[0].lane(u"MTE2"_qs)->intervals.size(), size_t(2));
        QCOMPARE(profile->operators.front().taskType, TaskType::AiVectorCore);
        QCOMPARE(profile->operators.front().blockDim, std::optional<int>(2));
    }

    void aCoreWithoutItsTraceMarksTheRunIncompleteAndNamesTheCore()
    {
        QTemporaryDir dir;
        QJsonArray e;
        e.append(QJsonObject{{u"ph"_qs, u"X"_qs},
                             {u"name"_qs, u"VADD"_qs},
                             {u"pid"_qs, 30},
                             {u"tid"_qs, 1},
                             {u"ts"_qs, 3.0},
                             {u"dur"_qs, 1.0}});
        const QJsonObject root{{u"schemaVersion"_qs, 1}, {u"profilingType"_qs, u"op"_qs}, {u"traceEvents"_qs, e}};
        const QString simulator = dir.filePath(u"OPPROF_z/simulator"_qs);
        writeJson(simulator + u"/core0.veccore0/trace.json", root);
        writeJson(simulator + u"/core1.veccore0/trace.json", root);
        QVERIFY(writeFixture(simulator + u"/core1.veccore1/core1.veccore1_instr_exe.csv", "addr,instr\n"));
        QVERIFY(writeFixture(simulator + u"/core2.veccore0/trace.json", "{\"traceEvents\":[{\"ph\":")); // cut short
        ImporterRegistry registry;
        addTraceImporters(registry);
        RL_VALUE(profile, registry.load(dir.filePath(u"OPPROF_z"_qs), {}, nullProgress()));
        const Operator &op = profile.operators.front();
        QVERIFY(profile.pipelineOf(op));
        QCOMPARE(profile.pipelineOf(op)->missingCores, (QStringList{u"core1.veccore1"_qs, u"core2.veccore0"_qs}));
        QCOMPARE(op.blockDim, std::optional<int>(2)); // the cores that have a trace
        QVERIFY(mentions(profile.diagnostics, u"incomplete simulator run"_qs));
        QVERIFY(mentions(profile.diagnostics, u"core1.veccore1, core2.veccore0"_qs));
        QVERIFY(mentions(profile.diagnostics, u"cover the 2 cores"_qs));
    }

    void theRealCatlassRunSaysWhichCoresAreMissing()
    {
        RL_REAL_DATA(root, u"msprofop_simulator_catlass_gemv_2025"_qs);
        RL_VALUE(profile, loadWorkload(ImporterRegistry::builtin(), {root}, {}, nullProgress()));
        QCOMPARE(profile.operators.size(), size_t(1));
        QVERIFY(profile.pipelineOf(profile.operators.front()));
        QCOMPARE(profile.pipelineOf(profile.operators.front())->missingCores,
                 (QStringList{u"core0.veccore0"_qs, u"core0.veccore1"_qs}));
        QVERIFY(mentions(profile.diagnostics, u"core0.veccore0, core0.veccore1"_qs));
    }

    void malformedSimulatorTracesAreErrorsWithTheOffset()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"trace.json"_qs);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QByteArray json = "{\"profilingType\":\"op\",\"traceEvents\":[{\"ph\":\"X\",\"pid\":\"core0.veccore0\","
                                "\"tid\":\"VECTOR\",\"ts\":1,\"dur\":1},{\"ph\":\"X\",\"ts\":";
        file.write(json);
        file.close();
        auto content = readSimulatorTrace(path, nullProgress());
        QVERIFY(!content.ok());
        QCOMPARE(content.error().kind, Error::Kind::Input);
        QCOMPARE(content.error().location, path + u'@' + QString::number(json.size()));
    }
};

QTEST_GUILESS_MAIN(TestSimulatorTrace)
#include "tst_simulatortrace.moc"
