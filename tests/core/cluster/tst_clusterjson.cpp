// SPDX-License-Identifier: GPL-3.0-or-later
// `rooflens.cluster/1` reads back as it was written (readClusterJson, for the GUI), and a file
// that is not one says which file and where.
#include "clusterfixture.h"

#include "core/cluster/clusterjson.h"
#include "core/report/runjson.h"

#include <QTemporaryDir>
#include <QTest>

using namespace rl;
using namespace rl::test;
using json::Json;

class TestClusterJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aClusterReadsBackAsWritten()
    {
        QTemporaryDir dir;
        sim::GeneratedJobSpec spec;
        spec.ranks = 4;
        spec.kernelsPerRank = 200;
        RL_VALUE(job, sim::writeGeneratedJob(dir.filePath(u"job"_qs), spec));
        QString why;
        QVERIFY2(mapRanks(rankFolders(job.directory), dir.filePath(u"out/ranks"_qs), &why), qPrintable(why));
        QVERIFY(writeFixture(dir.filePath(u"out/missing.json"_qs),
                             "{\"missing_ranks\": [{\"rank\": null, \"path\": \"/job/x\", \"reason\": \"no rank\"}]}"));
        const ClusterResult cluster = reduceFolder(dir.filePath(u"out"_qs));
        const Json written = clusterJson(cluster);
        QVERIFY(writeFixture(dir.filePath(u"out/cluster.json"_qs), json::dump(written)));
        RL_VALUE(back, readClusterJson(dir.filePath(u"out"_qs))); // the OUTDIR finds its cluster.json
        RL_COMPARE_JSON(clusterJson(back), written);
        QCOMPARE(back.missing.size(), size_t(1));
        QVERIFY(!back.missing.front().rank.has_value());
        QCOMPARE(back.rank(job.straggler)->rank, job.straggler);
        QCOMPARE(back.stragglers.front().rank, job.straggler);
    }

    void brokenJsonNamesTheFileAndTheByte()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"cluster.json"_qs);
        QVERIFY(writeFixture(file, "{\"schema\": \"rooflens.cluster/1\", \"ranks\": [1, 2"));
        const auto read = readClusterJson(file);
        QVERIFY(!read);
        QVERIFY2(read.error().toString().contains(file), qPrintable(read.error().toString()));
        QVERIFY2(read.error().message.contains(u"byte 48"), qPrintable(read.error().message));
    }

    void aWrongFieldIsNamed()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"cluster.json"_qs);
        Json c = clusterJson(ClusterResult{});
        c["ranks"] = Json::array({Json{{"rank", 0}}});
        c["ranks"][0]["rank"] = "zero";
        QVERIFY(writeFixture(file, json::dump(c)));
        const auto read = readClusterJson(file);
        QVERIFY(!read);
        QVERIFY2(read.error().message.startsWith(u"ranks[0].rank"), qPrintable(read.error().message));
    }

    void anotherSchemaIsRefused()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"cluster.json"_qs);
        QVERIFY(writeFixture(file, "{\"schema\": \"rooflens.analysis/1\"}"));
        const auto read = readClusterJson(file);
        QVERIFY(!read);
        QCOMPARE(read.error().kind, Error::Kind::Unsupported);
    }
};

QTEST_GUILESS_MAIN(TestClusterJson)
#include "tst_clusterjson.moc"
