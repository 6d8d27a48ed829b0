// SPDX-License-Identifier: GPL-3.0-or-later
// `rooflens.summary/1`: every figure is the full analysis' own (what analyze --json writes), the
// ten operator types of most gain, the run's sentence and slowest rank, the first diagnostics.
#include "agentfixtures.h"
#include "core/agent/agentsummary.h"
#include "core/report/analysisjson.h"

#include <QMap>
#include <QTest>

using namespace rl;
using namespace rl::test;
using json::Json;

namespace {

// Per operator type (the name when the type is null), from the full document: calls, total
// time, summed gain (null when no call has one), and the first advice title of its longest call.
struct TypeFigures
{
    qint64 calls = 0;
    double totalUs = 0.0;
    Json gain;
    double longestUs = -1.0;
    Json firstAdviceTitle;
};

QMap<QString, TypeFigures> typesOf(const Json &full)
{
    QMap<QString, TypeFigures> types;
    for (const Json &op : full["operators"]) {
        const std::string type = op["type"].is_null() ? op["name"].get<std::string>() : op["type"].get<std::string>();
        TypeFigures &t = types[QString::fromStdString(type)];
        ++t.calls;
        const double d = op["duration_us"].get<double>();
        t.totalUs += d;
        if (!op["estimated_gain_us"].is_null())
            t.gain = (t.gain.is_null() ? 0.0 : t.gain.get<double>()) + op["estimated_gain_us"].get<double>();
        if (d > t.longestUs) {
            t.longestUs = d;
            t.firstAdviceTitle = op["advice"].empty() ? Json() : op["advice"][0]["title"];
        }
    }
    return types;
}

} // namespace

class TestAgentSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyFigureIsTheFullAnalysisOwn()
    {
        const auto a = demoAnalysis();
        QVERIFY2(a, "the demo could not be written or analysed");
        const Json full = parsed(analysisToJson(*a));
        const Json summary = agentSummary(*a);
        RL_COMPARE_JSON(summary["schema"], Json("rooflens.summary/1"));
        RL_COMPARE_JSON(summary["chip"], full["hardware"]["id"]);
        RL_COMPARE_JSON(summary["chip"], Json("ascend310"));
        RL_COMPARE_JSON(summary["clock_mhz"], full["hardware"]["clock_mhz"]);
        RL_COMPARE_JSON(summary["operator_count"], full["summary"]["operator_count"]);
        RL_COMPARE_JSON(summary["total_duration_us"], full["summary"]["total_duration_us"]);
        RL_COMPARE_JSON(summary["category_time_share"], full["summary"]["category_time_share"]);
        if (full.contains("run"))
            RL_COMPARE_JSON(summary["run"]["summary"], full["run"]["summary"]);
        else
            QVERIFY(summary["run"].is_null());
        RL_COMPARE_JSON(summary["diagnostics"]["count"], Json(full["diagnostics"].size()));
        const Json &first = summary["diagnostics"]["first"];
        RL_COMPARE_JSON(first.size(), std::min<size_t>(5, full["diagnostics"].size()));
        for (size_t i = 0; i < first.size(); ++i)
            RL_COMPARE_JSON(first[i], full["diagnostics"][i]);
        // A few kilobytes, not the megabytes of the full document.
        QVERIFY(json::dumpFragment(summary, -1).size() < 8 * 1024);
    }

    void topGroupsAreTheTypesOfMostGainWithTheirOwnFigures()
    {
        const auto a = demoAnalysis();
        QVERIFY2(a, "the demo could not be written or analysed");
        const Json full = parsed(analysisToJson(*a));
        const QMap<QString, TypeFigures> types = typesOf(full);
        const Json top = agentSummary(*a)["top_groups"];
        QCOMPARE(top.size(), std::min<size_t>(10, size_t(types.size())));
        QVERIFY(top.size() == 10); // the demo has more than ten types
        double previousGain = std::numeric_limits<double>::infinity();
        for (const Json &g : top) {
            const QString type = QString::fromStdString(g["type"].get<std::string>());
            QVERIFY2(types.contains(type), qPrintable(type));
            const TypeFigures &t = types[type];
            RL_COMPARE_JSON(g["calls"].get<qint64>(), t.calls);
            QVERIFY(qAbs(g["total_us"].get<double>() - t.totalUs) <= 1e-9 * t.totalUs);
            RL_COMPARE_JSON(g["advice_title"], t.firstAdviceTitle);
            QVERIFY(g.contains("category") && g.contains("bound_component"));
            if (t.gain.is_null()) {
                QVERIFY(g["estimated_gain_us"].is_null());
                previousGain = -1.0; // types without a gain come after every one with
            } else {
                const double gain = g["estimated_gain_us"].get<double>();
                QVERIFY(qAbs(gain - t.gain.get<double>()) <= 1e-9 * std::max(1.0, gain));
                QVERIFY2(gain <= previousGain, "top_groups are ordered by estimated gain");
                previousGain = gain;
            }
        }
        // No type left out has more gain than the last one listed.
        const Json &last = top.back()["estimated_gain_us"];
        for (auto it = types.cbegin(); it != types.cend(); ++it) {
            bool listed = false;
            for (const Json &g : top)
                listed = listed || g["type"] == Json(it.key().toStdString());
            if (!listed && !it.value().gain.is_null())
                QVERIFY(!last.is_null() && it.value().gain.get<double>() <= last.get<double>() + 1e-9);
        }
    }

    void theRunIsItsSentenceAndItsSlowestRank()
    {
        const Analysis withRun = analysisWithRun(generatedRun(4, 3));
        const Json run = agentSummary(withRun)["run"];
        RL_COMPARE_JSON(run["summary"], Json(withRun.profile->run->summary.toStdString()));
        QVERIFY(!withRun.profile->run->summary.isEmpty());
        RL_COMPARE_JSON(run["slowest_rank"], Json(2)); // the rank with most free time
        RL_COMPARE_JSON(agentSummary(withRun)["run"]["summary"], parsed(analysisToJson(withRun))["run"]["summary"]);

        const Json oneRank = agentSummary(analysisWithRun(generatedRun(1, 3)))["run"];
        QVERIFY(oneRank["slowest_rank"].is_null()); // nothing to be slower than
        QVERIFY(agentSummary(analysisWithRun(std::nullopt))["run"].is_null());
    }

    void diagnosticsAreCountedAndTheFirstFiveListed()
    {
        Diagnostics seven;
        for (int i = 0; i < 7; ++i)
            seven.push_back(warning(u"problem %1"_qs.arg(i), u"file.csv:%1"_qs.arg(i + 1)));
        const Analysis a = analysisWithRun(std::nullopt, seven);
        const Json full = parsed(analysisToJson(a));
        const Json d = agentSummary(a)["diagnostics"];
        RL_COMPARE_JSON(d["count"].get<size_t>(), full["diagnostics"].size());
        QVERIFY(d["count"].get<int>() >= 7);
        RL_COMPARE_JSON(d["first"].size(), size_t(5));
        for (size_t i = 0; i < 5; ++i)
            RL_COMPARE_JSON(d["first"][i], full["diagnostics"][i]);
        RL_COMPARE_JSON(d["first"][0]["message"], Json("problem 0"));
        RL_COMPARE_JSON(d["first"][4]["location"], Json("file.csv:5"));
    }

    void anUnknownChipIsNull()
    {
        auto profile = std::make_shared<Profile>();
        profile->operators = {makeOperator(u"Add"_qs, 10.0, {})};
        const Analysis a = analyze(profile, HardwareSpec{}, {}, AdviceCatalog::builtin());
        const Json summary = agentSummary(a);
        QVERIFY(summary["chip"].is_null());
        QVERIFY(summary["clock_mhz"].is_null());
        RL_COMPARE_JSON(summary["operator_count"], Json(1));
    }
};

QTEST_GUILESS_MAIN(TestAgentSummary)
#include "tst_agentsummary.moc"
