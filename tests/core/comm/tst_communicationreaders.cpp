// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON sources of communication and the HCCL timeline, read from generated fixtures: the
// figures kept as the files give them, what the files lack derived, the sums never counted
// twice, and which source wins when several are present (core/comm/README.md §1, §2).
#include "core/comm/communicationjsonfiles.h"
#include "core/comm/communicationloader.h"
#include "core/comm/hccltimelinereader.h"
#include "testutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

// One op of communication.json as torch_npu writes it.
QByteArray op(double elapse, double transit, double wait, double sync, const QByteArray &hccs)
{
    return "{\"Communication Time Info\":{\"Start Timestamp(us)\":1736412474757059.8,\"Elapse Time(ms)\":"
        + QByteArray::number(elapse) + ",\"Transit Time(ms)\":" + QByteArray::number(transit)
        + ",\"Wait Time(ms)\":" + QByteArray::number(wait) + ",\"Synchronization Time(ms)\":" + QByteArray::number(sync)
        + ",\"Idle Time(ms)\":0.5,\"Wait Time Ratio\":0.9149,\"Synchronization Time Ratio\":0.9135},"
          "\"Communication Bandwidth Info\":{\"HCCS\":"
        + hccs
        + ",\"RDMA\":{\"Transit Size(MB)\":0,\"Transit Time(ms)\":0,\"Bandwidth(GB/s)\":0,\"Large Packet Ratio\":0,"
          "\"Size Distribution\":{}}}}";
}

const QByteArray kHccs =
    R"J({"Transit Size(MB)":28.647232,"Transit Time(ms)":1.81686,"Bandwidth(GB/s)":15.7675,)J"
    R"J("Large Packet Ratio":0.0,"Size Distribution":{"2.064384":[12,1.57585],"1.937312":[2,0.241]}})J";

QString communicationJson(const QTemporaryDir &dir, const QString &name = u"communication.json"_qs)
{
    const QString path = dir.filePath(name);
    writeFixture(path,
                 "{\"step50\":{\"p2p\":{\"hcom_send__822_0@77\":" + op(1.0, 0.5, 0.1, 0.0, kHccs)
                     + "},\"collective\":{\"hcom_allReduce__271_0_1@11022204950826225271\":"
                     + op(86.47, 0.2384, 2.5635, 2.5191, kHccs)
                     + ",\"Total Op Info\":" + op(999.0, 9.0, 9.0, 9.0, kHccs) + "}}}");
    return path;
}

// An hccl timeline: an op of 100 µs with, on plane 0, a wait of 10 µs, an HCCS copy of 2 MB in
// 20 µs and a wait of 30 µs; on plane 1 a PCIE copy of 1 MB in 10 µs, an on-chip copy and a
// copy on an invalid link (SDMA only). Rank 1 copies to rank 0.
QByteArray hcclTimeline()
{
    const auto task = [](int tid, double ts, double dur, const char *type, const char *transport, const char *link,
                         qint64 bytes, qint64 dst) -> QByteArray {
        return "{\"name\":\"" + QByteArray(type) + "\",\"pid\":1,\"tid\":" + QByteArray::number(tid)
            + ",\"ts\":" + QByteArray::number(ts, 'f', 2) + ",\"dur\":" + QByteArray::number(dur, 'f', 2)
            + ",\"ph\":\"X\",\"args\":{\"task type\":\"" + type + "\",\"src rank\":1,\"dst rank\":"
            + QByteArray::number(dst) + ",\"transport type\":\"" + transport + "\",\"size(Byte)\":"
            + QByteArray::number(bytes) + ",\"link type\":\"" + link + "\",\"bandwidth(GB/s)\":0.0}}";
    };
    return "[{\"name\":\"process_name\",\"pid\":1,\"tid\":0,\"args\":{\"name\":\"HCCL\"},\"ph\":\"M\"},"
           "{\"name\":\"Default/"
           "AllReduce-op534_0\",\"pid\":1,\"tid\":70000,\"ts\":1000.00,\"dur\":100.00,\"ph\":\"X\"},"
        + task(0, 1000.0, 10.0, "Notify_Wait", "LOCAL", "INVALID_TYPE", 0, 4294967295) + ","
        + task(0, 1010.0, 20.0, "Memcpy", "SDMA", "HCCS", 2000000, 0) + ","
        + task(0, 1030.0, 30.0, "Notify_Wait", "LOCAL", "INVALID_TYPE", 0, 0) + ","
        + task(1, 1005.0, 10.0, "Reduce_Inline", "SDMA", "PCIE", 1000000, 0) + ","
        + task(1, 1020.0, 5.0, "Memcpy", "SDMA", "ON_CHIP", 4000000, 1) + ","
        + task(1, 1040.0, 5.0, "Memcpy", "SDMA", "INVALID_TYPE", 500000, 0) + ","
        + task(0, 2000.0, 5.0, "Memcpy", "SDMA", "HCCS", 9000000, 0) + "]"; // after the op: not its
}

} // namespace

class TestCommunicationReaders : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void communicationJsonFiguresAreKeptAsTheFileGivesThem()
    {
        QTemporaryDir dir;
        RL_VALUE(data, readCommunicationJson(communicationJson(dir), 3));
        QCOMPARE(data.collectives.size(), size_t(2)); // Total Op Info is a sum, not an op
        const CollectiveRecord &all = data.collectives[1];
        QCOMPARE(all.name, u"hcom_allReduce__271_0_1"_qs);
        QCOMPARE(all.group, u"11022204950826225271"_qs);
        QCOMPARE(all.step, u"step50"_qs);
        QCOMPARE(all.rank, 3);
        QVERIFY(!all.pointToPoint);
        QCOMPARE(*all.elapseMs, 86.47);
        QCOMPARE(*all.transitMs, 0.2384);
        QCOMPARE(*all.waitRatio, 0.9149); // the file's rounding, not recomputed
        QVERIFY(!all.ratiosDerived);
        RL_FOUND(hccs, all.transport(u"HCCS"_qs));
        QCOMPARE(hccs.sizeMb, 28.647232);
        QCOMPARE(hccs.timeMs, 1.81686);
        QCOMPARE(*hccs.bandwidthGbs, 15.7675);
        QVERIFY(!hccs.bandwidthDerived);
        QCOMPARE(*hccs.largePacketRatio, 0.0);
        QVERIFY(data.collectives[0].pointToPoint);
    }

    void missingBandwidthAndRatiosAreDerivedAndMarked()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"communication.json"_qs);
        writeFixture(
            path,
            R"J({"step":{"collective":{"hcom_broadcast__1_0@9":{"Communication Time Info":)J"
            R"J({"Elapse Time(ms)":4.0,"Transit Time(ms)":1.0,"Wait Time(ms)":3.0,"Synchronization Time(ms)":1.0},)J"
            R"J("Communication Bandwidth Info":{"HCCS":{"Transit Size(MB)":40.0,"Transit Time(ms)":2.0,)J"
            R"J("Size Distribution":{"40.0":[1,2.0]}}}}}}})J");
        RL_VALUE(data, readCommunicationJson(path, 0));
        const CollectiveRecord &c = data.collectives.front();
        QVERIFY(c.ratiosDerived);
        QCOMPARE(*c.waitRatio, 0.75);
        QCOMPARE(*c.synchronizationRatio, 0.5);
        RL_FOUND(hccs, c.transport(u"HCCS"_qs));
        QCOMPARE(*hccs.bandwidthGbs, 20.0); // MB/ms = GB/s
        QVERIFY(hccs.bandwidthDerived);
        QCOMPARE(*hccs.largePacketRatio, 1.0); // one 40 MB copy: above msprof's 32 MB
        QVERIFY(hccs.largePacketRatioDerived);
    }

    void aNegativeFigureIsDroppedWithAWarning()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"communication.json"_qs);
        writeFixture(path, R"J({"step":{"collective":{"a@1":{"Communication Time Info":{"Elapse Time(ms)":-4.0}}}}})J");
        RL_VALUE(data, readCommunicationJson(path, 0));
        QVERIFY(!data.collectives.front().elapseMs);
        QVERIFY(mentions(data.diagnostics, u"negative"_qs));
    }

    void aMalformedFileIsAnErrorNamingTheOffset()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"communication.json"_qs);
        writeFixture(path, R"J({"step1": {"p2p": [1,})J");
        const auto result = readCommunicationJson(path, 0);
        QVERIFY(!result.ok());
        QVERIFY2(result.error().location.startsWith(path + u'@'), qPrintable(result.error().location));
    }

    void theMatrixOf2025KeepsOnlyTheTotalRows()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"communication_matrix.json"_qs);
        const QByteArray link =
            R"J({"0-1":{"Transport Type":"HCCS","Transit Size(MB)":61.21,"Transit Time(ms)":4.0933,)J"
            R"J("Bandwidth(GB/s)":14.9539},"0-0":{"Transport Type":"LOCAL","Transit Size(MB)":61.2,)J"
            R"J("Transit Time(ms)":0.1457,"Bandwidth(GB/s)":419.9}})J";
        writeFixture(path,
                     "{\"step50\":{\"p2p\":{},\"collective\":{\"allreduce-top1@11\":" + link
                         + ",\"allreduce-middle@11\":" + link + ",\"allreduce-total@11\":" + link + "}}}");
        RL_VALUE(data, readCommunicationMatrixJson(path));
        QCOMPARE(data.matrix.size(), size_t(2)); // the -total row's two links, not the single ops
        const auto hccs = std::find_if(data.matrix.begin(), data.matrix.end(),
                                       [](const MatrixRecord &m) { return m.transport == u"HCCS"; });
        QVERIFY(hccs != data.matrix.end());
        QCOMPARE(hccs->group, u"11"_qs);
        QCOMPARE(hccs->srcRank, 0);
        QCOMPARE(hccs->dstRank, 1);
        QCOMPARE(*hccs->bandwidthGbs, 14.9539);
    }

    void theMatrixOf2023KeepsTheOpsNotTheirTotal()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"communication_matrix.json"_qs);
        const QByteArray link = R"J({"0-8":{"Transport Type":"RDMA","Transit Size(MB)":10,"Transit Time(ms)":1}})J";
        writeFixture(path,
                     "{\"step2\":{\"collective\":{\"hcom_allReduce__1_0@5\":" + link
                         + ",\"hcom_allReduce__2_0@5\":" + link + ",\"Total Op Info\":" + link + "}}}");
        RL_VALUE(data, readCommunicationMatrixJson(path));
        QCOMPARE(data.matrix.size(), size_t(2));
        QCOMPARE(data.matrix[1].opName, u"hcom_allReduce__2_0"_qs);
        QCOMPARE(data.matrix[1].dstRank, 8);
    }

    void theClusterFileGivesEachRankItsCollective()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"cluster_communication.json"_qs);
        writeFixture(path,
                     "{\"(0, 1)\":{\"step\":{\"hcom_broadcast__501_0@62\":{\"0\":"
                         + op(121.7, 0.008, 115.9, 102.7, kHccs) + ",\"1\":" + op(20.8, 0.016, 0.00015, 0.00001, kHccs)
                         + "},\"Total Op Info\":{}}}}");
        RL_VALUE(data, readClusterCommunicationJson(path));
        QCOMPARE(data.source, CommunicationSource::ClusterCommunicationJson);
        QCOMPARE(data.collectives.size(), size_t(2));
        QCOMPARE(data.collectives[0].rank, 0);
        QCOMPARE(data.collectives[1].rank, 1);
        QCOMPARE(data.collectives[1].group, u"(0, 1)"_qs);
        QCOMPARE(*data.collectives[0].elapseMs, 121.7);
    }

    void theClusterMatrixKeepsTheOpsNotTheirTotal()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"cluster_communication_matrix.json"_qs);
        const QByteArray link = R"J({"0-1":{"Transport Type":"HCCS","Transit Size(MB)":2,"Transit Time(ms)":0.5}})J";
        writeFixture(
            path, "{\"(0, 1)\":{\"step\":{\"hcom_broadcast__501_0@62\":" + link + ",\"Total Op Info\":" + link + "}}}");
        RL_VALUE(data, readClusterCommunicationMatrixJson(path));
        QCOMPARE(data.matrix.size(), size_t(1));
        QCOMPARE(data.matrix[0].group, u"(0, 1)"_qs);
    }

    void anHcclTimelineGivesTheOpItsCopiesWaitsAndRank()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"device_1/timeline/hccl_1_0_3.json"_qs);
        writeFixture(path, hcclTimeline());
        RL_VALUE(data, readHcclTimeline(path));
        QCOMPARE(data.source, CommunicationSource::HcclTimeline);
        QCOMPARE(data.collectives.size(), size_t(1));
        const CollectiveRecord &c = data.collectives.front();
        QCOMPARE(c.name, u"Default/AllReduce-op534_0"_qs);
        QCOMPARE(c.rank, 1); // the copies' src rank, not the folder's number
        QCOMPARE(c.step, u"3"_qs);
        QCOMPARE(*c.elapseMs, 0.1);
        QCOMPARE(*c.transitMs, 0.02);         // the HCCS copy on the master plane
        QCOMPARE(*c.waitMs, 0.04);            // both waits on the master plane
        QCOMPARE(*c.synchronizationMs, 0.01); // the wait before the first transfer
        QVERIFY(qAbs(*c.waitRatio - 40.0 / 60.0) < 1e-12);
        RL_FOUND(hccs, c.transport(u"HCCS"_qs));
        QCOMPARE(hccs.sizeMb, 2.0); // the copy after the op is not its
        QCOMPARE(*hccs.bandwidthGbs, 100.0);
        RL_FOUND(pcie, c.transport(u"PCIE"_qs));
        QCOMPARE(pcie.sizeMb, 1.0);
        RL_FOUND(sdma, c.transport(u"SDMA"_qs));
        QCOMPARE(sdma.sizeMb, 3.5); // HCCS + PCIE + the invalid-link copy; never the on-chip one
        QVERIFY(!c.transport(u"LOCAL"_qs));
        QCOMPARE(data.matrix.size(), size_t(3)); // HCCS, PCIE and SDMA-only links from rank 1 to 0
    }

    void theFirstSourceKindPresentWins()
    {
        QTemporaryDir dir;
        communicationJson(dir, u"rank_2_ascend_pt/ASCEND_PROFILER_OUTPUT/communication.json"_qs);
        writeFixture(dir.filePath(u"rank_2_ascend_pt/profiler_info_2.json"_qs), "{}");
        writeFixture(dir.filePath(u"cluster_analysis_output/cluster_communication.json"_qs),
                     "{\"(0, 1)\":{\"step\":{\"x@1\":{\"0\":" + op(1, 1, 0, 0, kHccs) + "}}}}");
        const auto data = loadCommunication({dir.path()});
        QVERIFY(data);
        QCOMPARE(data->source, CommunicationSource::CommunicationJson);
        QCOMPARE(data->collectives.front().rank, 2);

        QTemporaryDir clusterOnly;
        writeFixture(clusterOnly.filePath(u"cluster_analysis_output/cluster_communication.json"_qs),
                     "{\"(0, 1)\":{\"step\":{\"x@1\":{\"0\":" + op(1, 1, 0, 0, kHccs) + "}}}}");
        QVERIFY(holdsCommunicationFiles(clusterOnly.path()));
        const auto cluster = loadCommunication({clusterOnly.path()});
        QVERIFY(cluster);
        QCOMPARE(cluster->source, CommunicationSource::ClusterCommunicationJson);
    }

    void aBrokenFileOfTheFirstKindLeavesTheNextKindToRead()
    {
        QTemporaryDir dir;
        writeFixture(dir.filePath(u"a/communication.json"_qs), "{ broken");
        writeFixture(dir.filePath(u"b/device_0/timeline/hccl_0_0_1.json"_qs), hcclTimeline());
        const auto data = loadCommunication({dir.path()});
        QVERIFY(data);
        QCOMPARE(data->source, CommunicationSource::HcclTimeline);
        QVERIFY(mentions(data->diagnostics, u"invalid JSON"_qs));
    }

    void aFolderWithoutCommunicationHasNone()
    {
        QTemporaryDir dir;
        writeFixture(dir.filePath(u"notes.txt"_qs), "nothing");
        QVERIFY(!holdsCommunicationFiles(dir.path()));
        QVERIFY(!loadCommunication({dir.path()}));
    }
};

QTEST_GUILESS_MAIN(TestCommunicationReaders)
#include "tst_communicationreaders.moc"
