// SPDX-License-Identifier: GPL-3.0-or-later
// End-to-end: a job holding only msprof-analyze's cluster files opens with `rooflens analyze`,
// and every output carries its collectives judged against the link roofs (contract §7b).
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "rooflensprocess.h"

using rl::test::rooflens;
using rl::test::Run;

namespace {

// A broadcast of a 2-rank group: rank 0 waited for rank 1 (wait ratio 0.9999); 6.4 MB over
// HCCS in 0.4 ms (16 GB/s, 57 % of the 910B's 28 GB/s roof) with large packets.
QByteArray clusterCommunication()
{
    const auto rank = [](double elapse, double wait, double ratio) -> QByteArray {
        return "{\"Communication Time Info\":{\"Elapse Time(ms)\":" + QByteArray::number(elapse)
            + ",\"Transit Time(ms)\":0.4,\"Wait Time(ms)\":" + QByteArray::number(wait)
            + ",\"Synchronization Time(ms)\":0.0,\"Wait Time Ratio\":" + QByteArray::number(ratio)
            + ",\"Synchronization Time Ratio\":0.0},\"Communication Bandwidth Info\":{\"HCCS\":"
              "{\"Transit Size(MB)\":6.4,\"Transit Time(ms)\":0.4,\"Bandwidth(GB/s)\":16.0,\"Large Packet Ratio\":1.0,"
              "\"Size Distribution\":{\"64.0\":[1,0.4]}}}}";
    };
    return "{\"(0, 1)\":{\"step\":{\"hcom_broadcast__501_0@62\":{\"0\":" + rank(121.0, 115.9, 0.9999)
        + ",\"1\":" + rank(5.0, 0.1, 0.2) + "}}}}";
}

QString writeJob(const QTemporaryDir &dir)
{
    const QString folder = dir.filePath(u"cluster_analysis_output"_qs);
    QDir().mkpath(folder);
    QFile f(folder + u"/cluster_communication.json");
    if (f.open(QIODevice::WriteOnly))
        f.write(clusterCommunication());
    return dir.path();
}

} // namespace

class TestCommunicationCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aFolderOfClusterCommunicationAloneOpensAndIsJudged()
    {
        QTemporaryDir dir;
        const QString job = writeJob(dir);
        const Run r = rooflens({u"analyze"_qs, job, u"--hardware"_qs, u"ascend910b4"_qs, u"--json"_qs, u"-"_qs});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject communication =
            QJsonDocument::fromJson(r.out).object().value(u"run").toObject().value(u"communication").toObject();
        QCOMPARE(communication.value(u"source").toString(), u"cluster_communication_json"_qs);
        const QJsonArray operators = communication.value(u"operators").toArray();
        QCOMPARE(operators.size(), 2);
        const QJsonObject waiting = operators.at(0).toObject();
        QCOMPARE(waiting.value(u"rank").toInt(), 0);
        QCOMPARE(waiting.value(u"verdict").toString(), u"wait_dominated"_qs);
        QCOMPARE(waiting.value(u"elapse_us").toDouble(), 121000.0);
        const QJsonObject hccs = waiting.value(u"transports").toObject().value(u"HCCS").toObject();
        QCOMPARE(hccs.value(u"peak_gbs").toDouble(), 28.0);
        QCOMPARE(hccs.value(u"utilization").toDouble(), 16.0 / 28.0);
        QCOMPARE(operators.at(1).toObject().value(u"verdict").toString(), u"ok"_qs); // 57 %, large packets
        QVERIFY(communication.value(u"summary").toString().contains(u"rank 1 made the others wait"));
    }

    void theCsvHtmlAndSummaryCarryTheCollectives()
    {
        QTemporaryDir dir;
        const QString job = writeJob(dir);
        QTemporaryDir out;
        const QString csv = out.filePath(u"report.csv"_qs);
        const QString html = out.filePath(u"report.html"_qs);
        const Run r = rooflens(
            {u"analyze"_qs, job, u"--hardware"_qs, u"ascend910b4"_qs, u"--csv"_qs, csv, u"--html"_qs, html});
        QVERIFY2(r.code == 0, r.err.constData());
        QFile comm(out.filePath(u"report.comm.csv"_qs));
        QVERIFY(comm.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = comm.readAll().split('\n');
        QVERIFY(lines.at(0).startsWith("Rank,Name,Group,Calls,Elapse(us)"));
        QVERIFY(lines.at(1).startsWith("0,hcom_broadcast__501_0,\"(0, 1)\",1,121000,"));
        QFile page(html);
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QByteArray text = page.readAll();
        QVERIFY(text.contains("Communication between devices"));
        QVERIFY(text.contains("Communication Roofline"));
        const Run summary = rooflens({u"analyze"_qs, job, u"--hardware"_qs, u"ascend910b4"_qs});
        QVERIFY(summary.out.contains("communication (cluster_communication_json)"));
        QVERIFY(summary.out.contains("waiting for a peer"));
    }

    void hardwareShowListsTheLinkRoofsWithTheirSources()
    {
        const Run r = rooflens({u"hardware"_qs, u"--show"_qs, u"ascend910a"_qs});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("HCCS  18 GB/s"));
        QVERIFY(r.out.contains("HCCS_BANDWIDTH_V2_1_0"));
        QVERIFY(r.out.contains("SIO   no first-party figure"));
    }
};

QTEST_GUILESS_MAIN(TestCommunicationCli)
#include "tst_communicationcli.moc"
