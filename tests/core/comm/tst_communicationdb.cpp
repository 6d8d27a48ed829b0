// SPDX-License-Identifier: GPL-3.0-or-later
// The SQLite sources of communication: torch_npu's analysis.db and the profiler DBs (torch_npu's
// ascend_pytorch_profiler_<rank>.db with ENUM_HCCL_* tables, the 2023 msprof DBs without them).
// The fixtures are generated (communicationdbfixtures.h); the real DBs are read in place when
// present.
#include "communicationdbfixtures.h"
#include "core/comm/communicationdbreader.h"
#include "testutil.h"

#include <QDir>
#include <QTest>

#include <cmath>

using namespace rl;
using namespace rl::test;

namespace {

bool near(const std::optional<double> &value, double expected, double tolerance)
{
    return value && std::fabs(*value - expected) <= tolerance;
}

QString nearMessage(const char *what, const std::optional<double> &value, double expected)
{
    return QString::fromLatin1(what) + u" is " + (value ? QString::number(*value, 'g', 12) : u"empty"_qs)
        + u", expected " + QString::number(expected, 'g', 12);
}

// A figure within `tolerance` of `expected`; the message says what it was.
#define RL_NEAR(value, expected, tolerance)                                                                            \
    QVERIFY2(near((value), (expected), (tolerance)), qPrintable(nearMessage(#value, (value), (expected))))

const CollectiveRecord *collectiveNamed(const CommunicationData &data, const QString &name)
{
    for (const CollectiveRecord &c : data.collectives) {
        if (c.name == name)
            return &c;
    }
    return nullptr;
}

const MatrixRecord *link(const CommunicationData &data, const QString &op, int src, int dst, const QString &transport)
{
    for (const MatrixRecord &m : data.matrix) {
        if (m.opName == op && m.srcRank == src && m.dstRank == dst && m.transport == transport)
            return &m;
    }
    return nullptr;
}

bool warnsAt(const CommunicationData &data, const QString &location)
{
    return std::any_of(data.diagnostics.begin(), data.diagnostics.end(), [&](const Diagnostic &d) {
        return d.severity == Diagnostic::Severity::Warning && d.location.contains(location);
    });
}

} // namespace

class TestCommunicationDb : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_analysisDb;
    QString m_profilerDb;
    QString m_msprof2023;
    QString m_msprof2023WithoutOp;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_analysisDb = m_dir.filePath(u"rank3/analysis.db"_qs);
        m_profilerDb = m_dir.filePath(u"rank0/ascend_pytorch_profiler_0.db"_qs);
        m_msprof2023 = m_dir.filePath(u"msprof/msprof_0.db"_qs);
        m_msprof2023WithoutOp = m_dir.filePath(u"edited/msprof_0.db"_qs);
        for (const QString &sub : {u"rank3"_qs, u"rank0"_qs, u"msprof"_qs, u"edited"_qs})
            QVERIFY(QDir(m_dir.path()).mkpath(sub));
        QVERIFY(makeDb(m_analysisDb, analysisDbStatements()));
        QVERIFY(makeDb(m_profilerDb, profilerDbStatements()));
        QVERIFY(makeDb(m_msprof2023, msprof2023Statements(true)));
        QVERIFY(makeDb(m_msprof2023WithoutOp, msprof2023Statements(false)));
    }

    void analysisDbTimesGiveOneCollectivePerOpWithDerivedRatios()
    {
        const QString &path = m_analysisDb;
        RL_VALUE(data, readAnalysisDbCommunication(path, 3));
        QCOMPARE(data.source, CommunicationSource::AnalysisDb);
        QCOMPARE(data.files, QStringList{path});
        QCOMPARE(data.collectives.size(), size_t(2));
        RL_FOUND(ar, collectiveNamed(data, u"hcom_allReduce__1_0_1"_qs));
        QCOMPARE(ar.rank, 3);
        QCOMPARE(ar.group, u"111"_qs);
        QCOMPARE(ar.step, u"step50"_qs);
        QVERIFY(!ar.pointToPoint);
        RL_NEAR(ar.elapseMs, 10.0, 1e-12);
        RL_NEAR(ar.transitMs, 2.0, 1e-12);
        RL_NEAR(ar.idleMs, 2.0, 1e-12);
        RL_NEAR(ar.startUs, 1736410576431631.8, 0.5);
        RL_NEAR(ar.waitRatio, 6.0 / 8.0, 1e-12);
        RL_NEAR(ar.synchronizationRatio, 1.0 / 3.0, 1e-12);
        QVERIFY(ar.ratiosDerived);
        QCOMPARE(ar.file, path);
    }

    void aJsonKeysHashSuffixIsNotPartOfTheNameAndSendRecvIsPointToPoint()
    {
        const QString &path = m_analysisDb;
        RL_VALUE(data, readAnalysisDbCommunication(path, 3));
        RL_FOUND(p2p, collectiveNamed(data, u"hcom_batchSendRecv__2_1_1"_qs));
        QCOMPARE(p2p.group, u"222"_qs);
        QVERIFY(p2p.pointToPoint);
        QVERIFY2(p2p.transport(u"RDMA"_qs), "the bandwidth row joins the time row despite the '@' suffix");
    }

    void aRatioWithNothingToDivideByStaysUnknown()
    {
        const QString &path = m_analysisDb;
        RL_VALUE(data, readAnalysisDbCommunication(path, 3));
        RL_FOUND(p2p, collectiveNamed(data, u"hcom_batchSendRecv__2_1_1"_qs));
        QVERIFY(!p2p.waitRatio);
        QVERIFY(!p2p.synchronizationRatio);
    }

    void aBandwidthRowPerPacketSizeIsCountedOnce()
    {
        const QString &path = m_analysisDb;
        RL_VALUE(data, readAnalysisDbCommunication(path, 3));
        RL_FOUND(ar, collectiveNamed(data, u"hcom_allReduce__1_0_1"_qs));
        QCOMPARE(ar.transports.size(), size_t(2));
        RL_FOUND(hccs, ar.transport(u"HCCS"_qs));
        QCOMPARE(hccs.sizeMb, 28.647232);
        QCOMPARE(hccs.timeMs, 1.8093);
        RL_NEAR(hccs.bandwidthGbs, 15.8334, 1e-12);
        QVERIFY(!hccs.bandwidthDerived);
        RL_NEAR(hccs.largePacketRatio, 0.0, 0.0);
        QVERIFY(!hccs.largePacketRatioDerived);
        QCOMPARE(hccs.packets.size(), size_t(2));
        QCOMPARE(hccs.packets[0].sizeMb, 2.064384);
        QCOMPARE(hccs.packets[0].count, 12);
        QCOMPARE(hccs.packets[0].timeMs, 1.5);
        QCOMPARE(hccs.packets[1].count, 2);
    }

    void theSdmaRowAddsNoPacketSize()
    {
        const QString &path = m_analysisDb;
        RL_VALUE(data, readAnalysisDbCommunication(path, 3));
        RL_FOUND(ar, collectiveNamed(data, u"hcom_allReduce__1_0_1"_qs));
        RL_FOUND(sdma, ar.transport(u"SDMA"_qs));
        QCOMPARE(sdma.sizeMb, 28.647232);
        QVERIFY(sdma.packets.empty());
    }

    void aLargePacketRatioTheFileLacksIsDerivedFromThePackets()
    {
        const QString &path = m_analysisDb;
        RL_VALUE(data, readAnalysisDbCommunication(path, 3));
        RL_FOUND(p2p, collectiveNamed(data, u"hcom_batchSendRecv__2_1_1"_qs));
        RL_FOUND(rdma, p2p.transport(u"RDMA"_qs));
        RL_NEAR(rdma.largePacketRatio, 1.0, 0.0); // 4 MB copies, above RDMA's 0.5 MB
        QVERIFY(rdma.largePacketRatioDerived);
    }

    void onlyTheTotalRowsOfTheAnalysisMatrixAreKeptLocalIncluded()
    {
        const QString &path = m_analysisDb;
        RL_VALUE(data, readAnalysisDbCommunication(path, 3));
        QCOMPARE(data.matrix.size(), size_t(3));
        RL_FOUND(hccs, link(data, u"allreduce-total"_qs, 3, 1, u"HCCS"_qs));
        QCOMPARE(hccs.group, u"111"_qs);
        QCOMPARE(hccs.step, u"step50"_qs);
        QCOMPARE(hccs.sizeMb, 28.0);
        QCOMPARE(hccs.timeMs, 1.75);
        RL_NEAR(hccs.bandwidthGbs, 16.0, 1e-12);
        QVERIFY(link(data, u"allreduce-total"_qs, 3, 3, u"LOCAL"_qs));
        QVERIFY(link(data, u"batchsendrecv-total"_qs, 3, 2, u"RDMA"_qs));
    }

    void aMalformedAnalysisRowIsLeftOutWithAWarningNamingTableAndRow()
    {
        const QString &path = m_analysisDb;
        RL_VALUE(data, readAnalysisDbCommunication(path, 3));
        QVERIFY(!collectiveNamed(data, u"hcom_broadcast__3_2_1"_qs));
        QVERIFY2(warnsAt(data, path + u"#CommAnalyzerTime/rowid=3"), qPrintable(data.diagnostics.value(0).toString()));
        QVERIFY(warnsAt(data, path + u"#CommAnalyzerMatrix/rowid=5"));
    }

    void aDatabaseWithoutCommunicationTablesIsEmptyNotAnError()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"other.db"_qs);
        QVERIFY(makeDb(path, {u"CREATE TABLE StepTraceTime (step TEXT, computing NUMERIC)"_qs}));
        RL_VALUE(analysis, readAnalysisDbCommunication(path, 0));
        QVERIFY(analysis.isEmpty());
        QVERIFY(analysis.diagnostics.isEmpty());
        RL_VALUE(profiler, readProfilerDbCommunication(path, 0));
        QVERIFY(profiler.isEmpty());
        QVERIFY(profiler.diagnostics.isEmpty());
    }

    void aFileThatIsNotADatabaseIsAnErrorNamingIt()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"analysis.db"_qs);
        QVERIFY(writeFixture(path, QByteArray("not a database at all, just text\n").repeated(200)));
        const auto analysis = readAnalysisDbCommunication(path, 0);
        QVERIFY(!analysis.ok());
        QCOMPARE(analysis.error().location, path);
        const auto profiler = readProfilerDbCommunication(dir.filePath(u"missing.db"_qs), 0);
        QVERIFY(!profiler.ok());
    }

    void readingLeavesNothingBesideTheDatabase()
    {
        const QString &path = m_profilerDb;
        const QDir dir = QFileInfo(path).dir();
        const QStringList before = dir.entryList(QDir::Files);
        RL_VALUE(data, readProfilerDbCommunication(path, 0));
        QVERIFY(!data.isEmpty());
        QCOMPARE(dir.entryList(QDir::Files), before);
    }

    void aProfilerDbCollectiveSumsItsCopiesPerLink()
    {
        const QString &path = m_profilerDb;
        RL_VALUE(data, readProfilerDbCommunication(path, 0));
        QCOMPARE(data.source, CommunicationSource::ProfilerDb);
        RL_FOUND(ar, collectiveNamed(data, u"hcom_allReduce__5_0_1"_qs));
        QCOMPARE(ar.group, u"10.0.0.1%eth0_60000_0_1736410538306028"_qs);
        RL_NEAR(ar.elapseMs, 0.5, 1e-12);
        QStringList transports;
        for (const TransportFigures &t : ar.transports)
            transports << t.transport;
        QCOMPARE(transports, (QStringList{u"HCCS"_qs, u"PCIE"_qs, u"SDMA"_qs}));
        RL_FOUND(hccs, ar.transport(u"HCCS"_qs)); // HCCS and HCCS_SW copies
        QCOMPARE(hccs.sizeMb, 4.0);
        QCOMPARE(hccs.timeMs, 0.25);
        RL_NEAR(hccs.bandwidthGbs, 16.0, 1e-12);
        QVERIFY(hccs.bandwidthDerived);
        QCOMPARE(hccs.packets.size(), size_t(1));
        QCOMPARE(hccs.packets[0].count, 2);
        QCOMPARE(hccs.packets[0].sizeMb, 2.0);
        RL_NEAR(hccs.largePacketRatio, 0.0, 0.0);
        QVERIFY(hccs.largePacketRatioDerived);
        RL_FOUND(pcie, ar.transport(u"PCIE"_qs));
        RL_NEAR(pcie.bandwidthGbs, 20.0, 1e-12);
    }

    void sdmaIsEveryOffChipCopyAndHasNoDistributionOfItsOwn()
    {
        const QString &path = m_profilerDb;
        RL_VALUE(data, readProfilerDbCommunication(path, 0));
        RL_FOUND(ar, collectiveNamed(data, u"hcom_allReduce__5_0_1"_qs));
        RL_FOUND(sdma, ar.transport(u"SDMA"_qs));
        QCOMPARE(sdma.sizeMb, 5.5); // HCCS 4 + PCIE 1 + the RESERVED link's 0.5, no on-chip copy
        QCOMPARE(sdma.timeMs, 0.32);
        QVERIFY(sdma.packets.empty());
    }

    void onChipCopiesAreLocalLinksOfTheMatrixAndANoneDestinationIsTheSource()
    {
        const QString &path = m_profilerDb;
        RL_VALUE(data, readProfilerDbCommunication(path, 0));
        const QString op = u"hcom_allReduce__5_0_1"_qs;
        RL_FOUND(local, link(data, op, 0, 0, u"LOCAL"_qs));
        QCOMPARE(local.sizeMb, 4.000008);
        RL_NEAR(std::optional<double>(local.timeMs), 0.0106, 1e-12);
        RL_FOUND(hccs, link(data, op, 0, 1, u"HCCS"_qs));
        QCOMPARE(hccs.sizeMb, 4.0);
        QCOMPARE(hccs.group, u"10.0.0.1%eth0_60000_0_1736410538306028"_qs);
        QCOMPARE(hccs.step, u"step7"_qs);
        QVERIFY(link(data, op, 0, 2, u"PCIE"_qs));
        QVERIFY2(!link(data, op, 0, 3, u"SDMA"_qs) && !link(data, op, 0, 3, u"HCCS"_qs),
                 "a copy over a RESERVED link has no link of the matrix");
    }

    void anRdmaPayloadGivesTheRdmaFiguresAndNotifiesDoNot()
    {
        const QString &path = m_profilerDb;
        RL_VALUE(data, readProfilerDbCommunication(path, 0));
        RL_FOUND(send, collectiveNamed(data, u"hcom_send__6_0_1"_qs));
        QVERIFY(send.pointToPoint);
        QCOMPARE(send.transports.size(), size_t(1));
        RL_FOUND(rdma, send.transport(u"RDMA"_qs));
        QCOMPARE(rdma.sizeMb, 3.0);
        QCOMPARE(rdma.timeMs, 0.2);
        RL_NEAR(rdma.bandwidthGbs, 15.0, 1e-12);
        QVERIFY(rdma.bandwidthDerived);
        QVERIFY(link(data, u"hcom_send__6_0_1"_qs, 0, 8, u"RDMA"_qs));
    }

    void waitComesFromWaitNsTransitStaysUnknownAndTheStepFromStepTime()
    {
        const QString &path = m_profilerDb;
        RL_VALUE(data, readProfilerDbCommunication(path, 4));
        RL_FOUND(ar, collectiveNamed(data, u"hcom_allReduce__5_0_1"_qs));
        QCOMPARE(ar.rank, 4);
        RL_NEAR(ar.waitMs, 0.1, 1e-12);
        QVERIFY(!ar.transitMs);
        QVERIFY(!ar.waitRatio);
        QVERIFY(!ar.synchronizationRatio);
        QCOMPARE(ar.step, u"step7"_qs);
        RL_FOUND(send, collectiveNamed(data, u"hcom_send__6_0_1"_qs));
        QVERIFY(!send.waitMs);
        QCOMPARE(send.step, QString());
    }

    void aMalformedProfilerRowIsLeftOutWithAWarningNamingTableAndRow()
    {
        const QString &path = m_profilerDb;
        RL_VALUE(data, readProfilerDbCommunication(path, 0));
        QCOMPARE(data.collectives.size(), size_t(2));
        QVERIFY(!collectiveNamed(data, u"hcom_broadcast__7_0_1"_qs));
        QVERIFY(warnsAt(data, path + u"#COMMUNICATION_OP/opId=3"));
        QVERIFY(warnsAt(data, path + u"#COMMUNICATION_TASK_INFO/globalTaskId=99"));
        QCOMPARE(data.diagnostics.size(), 2); // task 30 belongs to the op left out: not warned twice
    }

    void a2023DbWithoutEnumTablesDecodesStringIdsByHcclsWords()
    {
        const QString &path = m_msprof2023;
        RL_VALUE(data, readProfilerDbCommunication(path, 2));
        QCOMPARE(data.collectives.size(), size_t(1));
        const CollectiveRecord &c = data.collectives.front();
        QCOMPARE(c.name, u"hcom_allGather__305_879_1"_qs);
        QCOMPARE(c.group, u"group-2023"_qs);
        RL_NEAR(c.waitMs, 0.02, 1e-12);
        RL_FOUND(hccs, c.transport(u"HCCS"_qs));
        QCOMPARE(hccs.sizeMb, 1.0);
        QCOMPARE(hccs.timeMs, 0.1);
        QVERIFY2(warnsAt(data, path + u"#COMMUNICATION_TASK_INFO/globalTaskId=41"),
                 "the task whose transport is an operator name is left out");
    }

    void a2023DbWithNoCollectiveButNonsenseTasksGivesNothing()
    {
        RL_VALUE(data, readProfilerDbCommunication(m_msprof2023WithoutOp, 0));
        QVERIFY(data.isEmpty());
    }

    // 28.647232 MB over HCCS in 1.821901 ms. The analysis.db torch_npu wrote beside this file (not
    // in the shared set) has 1.82189634375 ms and 15.7239 GB/s: the two agree to 5 ns in 1.8 ms.
    void theRealTorchNpuDbGivesTheFirstAllReducesHccsFigures()
    {
        RL_REAL_DATA(path,
                     u"torchnpu_a2_db_level1/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/ascend_pytorch_profiler_0.db"_qs);
        RL_VALUE(data, readProfilerDbCommunication(path, 0));
        QCOMPARE(data.collectives.size(), size_t(4));
        QVERIFY2(data.diagnostics.isEmpty(), qPrintable(data.diagnostics.value(0).toString()));
        const CollectiveRecord &first = data.collectives.front();
        QCOMPARE(first.name, u"hcom_allReduce__210_0_1"_qs);
        QCOMPARE(first.group, u"90.91.105.46%enp189s0f0_60000_0_1736410538306028"_qs);
        QCOMPARE(first.step, u"step50"_qs);
        QVERIFY(!first.pointToPoint);
        RL_NEAR(first.elapseMs, 88.750993, 1e-9);
        RL_NEAR(first.waitMs, 0.693394, 1e-9);
        RL_FOUND(hccs, first.transport(u"HCCS"_qs));
        QCOMPARE(hccs.sizeMb, 28.647232);
        QCOMPARE(hccs.timeMs, 1.821901);
        RL_NEAR(hccs.bandwidthGbs, 15.7238, 5e-5);
        QCOMPARE(hccs.packets.size(), size_t(2));
        QCOMPARE(hccs.packets[0].sizeMb, 2.064384);
        QCOMPARE(hccs.packets[0].count, 12);
        QCOMPARE(hccs.packets[1].sizeMb, 1.937312);
        QCOMPARE(hccs.packets[1].count, 2);
        RL_FOUND(sdma, first.transport(u"SDMA"_qs));
        QCOMPARE(sdma.sizeMb, hccs.sizeMb);
        QVERIFY(!first.transport(u"RDMA"_qs));
        // The matrix: seven HCCS links from rank 0 and the on-chip copies as 0-0 LOCAL, 4.128776 MB
        // as analysis.db's allreduce-top1 row has it.
        int hccsLinks = 0;
        for (const MatrixRecord &m : data.matrix)
            hccsLinks += m.opName == first.name && m.transport == u"HCCS" && m.srcRank == 0 ? 1 : 0;
        QCOMPARE(hccsLinks, 7);
        RL_FOUND(local, link(data, first.name, 0, 0, u"LOCAL"_qs));
        QCOMPARE(local.sizeMb, 4.128776);
    }

    void theRealEdited2023DbHasNoCollectiveAndReadsWithoutError()
    {
        RL_REAL_DATA(path, u"msprof_db_910b_2023_edited/full_db/msprof_0.db"_qs);
        RL_VALUE(data, readProfilerDbCommunication(path, 0));
        QVERIFY(data.collectives.empty());
        QVERIFY(data.matrix.empty());
    }
};

QTEST_GUILESS_MAIN(TestCommunicationDb)
#include "tst_communicationdb.moc"
