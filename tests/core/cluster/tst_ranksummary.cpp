// SPDX-License-Identifier: GPL-3.0-or-later
// `rooflens.rank-summary/1`: one rank's run row, collectives and per-type figures, nothing per
// kernel, and never more than 256 KiB however many operator types the rank has.
#include "clusterfixture.h"

#include "core/analysis/crossrankgroups.h"

#include <QTemporaryDir>
#include <QTest>

using namespace rl;
using namespace rl::test;
using json::Json;

class TestRankSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aGeneratedRankCarriesItsRunRowAndEveryOperatorType()
    {
        QTemporaryDir dir;
        sim::GeneratedJobSpec spec;
        spec.ranks = 2;
        spec.kernelsPerRank = 400;
        RL_VALUE(job, sim::writeGeneratedJob(dir.filePath(u"job"_qs), spec));
        RL_VALUE(analysis, analyzeFolder(rankFolders(job.directory).at(1)));
        RL_VALUE(text, rankSummary(analysis));
        const Json s = parsedJson(text);
        RL_COMPARE_JSON(s["schema"], Json("rooflens.rank-summary/1"));
        RL_COMPARE_JSON(s["rank"], Json(1));
        RL_COMPARE_JSON(s["source"], Json("step_trace_time"));
        QCOMPARE(s["run"]["steps"].size(), size_t(1));
        QCOMPARE(s["operator_count"].get<int>(), 400);
        QCOMPARE(s["operator_types"].size(), size_t(spec.typesPerRank));
        RL_COMPARE_JSON(s["truncated"], (Json{{"operator_types", 0}, {"communication_operators", 0}, {"steps", 0}}));
        // The figures are those the table across ranks is built from.
        const std::vector<RankTypeGroup> groups = rankTypeGroups(1, analysis);
        double total = 0.0;
        for (const Json &t : s["operator_types"]) {
            const auto found = std::find_if(groups.begin(), groups.end(), [&](const RankTypeGroup &g) {
                return g.group.toStdString() == t["type"].get<std::string>();
            });
            QVERIFY(found != groups.end());
            QCOMPARE(t["calls"].get<int>(), found->figures.calls);
            QCOMPARE(t["total_us"].get<double>(), found->figures.totalUs);
            QCOMPARE(t["min_us"].get<double>(), found->figures.minUs);
            QCOMPARE(t["max_us"].get<double>(), found->figures.maxUs);
            QCOMPARE(QString::fromStdString(t["category"].get<std::string>()), found->figures.category);
            total += t["total_us"].get<double>();
        }
        QVERIFY(qAbs(total - s["total_duration_us"].get<double>()) < 1e-6 * total);
        // Two all-reduces from communication.json, summed before any cut.
        QCOMPARE(s["communication"]["operator_count"].get<int>(), 2);
        QCOMPARE(s["communication"]["operators"].size(), size_t(2));
        QVERIFY(s["communication"]["wait_ms"].get<double>() > 0.0);
        QVERIFY(s["node"].is_null()); // torch_npu's text export records no host
    }

    void aRankOfThousandsOfOperatorTypesStaysUnder256KiB()
    {
        QTemporaryDir dir;
        sim::GeneratedJobSpec spec;
        spec.ranks = 1;
        spec.kernelsPerRank = 12000;
        spec.typesPerRank = 6000;
        RL_VALUE(job, sim::writeGeneratedJob(dir.filePath(u"job"_qs), spec));
        RL_VALUE(analysis, analyzeFolder(rankFolders(job.directory).at(0)));
        RL_VALUE(text, rankSummary(analysis, 2)); // indented, the larger form
        QVERIFY2(text.size() <= kRankSummaryLimit, qPrintable(QString::number(text.size())));
        const Json s = parsedJson(text);
        const auto kept = s["operator_types"].size();
        const auto cut = s["truncated"]["operator_types"].get<size_t>();
        QVERIFY(cut > 0);
        QCOMPARE(kept + cut, size_t(spec.typesPerRank));
        // The smallest types went: every kept one is at least as large as any cut one.
        const std::vector<RankTypeGroup> groups = rankTypeGroups(0, analysis);
        std::vector<double> totals;
        for (const RankTypeGroup &g : groups)
            totals.push_back(g.figures.totalUs);
        std::sort(totals.begin(), totals.end(), std::greater<>());
        QCOMPARE(s["operator_types"].back()["total_us"].get<double>(), totals[kept - 1]);
        QCOMPARE(s["operator_types"][0]["type"].get<std::string>(), std::string(sim::kPlantedSlowType));
    }

    void aSmallerLimitCutsTheCollectivesBeforeTheTypes()
    {
        QTemporaryDir dir;
        sim::GeneratedJobSpec spec;
        spec.ranks = 1;
        spec.kernelsPerRank = 200;
        RL_VALUE(job, sim::writeGeneratedJob(dir.filePath(u"job"_qs), spec));
        RL_VALUE(analysis, analyzeFolder(rankFolders(job.directory).at(0)));
        RL_VALUE(whole, rankSummary(analysis));
        RL_VALUE(text, rankSummary(analysis, -1, whole.size() - 100));
        const Json s = parsedJson(text);
        QVERIFY(s["truncated"]["communication_operators"].get<int>() >= 1);
        QCOMPARE(s["truncated"]["operator_types"].get<int>(), 0);
        QCOMPARE(s["communication"]["operator_count"].get<int>(), 2); // the sums stay whole
    }

    void aJobOfSeveralRanksIsRefused()
    {
        QTemporaryDir dir;
        sim::GeneratedJobSpec spec;
        spec.ranks = 2;
        spec.kernelsPerRank = 50;
        RL_VALUE(job, sim::writeGeneratedJob(dir.filePath(u"job"_qs), spec));
        RL_VALUE(analysis, analyzeFolder(job.directory));
        const auto text = rankSummary(analysis);
        QVERIFY(!text);
        QCOMPARE(text.error().kind, Error::Kind::Usage);
    }

    void theHostComesFromTheProfilerDatabase()
    {
        RL_REAL_DATA(rank, u"torchnpu_a2_db_level1/rank0_ascend_pt"_qs);
        RL_VALUE(analysis, analyzeFolder(rank));
        RL_VALUE(text, rankSummary(analysis));
        const Json s = parsedJson(text);
        RL_COMPARE_JSON(s["node"], Json("ubuntu"));
        QVERIFY(s["memory"]["peak_allocated_mb"].get<double>() > 1000.0);
    }
};

QTEST_GUILESS_MAIN(TestRankSummary)
#include "tst_ranksummary.moc"
