// SPDX-License-Identifier: GPL-3.0-or-later
// The reduce reads rank summaries with simdjson (core/cluster/ranksummaryreader.h): every figure
// is the double nlohmann reads from the same text, so cluster.json is the one the nlohmann
// reading wrote, byte for byte, however the summary is laid out; and a summary it cannot take
// is named as precisely (the byte offset, the field).
#include "clusterfixture.h"

#include "core/cluster/clusterjson.h"
#include "core/cluster/jsonfields.h"
#include "core/cluster/ranksummaryreader.h"
#include "core/report/runjson.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <bit>
#include <cmath>
#include <functional>

using namespace rl;
using namespace rl::test;
using json::Json;

namespace {

Json readJson(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return parsedJson(f.readAll());
}

// Figures hard to read back: the extremes of a double, the shortest forms that are not exact,
// 17 significant digits, an integer past 2^53, random bit patterns.
std::vector<double> awkwardDoubles()
{
    std::vector<double> values = {5e-324,
                                  2.2250738585072014e-308,
                                  1.7976931348623157e308,
                                  0.1,
                                  1.0 / 3.0,
                                  123456789.12345679,
                                  9007199254740993.0,
                                  1e21,
                                  1e-7,
                                  0.0};
    QRandomGenerator random(42);
    while (values.size() < 64) {
        const double v = std::bit_cast<double>(random.generate64());
        if (std::isfinite(v))
            values.push_back(std::fabs(v));
    }
    return values;
}

// What the reduce made of the summaries before simdjson: nlohmann's DOM read field by field.
std::vector<GroupAcrossRanks> groupsAsNlohmannReadsThem(const QStringList &files)
{
    GroupsAcrossRanksBuilder builder;
    for (const QString &file : files) {
        const Json root = readJson(file);
        JsonFields f;
        const int rank = int(f.integer(root, "rank", {}));
        std::vector<RankTypeGroup> types;
        for (const Json &t : *f.array(root, "operator_types", {})) {
            RankTypeGroup g;
            g.group = f.text(t, "type", {});
            g.figures.rank = rank;
            g.figures.calls = int(f.integer(t, "calls", {}));
            g.figures.totalUs = f.number(t, "total_us", {});
            g.figures.minUs = f.number(t, "min_us", {});
            g.figures.maxUs = f.number(t, "max_us", {});
            g.figures.category = f.text(t, "category", {});
            types.push_back(std::move(g));
        }
        if (f.integer(root, "operator_count", {}) > 0)
            builder.addRank(rank, types);
    }
    return builder.finish();
}

} // namespace

class TestRankSummaryReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void figuresAreTheBitsNlohmannReadsAndTheLayoutDoesNotMatter()
    {
        QTemporaryDir dir;
        sim::GeneratedJobSpec spec;
        spec.ranks = 3;
        spec.kernelsPerRank = 300;
        RL_VALUE(job, sim::writeGeneratedJob(dir.filePath(u"job"_qs), spec));
        const QString ranks = dir.filePath(u"ranks"_qs);
        QString why;
        QVERIFY2(mapRanks(rankFolders(job.directory), ranks, &why), qPrintable(why));
        // Awkward figures and names planted in every summary, written as nlohmann writes them.
        const std::vector<double> awkward = awkwardDoubles();
        size_t next = 0;
        QStringList files;
        for (const QString &name : QDir(ranks).entryList({u"*.json"_qs}, QDir::Files, QDir::Name)) {
            const QString file = QDir(ranks).filePath(name);
            Json summary = readJson(file);
            for (Json &t : summary["operator_types"]) {
                for (const char *key : {"total_us", "min_us", "max_us"})
                    t[key] = awkward[next++ % awkward.size()];
            }
            summary["operator_types"][0]["type"] = "名前 \"quoted\" \\ é\n\x01";
            summary["node"] = "nöde-1";
            for (const char *key : {"computing_us", "free_us", "communication_not_overlapped_us"})
                summary["run"]["totals"][key] = awkward[next++ % awkward.size()];
            QVERIFY(writeFixture(file, QByteArray::fromStdString(summary.dump())));
            files << file;
        }
        const std::string compact = clusterJson(reduceFolder(ranks)).dump(1);
        const ClusterResult cluster = reduceFolder(ranks);
        QVERIFY(cluster.missing.empty());
        QCOMPARE(cluster.ranks.size(), size_t(spec.ranks));
        // Every rank's totals as nlohmann reads them, to the bit (stepJson writes them back).
        for (const QString &file : files) {
            const Json root = readJson(file);
            JsonFields f;
            const ClusterRank *r = cluster.rank(int(root["rank"].get<qint64>()));
            QVERIFY(r);
            RL_COMPARE_JSON(stepJson(r->totals, false), stepJson(f.step(root["run"]["totals"], {}), false));
            QCOMPARE(r->node, u"nöde-1"_qs);
        }
        RL_COMPARE_JSON(groupsAcrossRanksJson(cluster.groups), groupsAcrossRanksJson(groupsAsNlohmannReadsThem(files)));
        QVERIFY(!cluster.groups.empty());

        // The same summaries indented and with their keys in another order: the same cluster.json.
        for (const QString &file : files) {
            const Json summary = readJson(file);
            QVERIFY(writeFixture(file, QByteArray::fromStdString(summary.dump(3))));
        }
        QCOMPARE(clusterJson(reduceFolder(ranks)).dump(1), compact);
    }

    void aSummaryNotTakenIsNamedByByteOrField()
    {
        QTemporaryDir dir;
        sim::GeneratedJobSpec spec;
        spec.ranks = 1;
        spec.kernelsPerRank = 60;
        RL_VALUE(job, sim::writeGeneratedJob(dir.filePath(u"job"_qs), spec));
        QString why;
        QVERIFY2(mapRanks(rankFolders(job.directory), dir.filePath(u"one"_qs), &why), qPrintable(why));
        const Json good = readJson(QDir(dir.filePath(u"one"_qs)).filePath(u"rank_0_ascend_pt.json"_qs));
        const auto with = [&](const std::function<void(Json &)> &change) {
            Json s = good;
            change(s);
            return QByteArray::fromStdString(s.dump());
        };
        struct Case
        {
            QByteArray text;
            QString reason; // the start of the reason
        };
        const std::vector<Case> cases = {
            {"{\"schema\": \"rooflens.rank-summary/1\", \"rank\": 7,",
             u"not valid JSON at byte 49: [json.exception.parse_error.101] parse error at line 1, column 49"_qs},
            {with([](Json &) {}) + " x", u"not valid JSON at byte "_qs},
            {"", u"not valid JSON at byte 1: "_qs},
            {"[1, 2]", u"not a rank summary (rooflens.rank-summary/1)"_qs},
            {with([](Json &s) { s["rank"] = "nine"; }), u"rank: a whole number was expected"_qs},
            {with([](Json &s) { s["operator_types"][3]["calls"] = 1.5; }),
             u"operator_types[3].calls: a whole number was expected"_qs},
            {with([](Json &s) { s["run"]["totals"]["free_us"] = "x"; }),
             u"run.totals.free_us: a number was expected"_qs},
            {with([](Json &s) { s["memory"] = Json::array({1}); }), u"memory: an object was expected"_qs},
            {with([](Json &s) { s.erase("operator_count"); }), u"operator_count: a whole number was expected"_qs},
            {with([](Json &s) { s["run"]["has_kernels"] = 1; }), u"run.has_kernels: true or false was expected"_qs},
            {with([](Json &s) { s["operator_types"][0]["type"] = 3; }),
             u"operator_types[0].type: a string was expected"_qs},
            // nlohmann reads 1e400 as a number out of range (no byte); simdjson refuses it too.
            {with([](Json &s) { s["x"] = 1; }).replace("\"x\":1", "\"x\":1e400"), u"not valid JSON: "_qs},
        };
        RankSummaryReader reader;
        for (const Case &c : cases) {
            const auto read = reader.read(c.text, u"/out/ranks/rank_5.json"_qs);
            const MissingRank *missing = std::get_if<MissingRank>(&read);
            QVERIFY2(missing, c.text.left(80).constData());
            QVERIFY2(missing->reason.startsWith(c.reason), qPrintable(missing->reason + u" / expected " + c.reason));
            QCOMPARE(missing->path, u"/out/ranks/rank_5.json"_qs);
            QCOMPARE(missing->rank,
                     std::optional<int>(c.reason.startsWith(u"operator") || c.reason.startsWith(u"run.")
                                                || c.reason.startsWith(u"memory")
                                            ? 0
                                            : 5));
        }
        // The reader keeps its buffers: a good summary after bad ones reads whole.
        const auto read = reader.read(with([](Json &) {}), u"rank_0.json"_qs);
        QVERIFY(std::holds_alternative<ReducibleSummary>(read));
        QCOMPARE(std::get<ReducibleSummary>(read).types.size(), good["operator_types"].size());
    }
};

QTEST_GUILESS_MAIN(TestRankSummaryReader)
#include "tst_ranksummaryreader.moc"
