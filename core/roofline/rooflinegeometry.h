// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/optionalnumber.h"

#include "core/analysis/analysis.h"
#include "core/roofline/componentpair.h"
#include "core/roofline/logrange.h"
#include "core/roofline/memoryroof.h"

#include <QList>
#include <QPointF>
#include <QString>

#include <optional>
#include <span>
#include <vector>

namespace rl {

// How a component-pair chart normalises (core/README.md §3.9). With W_C the
// operations of the compute component C (all blocks), B_M the bytes of the transfer component
// M (all blocks), T the core time of C (mean active time of one block, the model's time base)
// and b the block count of C's side:
//
//   x = W_C / B_M                                       (FLOP/byte, the same in both views)
//   WholeOperator: y = W_C / T       roofs = per-core peak × clock × cores of the side
//   PerCore:       y = W_C / (b·T)   roofs = per-core peak × clock
//
// With T as the time base an operator's own operator-aware roof (its precision mix, its b)
// gives y / roof_C = U_C and y / (roof_M·x) = U_M exactly, which is why the point label
// max(U_C, U_M) of the paper is the distance to the lower of the two roofs.
enum class RooflineScale : quint8 { WholeOperator, PerCore };

enum class RooflineZone : quint8 { ComputeBound, MteBound, Underutilised };

// The chart's common roofs, in GFLOP/s and GB/s for the chart's scale. One chart holds many
// operators with different precision mixes, so the common roof is the chip's peak for the
// precision (or path) carrying the most work among them; `computeItem`/`transferItem` name it.
struct RooflineRoofs
{
    std::optional<double> computeGops;
    QString computeItem;
    std::optional<double> bandwidthGBps;
    QString transferItem;
    int cores = 1; // cores the roofs are scaled by (1 in the per-core view)

    std::optional<double> ridge() const; // x where the roofs meet: I_C / I_M
};

struct RooflinePoint
{
    // The small fields first, together, then the numbers: a long run's charts hold a point
    // per call, so padding counts.
    int operatorIndex = -1;
    int group = -1; // the operator's kernel (Analysis::groups)
    int calls = 1;  // calls a kernel point stands for (kernelRooflineChart)
    Category category = Category::NoPmuData;
    bool estimated = false;   // work derived from shapes (work_source: estimated)
    bool implausible = false; // some U above what the hardware can do: drawn marked
    double intensity = 0.0;   // x, FLOP/byte
    double performance = 0.0; // y, GFLOP/s
    // OptionalNumber, 8 bytes each: the points of every chart were the largest part of the
    // window's memory.
    OptionalNumber uCompute, rCompute, eCompute;
    OptionalNumber uTransfer, rTransfer, eTransfer;
    OptionalNumber utilisation;      // max(U_C, U_M): the paper's point label
    OptionalNumber ownComputeGops;   // this operator's operator-aware roof of C
    OptionalNumber ownBandwidthGBps; // ... and of M
    double timeShare = 0.0;          // duration over the workload total, sizes the marker
    double work = 0.0;               // W_C and B_M behind x and y: what a kernel point sums
    double bytes = 0.0;
};
static_assert(sizeof(RooflinePoint) <= 128, "a point per call of a long run");

enum class UnplottableReason : quint8 { NoComputeWork, NoTransferComponent, NoTransferWork, NoCoreTime };

// An operator that used the compute component but cannot be placed on a log-log chart.
struct UnplottableOperator
{
    int operatorIndex = -1;
    UnplottableReason reason = UnplottableReason::NoComputeWork;
};

struct ZonePolygon
{
    RooflineZone zone = RooflineZone::Underutilised;
    QList<QPointF> vertices; // data coordinates, closed implicitly
};

// Everything needed to draw one component-pair chart, in data coordinates; the widget and the
// HTML report draw the same thing from it.
struct RooflineChartData
{
    ComponentPair pair;
    RooflineScale scale = RooflineScale::WholeOperator;
    RooflineRoofs roofs;
    double uThreshold = 0.8;      // the chart's U_thr (cube threshold on Cube charts)
    QList<QPointF> roofLine;      // the attainable roof min(I_C, I_M·x), sorted by x
    QList<QPointF> thresholdLine; // U_thr × the roof, dashed
    std::optional<double> ridgeX;
    std::vector<ZonePolygon> zones;
    std::vector<MemoryRoof> memoryRoofs; // GM and L2 on GM-facing charts, where the chip has them
    LogRange xRange{1e-2, 1e3};
    LogRange yRange{1.0, 1e5};
    std::vector<RooflinePoint> points; // in operator order, which pointFor relies on
    std::vector<UnplottableOperator> unplottable;

    const RooflinePoint *pointFor(int operatorIndex) const;
    // The point's operator-aware roofs over the drawn span: what its label is measured against.
    QList<QPointF> ownRoofLine(const RooflinePoint &point) const;
    bool isEmpty() const { return points.empty() && unplottable.empty(); }
    QString roofNote() const;    // which peaks the roofs are, translated
    static QString xAxisTitle(); // "Arithmetic intensity (FLOP/byte)"
    static QString yAxisTitle(); // "Performance (GFLOP/s)"
};

RooflineChartData buildRooflineChart(const Analysis &analysis, const ComponentPair &pair, RooflineScale scale);
// The same chart from the operators a chart of that pair and analysis is about (chartOperators of
// it, ascending): what reading every operator's components again would find, without reading
// them. A long run's chart is about a few of its operators; a change of scale or grouping
// rebuilds it from those.
RooflineChartData buildRooflineChart(const Analysis &analysis, const ComponentPair &pair, RooflineScale scale,
                                     std::span<const int> operators);
// The operators a chart is about (placed or unplottable: those that used its compute
// component), ascending.
std::vector<int> chartOperators(const RooflineChartData &data);
// Whether buildRooflineChart would place any operator (at either scale), without building it:
// stops at the first, so a window can tell which charts are empty before it draws any.
bool hasRooflinePoint(const Analysis &analysis, const ComponentPair &pair);
// The same for several pairs at once, in their order.
std::vector<bool> pairsWithRooflinePoints(const Analysis &analysis, const std::vector<ComponentPair> &pairs);

QString unplottableReasonText(UnplottableReason reason, const ComponentPair &pair);
QString rooflineZoneName(RooflineZone zone);
QString rooflineScaleName(RooflineScale scale);

// The attainable roof min(P, B·x) from xLo to xHi (with the ridge as a vertex when both are
// known), sorted by x; empty when neither is known.
QList<QPointF> rooflinePolyline(const std::optional<double> &computeGops, const std::optional<double> &bandwidthGBps,
                                double xLo, double xHi);

// A chip roof in GFLOP/s or GB/s: per-core peak × clock, × `cores`.
std::optional<double> chipRoof(const HardwareSpec &hardware, const ComponentKey &key, const QString &item, int cores);

} // namespace rl
