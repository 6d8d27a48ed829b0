// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/roofline/memorylevelchart.h"

#include "core/common/tr.h"
#include "core/hardware/chipmemoryspec.h"
#include "core/roofline/memoryroof.h"

#include <algorithm>

namespace rl {

namespace {

double bytesOf(const ComponentResult &c)
{
    double bytes = 0.0;
    for (double v : c.work)
        bytes += std::max(v, 0.0);
    return bytes;
}

OptionalNumber effectiveRoof(const OptionalNumber &hitRate, const MemoryLevelChartData &d)
{
    const MemoryLevelRoof *hbm = d.roof(ComponentId::Gm);
    const MemoryLevelRoof *l2 = d.roof(ComponentId::L2);
    if (!hitRate || !hbm || !l2)
        return {};
    const double h = std::clamp(*hitRate, 0.0, 1.0);
    return 1.0 / (h / l2->gbps + (1.0 - h) / hbm->gbps);
}

std::vector<MemoryLevelRoof> roofsOf(const HardwareSpec &hw)
{
    std::vector<MemoryLevelRoof> roofs;
    for (ComponentId id : kChipMemories) {
        if (const auto gbs = hw.memoryBandwidthGbs(id); gbs && *gbs > 0.0)
            roofs.push_back({id, *gbs, hw.hbmVariant});
    }
    return roofs;
}

// An operator's GM-side bytes and the wall time they took; a point only when both are positive.
struct GmTraffic
{
    double bytes = 0.0;
    double us = 0.0;
    bool plottable() const { return bytes > 0.0 && us > 0.0; }
};

GmTraffic gmTrafficOf(const ComponentResult &gm, const Operator &op)
{
    // A chip memory's time base is the wall time (ComponentResult::coreTimeUs).
    return {bytesOf(gm), gm.coreTimeUs > 0.0 ? gm.coreTimeUs : op.durationUs};
}

constexpr ComponentKey kGmKey{ComponentId::Gm, Side::None};

} // namespace

bool hasMemoryLevelRoof(const HardwareSpec &hardware)
{
    return !roofsOf(hardware).empty();
}

bool hasMemoryLevelPoint(const Analysis &analysis)
{
    if (!hasMemoryLevelRoof(analysis.hardware))
        return false;
    for (const OperatorResult &r : analysis.operators) {
        if (const ComponentResult *gm = r.component(kGmKey); gm && gmTrafficOf(*gm, analysis.op(r.index)).plottable())
            return true;
    }
    return false;
}

QString MemoryLevelRoof::label() const
{
    const QString what = Tr::tr("%1 %2").arg(memoryLevelName(memory), chipBandwidthText(gbps));
    return variant.isEmpty() ? what : what + u" (" + variant + u')';
}

const MemoryLevelPoint *MemoryLevelChartData::pointFor(int operatorIndex) const
{
    const auto it = std::lower_bound(points.begin(), points.end(), operatorIndex,
                                     [](const MemoryLevelPoint &p, int index) { return p.operatorIndex < index; });
    return it != points.end() && it->operatorIndex == operatorIndex ? &*it : nullptr;
}

const MemoryLevelRoof *MemoryLevelChartData::roof(ComponentId memory) const
{
    for (const MemoryLevelRoof &r : roofs) {
        if (r.memory == memory)
            return &r;
    }
    return nullptr;
}

QString MemoryLevelChartData::capacityLabel() const
{
    if (!l2CapacityBytes)
        return {};
    return Tr::tr("L2 capacity %1 MB").arg(*l2CapacityBytes / (1024.0 * 1024.0), 0, 'f', 0);
}

QString MemoryLevelChartData::title()
{
    return Tr::tr("Memory levels: L2 or HBM");
}

QString MemoryLevelChartData::xAxisTitle()
{
    return Tr::tr("Working set (bytes; marked points: bytes moved)");
}

QString MemoryLevelChartData::yAxisTitle()
{
    return Tr::tr("GM-side bandwidth (GB/s)");
}

QString memoryLevelLegendName(ServedFrom level, bool workingSetKnown)
{
    QString name;
    switch (level) {
    case ServedFrom::L2:
        name = Tr::tr("served from L2");
        break;
    case ServedFrom::Gm:
        name = Tr::tr("served from HBM");
        break;
    case ServedFrom::Unknown:
        name = Tr::tr("level unknown");
        break;
    }
    return workingSetKnown ? name : Tr::tr("%1, working set unknown").arg(name);
}

QString memoryLevelBytesText(double bytes)
{
    constexpr double kib = 1024.0, mib = kib * 1024.0, gib = mib * 1024.0;
    if (bytes >= gib)
        return Tr::tr("%1 GB").arg(bytes / gib, 0, 'f', 1);
    if (bytes >= mib)
        return Tr::tr("%1 MB").arg(bytes / mib, 0, 'f', 1);
    if (bytes >= kib)
        return Tr::tr("%1 KB").arg(bytes / kib, 0, 'f', 1);
    return Tr::tr("%1 B").arg(bytes, 0, 'f', 0);
}

std::optional<double> l2CapacityBytesOf(const HardwareSpec &hardware)
{
    const ChipMemorySpec *l2 = hardware.memory(ComponentId::L2);
    if (!l2 || !l2->capacityMb || !(*l2->capacityMb > 0.0))
        return std::nullopt;
    return *l2->capacityMb * 1024.0 * 1024.0;
}

MemoryLevelChartData buildMemoryLevelChart(const Analysis &analysis)
{
    MemoryLevelChartData d;
    const HardwareSpec &hw = analysis.hardware;
    d.roofs = roofsOf(hw);
    d.l2CapacityBytes = l2CapacityBytesOf(hw);
    // Without a roof there is no level to tell: a chip spec with no HBM bandwidth draws nothing.
    if (d.roofs.empty())
        return d;

    const double total = analysis.summary.totalDurationUs;
    for (const OperatorResult &r : analysis.operators) {
        const ComponentResult *gm = r.component(kGmKey);
        if (!gm)
            continue;
        const Operator &op = analysis.op(r.index);
        const GmTraffic traffic = gmTrafficOf(*gm, op);
        if (!traffic.plottable()) {
            ++d.unplottable;
            continue;
        }
        const double bytes = traffic.bytes;
        const double us = traffic.us;
        MemoryLevelPoint p;
        p.operatorIndex = r.index;
        p.servedFrom = r.servedFrom;
        p.implausible = r.implausible;
        p.category = r.category;
        p.workingSetKnown = r.workingSetBytes && *r.workingSetBytes > 0.0;
        p.x = p.workingSetKnown ? double(*r.workingSetBytes) : bytes;
        p.bytes = bytes;
        p.bandwidthGBps = bytes / us * 1e-3; // 1 B/µs is 1e-3 GB/s
        p.timeShare = total > 0.0 ? op.durationUs / total : 0.0;
        p.hitRate = r.l2HitRate;
        p.effectiveRoofGBps = effectiveRoof(r.l2HitRate, d);
        d.points.push_back(p);
    }

    std::vector<double> xs, ys;
    for (const MemoryLevelPoint &p : d.points) {
        xs.push_back(p.x);
        ys.push_back(p.bandwidthGBps);
    }
    if (d.l2CapacityBytes)
        xs.push_back(*d.l2CapacityBytes);
    for (const MemoryLevelRoof &roof : d.roofs)
        ys.push_back(roof.gbps);
    d.xRange = paddedLogRange(xs, 1.5, d.xRange);
    d.yRange = paddedLogRange(ys, 1.5, d.yRange);
    return d;
}

} // namespace rl
