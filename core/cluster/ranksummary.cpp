// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/cluster/ranksummary.h"

#include "core/agent/agentsummary.h"
#include "core/analysis/crossrankgroups.h"
#include "core/cluster/nodename.h"
#include "core/comm/communicationreport.h"
#include "core/common/tr.h"
#include "core/job/jobranks.h"
#include "core/memory/memoryreport.h"
#include "core/report/communicationjson.h"
#include "core/report/jsonstreamwriter.h"
#include "core/report/memoryjson.h"
#include "core/report/runjson.h"

#include <algorithm>

namespace rl {

namespace {

using json::Json;

constexpr qsizetype kLongestMessage = 1000; // a diagnostic's message, in characters

// The rank the analysis is of: the run's analysed rank, else the one rank its folder holds.
std::optional<int> rankOf(const Analysis &a)
{
    if (a.profile->run && a.profile->run->analysedRank >= 0)
        return a.profile->run->analysedRank;
    QStringList paths;
    for (const auto &input : a.profile->inputs)
        paths << input.path;
    const std::vector<JobRank> ranks = jobRanks(paths);
    if (ranks.size() == 1)
        return ranks.front().rank;
    return std::nullopt;
}

Json typeJson(const RankTypeGroup &g)
{
    Json byCategory = Json::object();
    for (auto it = g.timeBy.cbegin(); it != g.timeBy.cend(); ++it)
        byCategory[categoryId(it.key()).toStdString()] = it.value();
    return Json{{"type", json::str(g.group)},     {"calls", g.figures.calls},
                {"total_us", g.figures.totalUs},  {"min_us", g.figures.minUs},
                {"max_us", g.figures.maxUs},      {"category", json::str(g.figures.category)},
                {"category_time_us", byCategory}, {"estimated_gain_us", json::opt(g.estimatedGainUs)}};
}

// The rank's collectives, longest first so a cut drops the shortest, with their sums before any cut.
struct RankCollectives
{
    std::vector<const JudgedCollective *> list;
    double elapseUs = 0.0, transitUs = 0.0, waitUs = 0.0, synchronizationUs = 0.0;
};

RankCollectives collectivesOf(const CommunicationReport &report, int rank)
{
    RankCollectives c;
    for (const JudgedCollective &j : report.collectives) {
        if (j.rank != rank)
            continue;
        c.list.push_back(&j);
        c.elapseUs += j.elapseUs.value_or(0.0);
        c.transitUs += j.transitUs.value_or(0.0);
        c.waitUs += j.waitUs.value_or(0.0);
        c.synchronizationUs += j.synchronizationUs.value_or(0.0);
    }
    std::stable_sort(c.list.begin(), c.list.end(), [](const JudgedCollective *x, const JudgedCollective *y) {
        return x->elapseUs.value_or(0.0) > y->elapseUs.value_or(0.0);
    });
    return c;
}

Json collectiveJson(const JudgedCollective &c)
{
    std::string text;
    json::JsonStreamWriter writer(text);
    writeCollective(writer, c);
    writer.flush();
    return Json::parse(text);
}

// §7b restricted to the rank: its figures summed, its collectives (the first `keep`), the links.
Json communicationPart(const CommunicationReport &report, const RankCollectives &c, size_t keep)
{
    Json whole = communicationJson(report);
    Json operators = Json::array();
    for (size_t i = 0; i < c.list.size() && i < keep; ++i)
        operators.push_back(collectiveJson(*c.list[i]));
    return Json{{"source", whole["source"]},        {"operator_count", qint64(c.list.size())},
                {"elapse_ms", c.elapseUs / 1000.0}, {"transit_ms", c.transitUs / 1000.0},
                {"wait_ms", c.waitUs / 1000.0},     {"synchronization_ms", c.synchronizationUs / 1000.0},
                {"links", whole["links"]},          {"slowest_link", whole["slowest_link"]},
                {"summary", whole["summary"]},      {"operators", operators}};
}

Json memoryPart(const MemoryReport &report, int rank)
{
    const RankMemoryReport *mine = report.rank(rank);
    if (!mine && report.ranks.size() == 1)
        mine = &report.ranks.front(); // an msprof DB records the device, not the rank
    if (!mine)
        return nullptr;
    MemoryReport one;
    one.ranks.push_back(*mine);
    return deviceMemoryJson(one)["ranks"][0];
}

// The lists a summary can cut, and how many of each it keeps.
struct Kept
{
    size_t types, collectives, steps;
};

} // namespace

Result<QByteArray> rankSummary(const Analysis &a, int indent, qsizetype limit)
{
    const RunBreakdown *run = a.profile->run.get();
    if (run && run->ranks.size() > 1)
        return makeError(
            Error::Kind::Usage,
            Tr::tr("--rank-summary takes one rank's folder; this input holds %1 ranks").arg(run->ranks.size()));
    const std::optional<int> rank = rankOf(a);
    if (!rank)
        return makeError(Error::Kind::Usage, Tr::tr("--rank-summary cannot tell which rank this profile is of"));

    Json runRow(nullptr);
    QString path;
    if (run && !run->ranks.empty()) {
        runRow = runJson(*run)["ranks"][0];
        path = run->ranks.front().path;
    } else if (!a.profile->inputs.empty()) {
        path = a.profile->inputs.front().path;
    }
    std::vector<RankTypeGroup> types = rankTypeGroups(*rank, a);
    std::stable_sort(types.begin(), types.end(), [](const RankTypeGroup &x, const RankTypeGroup &y) {
        return x.figures.totalUs != y.figures.totalUs ? x.figures.totalUs > y.figures.totalUs : x.group < y.group;
    });
    const RankCollectives collectives = a.communication ? collectivesOf(*a.communication, *rank) : RankCollectives{};
    Json diagnostics = diagnosticsSummary(a);
    for (Json &d : diagnostics["first"]) {
        std::string &message = d["message"].get_ref<std::string &>();
        if (qsizetype(message.size()) > kLongestMessage * 4)
            message = QString::fromStdString(message).left(kLongestMessage).toStdString() + "…";
    }
    const QString node = nodeNameOf(path);
    const size_t stepCount = runRow.is_null() ? 0 : runRow["steps"].size();

    auto build = [&](const Kept &kept) {
        Json root;
        root["schema"] = "rooflens.rank-summary/1";
        root["rank"] = *rank;
        root["path"] = json::str(path);
        root["chip"] = a.hardware.isKnown() ? json::str(a.hardware.id) : Json();
        root["node"] = json::strOrNull(node);
        root["source"] = run && !run->ranks.empty() ? json::str(runSourceName(run->source)) : Json();
        Json row = runRow;
        if (!row.is_null() && kept.steps < stepCount) {
            // The longest steps stay; the totals are of every step.
            Json &steps = row["steps"];
            std::vector<size_t> order(steps.size());
            for (size_t i = 0; i < order.size(); ++i)
                order[i] = i;
            std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) {
                return steps[x]["total_us"].get<double>() > steps[y]["total_us"].get<double>();
            });
            order.resize(kept.steps);
            std::sort(order.begin(), order.end());
            Json shortened = Json::array();
            for (size_t i : order)
                shortened.push_back(steps[i]);
            steps = shortened;
        }
        root["run"] = row;
        root["operator_count"] = a.summary.operatorCount;
        root["total_duration_us"] = a.summary.totalDurationUs;
        root["communication"] = a.communication && !collectives.list.empty()
            ? communicationPart(*a.communication, collectives, kept.collectives)
            : Json(nullptr);
        root["memory"] = a.memory ? memoryPart(*a.memory, *rank) : Json(nullptr);
        Json list = Json::array();
        for (size_t i = 0; i < types.size() && i < kept.types; ++i)
            list.push_back(typeJson(types[i]));
        root["operator_types"] = list;
        root["diagnostics"] = diagnostics;
        root["truncated"] = Json{
            {"operator_types", qint64(types.size() - std::min(types.size(), kept.types))},
            {"communication_operators",
             qint64(collectives.list.size() - std::min(collectives.list.size(), kept.collectives))},
            {"steps", qint64(stepCount - std::min(stepCount, kept.steps))}};
        return json::dump(root, indent);
    };

    Kept kept{types.size(), collectives.list.size(), stepCount};
    QByteArray text = build(kept);
    // Cut a list by the share the summary is over until it fits: the collectives first (their
    // shortest; their sums stay whole), then the steps (the shortest; the totals stay whole),
    // then the operator types (their smallest), which the table across ranks is built from.
    while (text.size() > limit) {
        size_t *longest = kept.collectives > 0 ? &kept.collectives
            : kept.steps > 0                   ? &kept.steps
            : kept.types > 0                   ? &kept.types
                                               : nullptr;
        if (!longest)
            return makeError(Error::Kind::Internal,
                             Tr::tr("the rank summary of rank %1 does not fit in %2 bytes").arg(*rank).arg(limit));
        const double over = double(text.size() - limit) / double(text.size());
        const size_t cut = std::max<size_t>(1, size_t(double(*longest) * std::min(0.9, over + 0.05)));
        *longest -= std::min(*longest, cut);
        text = build(kept);
    }
    return text;
}

} // namespace rl
