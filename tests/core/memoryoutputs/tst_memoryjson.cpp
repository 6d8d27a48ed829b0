// SPDX-License-Identifier: GPL-3.0-or-later
// run.memory of the analysis JSON (contract §7c): every name, in its units, null where the run
// does not give the figure, and null as a whole when the run has no memory records.
#include "core/report/analysisjson.h"
#include "core/report/jsonutil.h"
#include "memoryfixtures.h"

#include <QTest>

#include <set>

using namespace rl;
using namespace rl::test;
using json::Json;

namespace {

constexpr qint64 kT0 = 1000000000;

Json runOf(const Analysis &a)
{
    const QByteArray text = analysisToJson(a);
    return Json::parse(text.constData(), text.constData() + text.size())["run"];
}

std::set<std::string> keysOf(const Json &o)
{
    std::set<std::string> keys;
    for (auto it = o.begin(); it != o.end(); ++it)
        keys.insert(it.key());
    return keys;
}

bool same(const Json &actual, const Json &expected)
{
    if (actual != expected)
        qWarning("actual %s, expected %s", actual.dump().c_str(), expected.dump().c_str());
    return actual == expected;
}

} // namespace

class TestMemoryJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyNameOfTheContractIsThereInItsUnits()
    {
        const Json memory = runOf(analysisWithMemory(handMadeMemory(), chipWithCapacity()))["memory"];
        QCOMPARE(memory.size(), size_t(1));
        QCOMPARE(memory["ranks"].size(), size_t(1));
        const Json &r = memory["ranks"][0];
        QVERIFY(keysOf(r)
                == (std::set<std::string>{"rank", "source", "peak_allocated_mb", "peak_reserved_mb", "peak_active_mb",
                                          "peak_time_ns", "capacity_mb", "top_operators", "alive_at_peak",
                                          "hbm_bandwidth_gbs", "llc_hit_rate"}));
        QVERIFY(same(r["rank"], 0));
        QVERIFY(same(r["source"], "pta_ge"));
        QVERIFY(same(r["peak_allocated_mb"], 300.0));
        QVERIFY(same(r["peak_reserved_mb"], 500.0));
        QVERIFY(same(r["peak_active_mb"], 320.0));
        QVERIFY(same(r["peak_time_ns"], kT0 + 2000));   // the first time 300 MB is reached
        QVERIFY(same(r["capacity_mb"], 32.0 * 1024.0)); // the 910B4's 32 GB

        const Json &top = r["top_operators"];
        QCOMPARE(top.size(), size_t(4));
        QVERIFY(keysOf(top[0])
                == (std::set<std::string>{"name", "size_kb", "allocation_ns", "release_ns", "duration_us"}));
        QVERIFY(same(top[0],
                     Json{{"name", "aten::mm"},
                          {"size_kb", 102400.0},
                          {"allocation_ns", kT0 + 1500},
                          {"release_ns", kT0 + 3500},
                          {"duration_us", 2.0}}));
        QVERIFY(same(top[1]["name"], "weights"));
        QVERIFY(top[1]["release_ns"].is_null()); // released after the profile ended
        QVERIFY(top[1]["duration_us"].is_null());
        QVERIFY(same(top[2]["size_kb"], 2048.0));
        QVERIFY(same(top[3]["name"], "aten::add"));

        const Json &alive = r["alive_at_peak"];
        QVERIFY(keysOf(alive) == (std::set<std::string>{"count", "size_mb", "before_profile_mb", "largest"}));
        QVERIFY(same(alive["count"], 2));
        QVERIFY(same(alive["size_mb"], 150.0));
        QVERIFY(same(alive["before_profile_mb"], 150.0));
        QVERIFY(same(alive["largest"][0],
                     Json{{"name", "aten::mm"}, {"size_kb", 102400.0}, {"allocation_ns", kT0 + 1500}}));
        QVERIFY(same(alive["largest"][1]["name"], "weights"));

        QVERIFY(same(r["hbm_bandwidth_gbs"], Json{{"mean", 3.0}, {"max", 4.0}, {"samples", 2}}));
        QVERIFY(same(r["llc_hit_rate"], Json{{"read", 0.75}, {"write", nullptr}, {"samples", 1}}));
    }

    void figuresTheRunDoesNotGiveAreNullNeverMadeUp()
    {
        MemoryData data;
        data.ranks.push_back(geOnlyRank(3));
        const Json r = runOf(analysisWithMemory(std::move(data)))["memory"]["ranks"][0]; // round chip: no HBM size
        QVERIFY(same(r["rank"], 3));
        QVERIFY(same(r["source"], "ge"));
        QVERIFY(same(r["peak_allocated_mb"], 20.0));
        QVERIFY(same(r["peak_reserved_mb"], 30.0));
        QVERIFY(r["peak_active_mb"].is_null());
        QVERIFY(r["capacity_mb"].is_null());
        QVERIFY(same(r["top_operators"], Json::array()));
        QVERIFY(same(r["alive_at_peak"],
                     Json{{"count", 0}, {"size_mb", 0.0}, {"before_profile_mb", 20.0}, {"largest", Json::array()}}));
        QVERIFY(same(r["hbm_bandwidth_gbs"], Json{{"mean", nullptr}, {"max", nullptr}, {"samples", 0}}));
        QVERIFY(same(r["llc_hit_rate"], Json{{"read", nullptr}, {"write", nullptr}, {"samples", 0}}));
    }

    void aRankWithOnlySamplersHasNoSourceAndNoPeaks()
    {
        RankMemory m = handMadeRank(0);
        m.series.clear();
        m.allocations = {};
        MemoryData data;
        data.ranks.push_back(std::move(m));
        const Json r = runOf(analysisWithMemory(std::move(data)))["memory"]["ranks"][0];
        QVERIFY(r["source"].is_null());
        for (const char *figure : {"peak_allocated_mb", "peak_reserved_mb", "peak_active_mb", "peak_time_ns"})
            QVERIFY2(r[figure].is_null(), figure);
        QVERIFY(r["alive_at_peak"]["before_profile_mb"].is_null());
        QVERIFY(same(r["hbm_bandwidth_gbs"]["max"], 4.0));
    }

    void everyRankInRankOrder()
    {
        const Json ranks = runOf(analysisWithMemory(handMadeMemory(3)))["memory"]["ranks"];
        QCOMPARE(ranks.size(), size_t(3));
        for (int r = 0; r < 3; ++r)
            QVERIFY(same(ranks[size_t(r)]["rank"], r));
    }

    void aRunWithoutMemoryRecordsSaysNull()
    {
        Analysis a = analysisWithMemory(handMadeMemory());
        a.memory.reset();
        const Json run = runOf(a);
        QVERIFY(run.contains("memory"));
        QVERIFY(run["memory"].is_null());
    }
};

QTEST_GUILESS_MAIN(TestMemoryJson)
#include "tst_memoryjson.moc"
