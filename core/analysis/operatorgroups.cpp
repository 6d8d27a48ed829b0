// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/operatorgroups.h"

#include "core/analysis/implausibleutilisation.h"
#include "core/common/parallel.h"
#include "core/model/operatoridentity.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <tuple>
#include <unordered_map>

namespace rl {

namespace {

// The key the groups are formed on: the inputs' shapes joined with ';'.
QString inputShapesOf(const Operator &op)
{
    QString shapes;
    for (qsizetype i = 0; i < op.inputs.size(); ++i) {
        if (i)
            shapes += u';';
        shapes += op.inputs[i].shape;
    }
    return shapes;
}

struct Accumulator
{
    // Time per category, in category order; a category no call of the group fell in has none.
    std::array<double, kAllCategories.size()> timeBy{};
    std::array<bool, kAllCategories.size()> hasTime{};
    double uWeighted = 0.0, uTime = 0.0;
    double rWeighted = 0.0, rTime = 0.0;

    QMap<Category, double> timeByCategory() const
    {
        QMap<Category, double> out;
        for (size_t c = 0; c < timeBy.size(); ++c) {
            if (hasTime[c])
                out.insert(Category(c), timeBy[c]);
        }
        return out;
    }
};

// Each call's figures on the cores, where the caller has none (the sums of a group must be made
// in call order on one thread to stay the same to the last bit, but finding a call's largest U
// and R was half of forming the groups).
std::vector<CallFigures> callFiguresOf(const Analysis &analysis)
{
    const size_t count = analysis.operators.size();
    std::vector<CallFigures> out(count);
    constexpr size_t kMinCallsPerWorker = 16384; // a few milliseconds each: a thread pays
    const size_t workers = workersFor(count, kMinCallsPerWorker);
    runOnWorkers(workers, [&](size_t w) {
        const auto [first, last] = sliceOf(count, workers, w);
        for (size_t i = first; i < last; ++i)
            out[i] = CallFigures::of(analysis.operators[i]);
    });
    return out;
}

} // namespace

CallFigures CallFigures::of(const OperatorResult &result)
{
    CallFigures f;
    if (const ComponentResult *c = result.maxU(); c && !hasImplausibleU(result))
        f.u = *c->U();
    if (const ComponentResult *c = result.maxR())
        f.r = *c->R();
    return f;
}

std::vector<OperatorGroup> groupOperators(const Analysis &analysis)
{
    return groupOperators(analysis, callFiguresOf(analysis));
}

std::vector<OperatorGroup> groupOperators(const Analysis &analysis, const std::vector<CallFigures> &figures)
{
    std::vector<OperatorGroup> groups;
    std::vector<Accumulator> sums;
    std::unordered_map<QString, size_t> byKey;
    // The calls of a long run share their name, type and tensor lists, so the group is first
    // looked up by where those live (OperatorIdentity). Only a call with an identity not seen
    // yet has its key made as text.
    std::unordered_map<OperatorIdentity, size_t, OperatorIdentityHash> byIdentity;
    for (size_t i = 0; i < analysis.operators.size(); ++i) {
        const OperatorResult &r = analysis.operators[i];
        const Operator &op = analysis.op(r.index);
        const OperatorIdentity identity = OperatorIdentity::of(op);
        auto known = byIdentity.find(identity);
        if (known == byIdentity.end()) {
            const QString shapes = inputShapesOf(op);
            const QString key = op.name + u'\x1f' + op.type + u'\x1f' + shapes;
            const auto [it, isNew] = byKey.try_emplace(key, groups.size());
            if (isNew) {
                OperatorGroup g;
                g.name = op.name;
                g.type = op.type;
                g.inputShapes = shapes;
                g.minUs = op.durationUs;
                groups.push_back(std::move(g));
                sums.emplace_back();
            }
            known = byIdentity.emplace(identity, it->second).first;
        }
        OperatorGroup &g = groups[known->second];
        Accumulator &acc = sums[known->second];
        const double d = op.durationUs;
        if (g.calls.empty() || d > g.maxUs)
            g.representative = int(i);
        g.calls.push_back(int(i));
        g.totalUs += d;
        g.minUs = std::min(g.minUs, d);
        g.maxUs = std::max(g.maxUs, d);
        acc.timeBy[size_t(r.category)] += d;
        acc.hasTime[size_t(r.category)] = true;
        if (const double u = figures[i].u; !std::isnan(u)) {
            acc.uWeighted += d * u;
            acc.uTime += d;
        }
        if (const double rr = figures[i].r; !std::isnan(rr)) {
            acc.rWeighted += d * rr;
            acc.rTime += d;
        }
        if (r.estimatedGainUs)
            g.estimatedGainUs = g.estimatedGainUs.value_or(0.0) + *r.estimatedGainUs;
    }
    const double total = analysis.summary.totalDurationUs;
    for (size_t i = 0; i < groups.size(); ++i) {
        OperatorGroup &g = groups[i];
        const Accumulator &acc = sums[i];
        // A share is a fraction: summed in another order than the run's total, a group of
        // (nearly) every call could come out a rounding error above 1.
        g.share = total > 0.0 ? std::min(1.0, g.totalUs / total) : 0.0;
        g.spread = g.minUs > 0.0 ? (g.maxUs - g.minUs) / g.minUs : 0.0;
        g.category = categoryOfMostTime(acc.timeByCategory());
        if (acc.uTime > 0.0)
            g.u = acc.uWeighted / acc.uTime;
        if (acc.rTime > 0.0)
            g.r = acc.rWeighted / acc.rTime;
    }
    std::sort(groups.begin(), groups.end(), [](const OperatorGroup &a, const OperatorGroup &b) {
        if (a.totalUs != b.totalUs)
            return a.totalUs > b.totalUs;
        return std::tie(a.name, a.type, a.inputShapes) < std::tie(b.name, b.type, b.inputShapes);
    });
    return groups;
}

std::vector<int> groupOfEachOperator(const std::vector<OperatorGroup> &groups, size_t operatorCount)
{
    std::vector<int> groupOf(operatorCount, -1);
    for (size_t g = 0; g < groups.size(); ++g) {
        for (int call : groups[g].calls) {
            if (call >= 0 && size_t(call) < operatorCount)
                groupOf[size_t(call)] = int(g);
        }
    }
    return groupOf;
}

} // namespace rl
