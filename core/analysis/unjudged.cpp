// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/unjudged.h"

#include "core/analysis/implausibleutilisation.h"
#include "core/common/tr.h"

#include <algorithm>

namespace rl {

namespace {

bool hasBusyTime(const OperatorResult &result)
{
    return std::any_of(result.components.begin(), result.components.end(),
                       [](const ComponentResult &c) { return !isChipMemory(c.key.id) && c.busyUs.has_value(); });
}

// Longer first; equal times in input order, so the lists read the same on every run.
bool longerFirst(double aUs, int a, double bUs, int b)
{
    return aUs != bUs ? aUs > bUs : a < b;
}

} // namespace

bool isUnjudged(const OperatorResult &result)
{
    return result.category == Category::BusyUnresolved || result.implausible;
}

QString WhatWouldDecide::text() const
{
    QStringList parts;
    if (!wrongInput.isEmpty())
        parts << Tr::tr("check the input: %1").arg(wrongInput);
    if (workCounts)
        parts << Tr::tr("collect ArithmeticUtilization / Memory (work counts)");
    if (busyTimes)
        parts << Tr::tr("collect PipeUtilization (busy times)");
    if (!missingPeak.isEmpty())
        parts << Tr::tr("add the %1 peak to the chip spec").arg(missingPeak);
    return parts.join(u"; ");
}

WhatWouldDecide whatWouldDecide(const Operator &op, const OperatorResult &result, const HardwareSpec &hardware)
{
    WhatWouldDecide d;
    if (!isUnjudged(result))
        return d;
    if (result.implausible) {
        // The analysis names the input that must be wrong; an estimate is settled by counting.
        if (const ComponentResult *c = result.impossibleComponent())
            d.wrongInput = likelyCauseOfImpossibleFigure(op, result, *c, hardware);
        else
            d.wrongInput = Tr::tr("a figure of the operator is above what the hardware can do (see the messages)");
        d.workCounts = op.workSource == WorkSource::Estimated;
    }
    // Without busy times nothing says which component was busiest: R needs PipeUtilization.
    d.busyTimes = !hasBusyTime(result);
    if (result.category == Category::BusyUnresolved) {
        // The busiest component's U is unknown: its work was not counted, or the chip spec has
        // no peak for the precision or path it did. (Known but impossible, the wrong input above
        // is what decides.)
        const ComponentResult *busiest = result.maxR();
        if (const InternedName missing = busiest ? busiest->missingPeak() : InternedName(); !missing.isEmpty())
            d.missingPeak = busiest->key.displayName() + u' ' + missing.str();
        else if (!busiest || !busiest->U())
            d.workCounts = true;
    }
    return d;
}

WhatWouldDecide whatWouldDecide(const Analysis &analysis, int operatorIndex)
{
    if (operatorIndex < 0 || size_t(operatorIndex) >= analysis.operators.size())
        return {};
    return whatWouldDecide(analysis.op(operatorIndex), analysis.operators[size_t(operatorIndex)], analysis.hardware);
}

std::vector<int> unjudgedByTime(const Analysis &analysis, size_t limit)
{
    std::vector<int> out;
    for (const OperatorResult &r : analysis.operators) {
        if (isUnjudged(r))
            out.push_back(r.index);
    }
    const auto top = out.begin() + std::ptrdiff_t(std::min(limit, out.size()));
    std::partial_sort(out.begin(), top, out.end(), [&analysis](int a, int b) {
        return longerFirst(analysis.op(a).durationUs, a, analysis.op(b).durationUs, b);
    });
    out.erase(top, out.end());
    return out;
}

UnjudgedTotals unjudgedTotals(const Analysis &analysis)
{
    UnjudgedTotals t;
    for (const OperatorResult &r : analysis.operators) {
        if (!isUnjudged(r))
            continue;
        ++t.count;
        t.timeUs += std::max(analysis.op(r.index).durationUs, 0.0);
    }
    return t;
}

size_t unjudgedWithGain(const Analysis &analysis)
{
    return size_t(std::count_if(analysis.operators.begin(), analysis.operators.end(), [](const OperatorResult &r) {
        return isUnjudged(r) && r.estimatedGainUs.has_value();
    }));
}

int unjudgedRepresentative(const Analysis &analysis, const OperatorGroup &group)
{
    int best = -1;
    for (int call : group.calls) {
        if (!isUnjudged(analysis.operators[size_t(call)]))
            continue;
        if (best < 0 || analysis.op(call).durationUs > analysis.op(best).durationUs)
            best = call;
    }
    return best;
}

std::vector<int> unjudgedGroupsByTime(const Analysis &analysis, size_t limit)
{
    std::vector<int> out;
    for (size_t g = 0; g < analysis.groups.size(); ++g) {
        const OperatorGroup &group = analysis.groups[g];
        // A kernel with a gain is ranked by it; its unjudged calls are said in Details.
        if (!group.estimatedGainUs && unjudgedRepresentative(analysis, group) >= 0)
            out.push_back(int(g));
    }
    const auto top = out.begin() + std::ptrdiff_t(std::min(limit, out.size()));
    std::partial_sort(out.begin(), top, out.end(), [&analysis](int a, int b) {
        return longerFirst(analysis.groups[size_t(a)].totalUs, a, analysis.groups[size_t(b)].totalUs, b);
    });
    out.erase(top, out.end());
    return out;
}

} // namespace rl
