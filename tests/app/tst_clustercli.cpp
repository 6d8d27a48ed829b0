// SPDX-License-Identifier: GPL-3.0-or-later
// End-to-end: `rooflens demo --job`, `analyze RANKDIR --rank-summary` and `reduce` as a user or
// the cluster drivers run them, with their exit codes (app/README.md §2.3).
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "rooflensprocess.h"

#include <sys/stat.h>

using rl::test::rooflens;
using rl::test::Run;

namespace {

QJsonObject readObject(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

} // namespace

class TestClusterCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mapEveryRankThenReduceNamesThePlantedStraggler()
    {
        QTemporaryDir dir;
        const QString job = dir.filePath(u"job"_qs);
        Run demo = rooflens(
            {u"demo"_qs, u"--job"_qs, u"4"_qs, u"--kernels"_qs, u"300"_qs, u"--straggler"_qs, u"2"_qs, job});
        QVERIFY2(demo.code == 0, demo.err.constData());
        QVERIFY2(demo.out.contains("rank 2 is the planted straggler"), demo.out.constData());
        const QString ranks = dir.filePath(u"out/ranks"_qs);
        QDir().mkpath(ranks);
        for (int rank = 0; rank < 4; ++rank) {
            const QString folder = job + u"/rank_" + QString::number(rank) + u"_ascend_pt";
            Run map = rooflens(
                {u"analyze"_qs, folder, u"--rank-summary"_qs, ranks + u"/rank_" + QString::number(rank) + u".json"});
            QVERIFY2(map.code == 0, map.err.constData());
        }
        // The same summary on the standard output.
        Run toStdout = rooflens({u"analyze"_qs, job + u"/rank_0_ascend_pt", u"--rank-summary"_qs, u"-"_qs});
        QCOMPARE(QJsonDocument::fromJson(toStdout.out).object().value(u"schema").toString(),
                 u"rooflens.rank-summary/1"_qs);

        const QString cluster = dir.filePath(u"out/cluster.json"_qs);
        Run reduce = rooflens({u"reduce"_qs, ranks, u"-o"_qs, cluster});
        QVERIFY2(reduce.code == 0, reduce.err.constData());
        const QJsonObject c = readObject(cluster);
        QCOMPARE(c.value(u"schema").toString(), u"rooflens.cluster/1"_qs);
        QCOMPARE(c.value(u"rank_count").toInt(), 4);
        QCOMPARE(c.value(u"slowest_rank").toInt(), 2);
        QCOMPARE(c.value(u"stragglers").toArray().first().toObject().value(u"rank").toInt(), 2);
        const QJsonObject group = c.value(u"operator_groups_across_ranks").toArray().first().toObject();
        QCOMPARE(group.value(u"group").toString(), u"FlashAttentionScore"_qs);
        QCOMPARE(group.value(u"slowest_rank").toInt(), 2);
    }

    void theDriversFailuresAreCountedOnce()
    {
        QTemporaryDir dir;
        const QString job = dir.filePath(u"job"_qs);
        QCOMPARE(rooflens({u"demo"_qs, u"--job"_qs, u"2"_qs, u"--kernels"_qs, u"50"_qs, job}).code, 0);
        const QString ranks = dir.filePath(u"out/ranks"_qs);
        QDir().mkpath(ranks);
        QCOMPARE(
            rooflens({u"analyze"_qs, job + u"/rank_0_ascend_pt", u"--rank-summary"_qs, ranks + u"/rank_0.json"}).code,
            0);
        QFile missing(dir.filePath(u"out/missing.json"_qs));
        QVERIFY(missing.open(QIODevice::WriteOnly));
        missing.write(R"([{"rank": 1, "path": "job/rank_1_ascend_pt", "reason": "worker lost twice"}])");
        missing.close();
        const QString cluster = dir.filePath(u"cluster.json"_qs);
        Run reduce = rooflens(
            {u"reduce"_qs, dir.filePath(u"out"_qs), u"--missing"_qs, missing.fileName(), u"-o"_qs, cluster});
        QVERIFY2(reduce.code == 0, reduce.err.constData());
        QVERIFY2(reduce.err.contains("missing rank 1: worker lost twice"), reduce.err.constData());
        const QJsonObject c = readObject(cluster);
        QCOMPARE(c.value(u"missing_count").toInt(), 1);
        QCOMPARE(c.value(u"missing_ranks").toArray().first().toObject().value(u"rank").toInt(), 1);
    }

    void listRanksNumbersTheJobFromItsFoldersAlone()
    {
        QTemporaryDir dir;
        const QString job = dir.filePath(u"job"_qs);
        QCOMPARE(rooflens({u"demo"_qs, u"--job"_qs, u"3"_qs, u"--kernels"_qs, u"20"_qs, job}).code, 0);
        // Rank 1's tables are FIFOs no one writes: reading any of them would hang the listing.
        const QString output = job + u"/rank_1_ascend_pt/ASCEND_PROFILER_OUTPUT/";
        for (const QString &table : {u"kernel_details.csv"_qs, u"step_trace_time.csv"_qs, u"communication.json"_qs}) {
            QVERIFY(QFile::remove(output + table));
            QCOMPARE(::mkfifo(QFile::encodeName(output + table).constData(), 0600), 0);
        }
        // A run folder without a number, deeper down, and a copy claiming rank 0 again: each gets
        // the next free number, as rooflens numbers the job (core/job/README.md §1).
        QVERIFY(QDir().mkpath(job + u"/more/unnamed/ASCEND_PROFILER_OUTPUT"));
        QVERIFY(QDir().mkpath(job + u"/zz_copy/ASCEND_PROFILER_OUTPUT"));
        QVERIFY(QFile::copy(job + u"/rank_0_ascend_pt/profiler_info_0.json", job + u"/zz_copy/profiler_info_0.json"));

        Run list = rooflens({u"analyze"_qs, job, u"--list-ranks"_qs}, 20000);
        QVERIFY2(list.code == 0, list.err.constData());
        const QString abs = QFileInfo(job).absoluteFilePath();
        const QString expected = u"0\t" + abs + u"/rank_0_ascend_pt\n" + u"1\t" + abs + u"/rank_1_ascend_pt\n" + u"2\t"
            + abs + u"/rank_2_ascend_pt\n" + u"3\t" + abs + u"/more/unnamed\n" + u"4\t" + abs + u"/zz_copy\n";
        QCOMPARE(QString::fromUtf8(list.out), expected);
        QVERIFY2(list.err.isEmpty(), list.err.constData());

        // No rank folder: exit 3 with the reason; --list with it is a usage error.
        Run none = rooflens(
            {u"analyze"_qs, dir.filePath(u"job/more/unnamed/ASCEND_PROFILER_OUTPUT"_qs), u"--list-ranks"_qs});
        QCOMPARE(none.code, 3);
        QVERIFY2(none.err.contains("no rank folder"), none.err.constData());
        QVERIFY(none.out.isEmpty());
        QCOMPARE(rooflens({u"analyze"_qs, job, u"--list"_qs, u"--list-ranks"_qs}).code, 2);
        QVERIFY(rooflens({u"--help"_qs}).out.contains("--list-ranks"));
    }

    void exitCodesSayWhatWentWrong()
    {
        QTemporaryDir dir;
        QCOMPARE(rooflens({u"reduce"_qs, dir.path()}).code, 2);                                       // no -o
        QCOMPARE(rooflens({u"reduce"_qs, u"-o"_qs, dir.filePath(u"c.json"_qs)}).code, 2);             // no input
        QCOMPARE(rooflens({u"reduce"_qs, dir.path(), u"-o"_qs, dir.filePath(u"c.json"_qs)}).code, 3); // nothing found
        QFile broken(dir.filePath(u"rank_0.json"_qs));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"schema\": ");
        broken.close();
        // Every rank missing: the file says why, the exit code says nothing was reduced.
        const QString cluster = dir.filePath(u"out/c.json"_qs);
        Run reduce = rooflens({u"reduce"_qs, broken.fileName(), u"-o"_qs, cluster});
        QCOMPARE(reduce.code, 3);
        QCOMPARE(readObject(cluster).value(u"missing_count").toInt(), 1);
        QCOMPARE(rooflens({u"compare"_qs, u"a"_qs, u"b"_qs, u"--rank-summary"_qs, u"x.json"_qs}).code, 2);
        QCOMPARE(rooflens({u"demo"_qs, u"--job"_qs, u"2"_qs, u"--straggler"_qs, u"5"_qs, dir.filePath(u"j"_qs)}).code,
                 2);
        // A job folder is several ranks: the map takes one.
        const QString job = dir.filePath(u"job"_qs);
        QCOMPARE(rooflens({u"demo"_qs, u"--job"_qs, u"2"_qs, u"--kernels"_qs, u"20"_qs, job}).code, 0);
        Run map = rooflens({u"analyze"_qs, job, u"--rank-summary"_qs, dir.filePath(u"s.json"_qs)});
        QCOMPARE(map.code, 3);
        QVERIFY2(map.err.contains("one rank"), map.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestClusterCli)
#include "tst_clustercli.moc"
