// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/roofline/kernelroofline.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace rl {

namespace {

// A time-weighted mean over the calls that have the figure.
struct WeightedMean
{
    double sum = 0.0;
    double weight = 0.0;

    void add(const std::optional<double> &v, double w)
    {
        if (v) {
            sum += *v * w;
            weight += w;
        }
    }
    std::optional<double> value() const { return weight > 0.0 ? std::optional(sum / weight) : std::nullopt; }
};

// The sums of one kernel's plotted calls. Every sum is recovered from a call's own point: its
// time on the chart's base is W / y, its ideal times are W / own compute roof and B / own
// bandwidth roof (the same factors the geometry divides by).
struct KernelSums
{
    const RooflinePoint *longest = nullptr;
    double longestUs = -1.0;
    double work = 0.0, bytes = 0.0, time = 0.0;
    double computeIdeal = 0.0, transferIdeal = 0.0;
    bool computeRoofKnown = true, transferRoofKnown = true;
    WeightedMean uC, rC, eC, uM, rM, eM;
    double timeShare = 0.0;
    int calls = 0, estimated = 0;
    bool implausible = false;
};

std::optional<double> maxOf(const std::optional<double> &a, const std::optional<double> &b)
{
    if (a && b)
        return std::max(*a, *b);
    return a ? a : b;
}

} // namespace

RooflineChartData kernelRooflineChart(const RooflineChartData &calls, const Analysis &analysis)
{
    // The calls' chart without its points and entries: a long run's quarter of a million points
    // were copied to be cleared. Every field is named, so a new one cannot be left out silently
    // (-Wmissing-field-initializers).
    RooflineChartData d{calls.pair,          calls.scale,  calls.roofs, calls.uThreshold,  calls.roofLine,
                        calls.thresholdLine, calls.ridgeX, calls.zones, calls.memoryRoofs, calls.xRange,
                        calls.yRange,        {},           {}};
    const size_t groupCount = analysis.groups.size();
    std::vector<KernelSums> sums(groupCount);
    for (const RooflinePoint &p : calls.points) {
        if (p.group < 0 || size_t(p.group) >= groupCount || !(p.performance > 0.0)) {
            d.points.push_back(p); // not grouped: stands for itself
            continue;
        }
        KernelSums &k = sums[size_t(p.group)];
        const double durationUs = analysis.op(p.operatorIndex).durationUs;
        if (durationUs > k.longestUs) {
            k.longest = &p;
            k.longestUs = durationUs;
        }
        const double time = p.work / p.performance; // on the chart's base, in kFLOP/GFLOP/s units
        k.work += p.work;
        k.bytes += p.bytes;
        k.time += time;
        if (p.ownComputeGops && *p.ownComputeGops > 0.0)
            k.computeIdeal += p.work / *p.ownComputeGops;
        else
            k.computeRoofKnown = false;
        if (p.ownBandwidthGBps && *p.ownBandwidthGBps > 0.0)
            k.transferIdeal += p.bytes / *p.ownBandwidthGBps;
        else
            k.transferRoofKnown = false;
        k.uC.add(p.uCompute, time);
        k.rC.add(p.rCompute, time);
        k.eC.add(p.eCompute, time);
        k.uM.add(p.uTransfer, time);
        k.rM.add(p.rTransfer, time);
        k.eM.add(p.eTransfer, time);
        k.timeShare += p.timeShare;
        k.calls += 1;
        k.estimated += p.estimated ? 1 : 0;
        k.implausible = k.implausible || p.implausible;
    }
    for (size_t g = 0; g < groupCount; ++g) {
        const KernelSums &k = sums[g];
        if (!k.longest)
            continue;
        RooflinePoint p = *k.longest;
        p.calls = k.calls;
        if (k.calls > 1) {
            p.intensity = k.work / k.bytes;
            p.performance = k.work / k.time;
            p.ownComputeGops = k.computeRoofKnown && k.computeIdeal > 0.0 ? std::optional(k.work / k.computeIdeal)
                                                                          : std::nullopt;
            p.ownBandwidthGBps = k.transferRoofKnown && k.transferIdeal > 0.0 ? std::optional(k.bytes / k.transferIdeal)
                                                                              : std::nullopt;
            p.uCompute = k.uC.value();
            p.rCompute = k.rC.value();
            p.eCompute = k.eC.value();
            p.uTransfer = k.uM.value();
            p.rTransfer = k.rM.value();
            p.eTransfer = k.eM.value();
            p.utilisation = maxOf(p.uCompute, p.uTransfer);
            p.work = k.work;
            p.bytes = k.bytes;
            p.timeShare = std::min(1.0, k.timeShare);
            p.category = analysis.groups[g].category;
            p.estimated = 2 * k.estimated > k.calls; // most of its calls
            p.implausible = k.implausible;
        }
        d.points.push_back(p);
    }
    // In operator order, as every chart's points are (RooflineChartData::pointFor searches by it).
    std::sort(d.points.begin(), d.points.end(),
              [](const RooflinePoint &x, const RooflinePoint &y) { return x.operatorIndex < y.operatorIndex; });
    // A kernel with no placed call: one entry, the first call that says why.
    std::vector<bool> listed(groupCount, false);
    for (const UnplottableOperator &u : calls.unplottable) {
        const int g = size_t(u.operatorIndex) < analysis.groupOfOperator.size()
            ? analysis.groupOfOperator[size_t(u.operatorIndex)]
            : -1;
        if (g < 0 || size_t(g) >= groupCount) {
            d.unplottable.push_back(u);
            continue;
        }
        if (listed[size_t(g)] || sums[size_t(g)].longest)
            continue;
        listed[size_t(g)] = true;
        d.unplottable.push_back(u);
    }
    return d;
}

} // namespace rl
