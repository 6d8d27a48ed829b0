// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/common/optionalnumber.h"
#include "core/hierarchy/servedfrom.h"
#include "core/roofline/logrange.h"

#include <QString>

#include <optional>
#include <vector>

namespace rl {

// The "Memory levels" chart (core/README.md §3.12): which level, L2 or HBM, served each
// operator's GM-side bytes. Per operator with a `gm` component:
//
//   x = working set (inputs + outputs from the shapes), else the GM-side bytes moved
//   y = GM-side bytes / wall time (GB/s)
//
// against horizontal roofs at the HBM and L2 bandwidths of the variant in use and a vertical line
// at L2's capacity. A point above the HBM roof can only have come from L2; a working set right of
// the capacity line cannot have stayed in L2. The widget and the SVG writer draw the same data.
struct MemoryLevelPoint
{
    int operatorIndex = -1;
    ServedFrom servedFrom = ServedFrom::Unknown;
    bool workingSetKnown = false; // x is the working set; else the bytes moved, drawn marked
    bool implausible = false;     // some figure of the operator cannot be: drawn crossed
    Category category = Category::NoPmuData;
    double x = 0.0;             // bytes
    double bandwidthGBps = 0.0; // y
    double bytes = 0.0;         // GM-side bytes moved (read + write, all blocks)
    double timeShare = 0.0;     // duration over the workload total, sizes the marker
    OptionalNumber hitRate;     // measured L2 hit rate
    // With a measured hit rate, the roof the served level was measured against:
    // 1 / (h / B_L2 + (1 − h) / B_HBM).
    OptionalNumber effectiveRoofGBps;
};

// A horizontal roof: a chip memory's bandwidth for the HBM variant in use.
struct MemoryLevelRoof
{
    ComponentId memory = ComponentId::Gm;
    double gbps = 0.0;
    QString variant;

    QString label() const; // "HBM 0.80 TB/s (default)", "L2 4.00 TB/s (default)"
};

struct MemoryLevelChartData
{
    std::vector<MemoryLevelRoof> roofs; // HBM, then L2, those the chip spec has
    std::optional<double> l2CapacityBytes;
    LogRange xRange{1e3, 1e9};
    LogRange yRange{1.0, 1e4};
    std::vector<MemoryLevelPoint> points; // in operator order, which pointFor relies on
    int unplottable = 0;                  // GM-side traffic without bytes or time (nothing to place)

    const MemoryLevelPoint *pointFor(int operatorIndex) const;
    const MemoryLevelRoof *roof(ComponentId memory) const;
    bool isEmpty() const { return points.empty(); }
    QString capacityLabel() const; // "L2 capacity 96 MB"; empty without a capacity
    static QString title();        // "Memory levels: L2 or HBM"
    static QString xAxisTitle();   // "Working set (bytes)"
    static QString yAxisTitle();   // "GM-side bandwidth (GB/s)"
};

// No points when the chip spec has neither an HBM nor an L2 bandwidth: there is no level to tell.
MemoryLevelChartData buildMemoryLevelChart(const Analysis &analysis);
// Whether it would draw a roof, and a point, without building it (a window hides an empty chart
// before it draws it): the point check stops at the first.
bool hasMemoryLevelRoof(const HardwareSpec &hardware);
bool hasMemoryLevelPoint(const Analysis &analysis);

// "L2", "HBM", "level unknown" (legend and tooltips); with `workingSetKnown` false the words say
// that x is the bytes moved.
QString memoryLevelLegendName(ServedFrom level, bool workingSetKnown);
// "512.0 KB", "12.3 MB", "1.5 GB": a working set or bytes moved in the binary units L2's
// capacity is given in, so the two compare at a glance.
QString memoryLevelBytesText(double bytes);
// L2's capacity in bytes (the spec's `memory.l2.capacity_mb`, binary megabytes, as the analysis
// compares the working set with it); nullopt when the spec has none.
std::optional<double> l2CapacityBytesOf(const HardwareSpec &hardware);

} // namespace rl
