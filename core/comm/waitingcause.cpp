// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/waitingcause.h"

#include "core/comm/communicationverdict.h"

#include <QHashFunctions>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <numeric>
#include <set>
#include <unordered_map>

namespace rl {

namespace {

// Critical values of Dixon's statistic at 99.5 % for n = 3..100 (README §7).
constexpr std::array<double, 98> kDixon995{
    0.994, 0.920, 0.823, 0.744, 0.680, 0.723, 0.676, 0.638, 0.707, 0.675, 0.649, 0.672, 0.649, 0.629,
    0.611, 0.595, 0.580, 0.568, 0.556, 0.545, 0.536, 0.526, 0.519, 0.510, 0.503, 0.496, 0.489, 0.484,
    0.478, 0.473, 0.468, 0.463, 0.458, 0.454, 0.450, 0.446, 0.442, 0.439, 0.435, 0.432, 0.429, 0.425,
    0.423, 0.420, 0.417, 0.414, 0.412, 0.409, 0.407, 0.405, 0.402, 0.400, 0.398, 0.396, 0.394, 0.392,
    0.391, 0.388, 0.387, 0.385, 0.383, 0.382, 0.380, 0.379, 0.377, 0.376, 0.374, 0.372, 0.371, 0.370,
    0.368, 0.368, 0.366, 0.365, 0.364, 0.363, 0.361, 0.360, 0.359, 0.358, 0.356, 0.356, 0.355, 0.353,
    0.352, 0.352, 0.351, 0.350, 0.349, 0.348, 0.347, 0.346, 0.345, 0.344, 0.344, 0.343, 0.341, 0.341};
constexpr size_t kMaxDixon = 100;
constexpr double kSigmas = 3.0;

// A collective across ranks: its group and name, pointing into the report.
struct OperationKey
{
    QStringView group;
    QStringView name;
    bool operator==(const OperationKey &o) const { return name == o.name && group == o.group; }
};

struct OperationKeyHash
{
    size_t operator()(const OperationKey &k) const { return qHashMulti(0, k.name, k.group); }
};

// mean − 3σ (population σ), and the lowest value when the highest is above mean + 3σ.
std::optional<size_t> normLowOutlier(const std::vector<double> &v)
{
    const double mean = std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
    double var = 0.0;
    for (double x : v)
        var += (x - mean) * (x - mean);
    const double sd = std::sqrt(var / double(v.size()));
    if (sd == 0.0)
        return std::nullopt;
    const size_t low = size_t(std::min_element(v.begin(), v.end()) - v.begin());
    const double high = *std::max_element(v.begin(), v.end());
    if (v[low] < mean - kSigmas * sd || high > mean + kSigmas * sd)
        return low;
    return std::nullopt;
}

} // namespace

std::optional<size_t> dixonLowOutlier(const std::vector<double> &values)
{
    const size_t n = values.size();
    if (n < 3 || n > kMaxDixon)
        return std::nullopt;
    std::vector<double> s = values;
    std::sort(s.begin(), s.end());
    if (std::set<double>(s.begin(), s.end()).size() <= 3)
        return std::nullopt;
    const auto ratio = [&](size_t gapTo, size_t rangeTo) {
        const double range = s[rangeTo] - s[0];
        return range > 0.0 ? (s[gapTo] - s[0]) / range : 0.0;
    };
    const double flag = n <= 7 ? ratio(1, n - 1)
        : n <= 10              ? ratio(1, n - 2)
        : n <= 13              ? ratio(2, n - 2)
                               : ratio(2, n - 3);
    if (flag <= kDixon995[n - 3])
        return std::nullopt;
    return size_t(std::min_element(values.begin(), values.end()) - values.begin());
}

std::optional<WaitingCause> waitingCauseOf(const std::vector<JudgedCollective> &collectives)
{
    // (group, name) -> its collectives on every rank, in first-seen order so the votes do not
    // depend on hashing.
    std::unordered_map<OperationKey, size_t, OperationKeyHash> indexOf;
    std::vector<std::vector<const JudgedCollective *>> operations;
    indexOf.reserve(collectives.size());
    for (const JudgedCollective &c : collectives) {
        if (c.pointToPoint || !c.elapseUs)
            continue;
        const auto [it, isNew] = indexOf.try_emplace(OperationKey{c.group, c.name}, operations.size());
        if (isNew)
            operations.emplace_back();
        operations[it->second].push_back(&c);
    }
    std::map<int, WaitingCause> causes;
    int tested = 0;
    for (const std::vector<const JudgedCollective *> &members : operations) {
        if (members.size() < 2)
            continue;
        ++tested;
        std::vector<double> elapse;
        for (const JudgedCollective *c : members)
            elapse.push_back(*c->elapseUs);
        const size_t lowest = size_t(std::min_element(elapse.begin(), elapse.end()) - elapse.begin());
        std::optional<size_t> late;
        if (members.size() <= 3) {
            // msprof's rule: the others waited (ratio above 0.2) while this one waited least.
            bool othersWaited = true;
            for (size_t i = 0; i < members.size(); ++i) {
                const double own = members[i]->waitRatio.value_or(0.0);
                if (i != lowest && own <= commthresholds::kWaitNoted)
                    othersWaited = false;
                if (i != lowest && own < members[lowest]->waitRatio.value_or(0.0))
                    othersWaited = false;
            }
            if (othersWaited)
                late = lowest;
        } else {
            late = members.size() <= kMaxDixon ? dixonLowOutlier(elapse) : normLowOutlier(elapse);
        }
        if (!late)
            continue;
        WaitingCause &cause = causes[members[*late]->rank];
        cause.rank = members[*late]->rank;
        ++cause.votes;
        for (size_t i = 0; i < members.size(); ++i) {
            if (i != *late)
                cause.othersWaitedMs += (elapse[i] - elapse[*late]) / 1000.0;
        }
    }
    if (causes.empty())
        return std::nullopt;
    auto best = std::max_element(causes.begin(), causes.end(), [](const auto &a, const auto &b) {
        return a.second.votes != b.second.votes ? a.second.votes < b.second.votes
                                                : a.second.othersWaitedMs < b.second.othersWaitedMs;
    });
    best->second.collectives = tested;
    return best->second;
}

} // namespace rl
