// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationreport.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace rl {

// The src × dst matrix of one transport, binned so it stays readable: one rank per row up to
// 64 ranks, a node of eight beyond, more nodes per row where even nodes would exceed 64 rows.
// The binning is core's (core/comm/matrixbinning.h), the HTML report's too, so both show the
// same cells. A cell sums its links: bandwidth = Σ size / Σ time.
struct HeatmapCell
{
    double sizeMb = 0.0;
    double timeMs = 0.0;
    int links = 0;
    QStringList groups; // the groups of its links, each once

    std::optional<double> bandwidthGbs() const;
};

struct HeatmapGrid
{
    QString transport;
    int ranksPerBin = 1;
    int bins = 0;                     // rows = columns
    std::vector<HeatmapCell> cells;   // bins × bins, row (source) major
    std::optional<double> peakGbs;    // the transport's roof, when the chip has one
    double fastestGbs = 0.0;          // the fastest cell: the scale without a roof
    std::optional<int> slowestSrcBin; // the cell of the report's slowest link, on this transport
    std::optional<int> slowestDstBin;

    bool isEmpty() const { return bins == 0; }
    const HeatmapCell &cell(int srcBin, int dstBin) const
    {
        return cells[size_t(srcBin) * size_t(bins) + size_t(dstBin)];
    }
    // The colour scale's value of a cell: utilisation of the roof, else the share of the
    // fastest cell; nullopt for a cell without links.
    std::optional<double> fraction(int srcBin, int dstBin) const;
    int firstRank(int bin) const { return bin * ranksPerBin; }
    int lastRank(int bin) const { return bin * ranksPerBin + ranksPerBin - 1; }
    QString binLabel(int bin) const; // "3" or "8–15"
};

// How many ranks one row stands for, given the highest rank (see HeatmapGrid).
int heatmapRanksPerBin(int highestRank);

// The transports of the report's matrix, the on-chip links first (HCCS, PCIE, SIO, RDMA, SDMA,
// then any other), each once.
QStringList heatmapTransports(const CommunicationReport &report);

HeatmapGrid buildHeatmapGrid(const CommunicationReport &report, const QString &transport);

} // namespace rl
