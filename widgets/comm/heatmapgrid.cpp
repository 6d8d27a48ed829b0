// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/comm/heatmapgrid.h"

#include "core/comm/matrixbinning.h"

#include <algorithm>

namespace rl {

namespace {

int transportOrder(const QString &transport)
{
    static const QStringList known{u"HCCS"_qs, u"PCIE"_qs, u"SIO"_qs, u"RDMA"_qs, u"SDMA"_qs};
    const qsizetype at = known.indexOf(transport);
    return at < 0 ? int(known.size()) : int(at);
}

} // namespace

std::optional<double> HeatmapCell::bandwidthGbs() const
{
    return timeMs > 0.0 ? std::optional<double>(sizeMb / timeMs) : std::nullopt;
}

std::optional<double> HeatmapGrid::fraction(int srcBin, int dstBin) const
{
    const HeatmapCell &c = cell(srcBin, dstBin);
    const std::optional<double> bandwidth = c.bandwidthGbs();
    if (c.links == 0 || !bandwidth)
        return std::nullopt;
    if (peakGbs && *peakGbs > 0.0)
        return *bandwidth / *peakGbs;
    return fastestGbs > 0.0 ? std::optional<double>(*bandwidth / fastestGbs) : std::nullopt;
}

QString HeatmapGrid::binLabel(int bin) const
{
    // A range of numbers reads the same in every language: not translated.
    return ranksPerBin == 1 ? QString::number(bin) : u"%1–%2"_qs.arg(firstRank(bin)).arg(lastRank(bin));
}

int heatmapRanksPerBin(int highestRank)
{
    return matrixRanksPerBin(highestRank);
}

QStringList heatmapTransports(const CommunicationReport &report)
{
    QStringList transports;
    for (const CommunicationLink &l : report.matrix) {
        if (!transports.contains(l.transport))
            transports << l.transport;
    }
    std::stable_sort(transports.begin(), transports.end(),
                     [](const QString &a, const QString &b) { return transportOrder(a) < transportOrder(b); });
    return transports;
}

HeatmapGrid buildHeatmapGrid(const CommunicationReport &report, const QString &transport)
{
    HeatmapGrid grid;
    grid.transport = transport;
    int highest = -1;
    for (const CommunicationLink &l : report.matrix) {
        if (l.transport == transport && l.srcRank >= 0 && l.dstRank >= 0) {
            highest = std::max({highest, l.srcRank, l.dstRank});
            if (l.peakGbs && !grid.peakGbs)
                grid.peakGbs = l.peakGbs;
        }
    }
    if (highest < 0)
        return grid;
    grid.ranksPerBin = heatmapRanksPerBin(highest);
    grid.bins = highest / grid.ranksPerBin + 1;
    grid.cells.resize(size_t(grid.bins) * size_t(grid.bins));
    for (const CommunicationLink &l : report.matrix) {
        if (l.transport != transport || l.srcRank < 0 || l.dstRank < 0)
            continue;
        HeatmapCell &c =
            grid.cells[size_t(l.srcRank / grid.ranksPerBin) * size_t(grid.bins) + size_t(l.dstRank / grid.ranksPerBin)];
        c.sizeMb += l.sizeMb;
        c.timeMs += l.timeMs;
        ++c.links;
        if (!c.groups.contains(l.group))
            c.groups << l.group;
    }
    for (const HeatmapCell &c : grid.cells)
        grid.fastestGbs = std::max(grid.fastestGbs, c.bandwidthGbs().value_or(0.0));
    if (report.slowestLink && report.slowestLink->link.transport == transport && report.slowestLink->link.srcRank >= 0
        && report.slowestLink->link.dstRank >= 0) {
        grid.slowestSrcBin = report.slowestLink->link.srcRank / grid.ranksPerBin;
        grid.slowestDstBin = report.slowestLink->link.dstRank / grid.ranksPerBin;
    }
    return grid;
}

} // namespace rl
