// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/roofline/rooflinegeometry.h"

#include "core/analysis/implausibleutilisation.h"

#include "core/common/parallel.h"
#include "core/common/tr.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace rl {

namespace {

// Lines and zones reach this many decades beyond the axis range, so zooming out with the
// mouse never shows where they end.
constexpr double kSpanFactor = 1e3;
constexpr double kRangePad = 2.0;
// A chart's pass over fewer operators is quicker than starting a thread for it.
constexpr size_t kOperatorsPerWorker = 16384;

double sumOf(const WorkMap &work)
{
    double sum = 0.0;
    for (double v : work)
        sum += std::max(v, 0.0);
    return sum;
}

// Asks for the components of the result `ahead` places on to be fetched from memory: each
// result's components are a small block of their own, and walking a long run's quarter of a
// million of them waited on memory for each (a chart nobody uses cost as much as one with points).
void prefetchComponentsAhead(const std::vector<OperatorResult> &results, size_t at)
{
    constexpr size_t kAhead = 8;
    if (at + kAhead >= results.size())
        return;
    const std::vector<ComponentResult> &components = results[at + kAhead].components;
    const char *bytes = reinterpret_cast<const char *>(components.data());
    const size_t size = components.size() * sizeof(ComponentResult);
    constexpr size_t kLine = 64;
    for (size_t offset = 0; offset < size; offset += kLine)
        __builtin_prefetch(bytes + offset);
}

const ComponentResult *findComponent(const HardwareSpec &hw, const OperatorResult &r, const ComponentKey &key)
{
    if (!r.mayHold(key.id))
        return nullptr; // its components are not read: most of a long run's kernels lack most pairs
    for (const ComponentResult &c : r.components) {
        if (isPairComponent(hw, c.key, key))
            return &c;
    }
    return nullptr;
}

// Why an operator that used the chart's compute component gets no point; nothing when it gets one.
std::optional<UnplottableReason> reasonNotPlotted(const ComponentResult &c, const ComponentResult *m, double work,
                                                  double bytes)
{
    if (!(work > 0.0))
        return UnplottableReason::NoComputeWork;
    if (!m)
        return UnplottableReason::NoTransferComponent;
    if (!(bytes > 0.0))
        return UnplottableReason::NoTransferWork;
    if (!(c.coreTimeUs > 0.0))
        return UnplottableReason::NoCoreTime;
    return std::nullopt;
}

// The item (precision or path) with the most work over the plotted operators that the chip
// has a peak for; with no work at all, the first item of the contract's order the chip knows
// (fp16, gm_to_l1...), so an empty chart still shows a meaningful roof.
QString dominantItem(const HardwareSpec &hw, const ComponentKey &key, const WorkMap &totals)
{
    QString best;
    double bestWork = 0.0;
    for (auto it = totals.cbegin(); it != totals.cend(); ++it) {
        if (it.value() > bestWork && hw.peakPerCycle(key, it.key())) {
            best = it.key();
            bestWork = it.value();
        }
    }
    if (!best.isEmpty())
        return best;
    const QStringList &order = kindOf(key.id) == ComponentKind::Compute ? knownPrecisions() : knownPaths();
    for (const QString &item : order) {
        if (hw.peakPerCycle(key, item))
            return item;
    }
    return {};
}

std::optional<double> maxOf(const std::optional<double> &a, const std::optional<double> &b)
{
    if (a && b)
        return std::max(*a, *b);
    return a ? a : b;
}

void addLines(RooflineChartData &d)
{
    const auto &P = d.roofs.computeGops;
    const auto &B = d.roofs.bandwidthGBps;
    const double xLo = d.xRange.lower / kSpanFactor;
    const double xHi = d.xRange.upper * kSpanFactor;
    const double yLo = d.yRange.lower / kSpanFactor;
    const double u = d.uThreshold;
    d.ridgeX = d.roofs.ridge();
    const QList<QPointF> roof = rooflinePolyline(P, B, xLo, xHi);
    if (roof.isEmpty())
        return;
    d.roofLine = roof;
    for (const QPointF &p : roof)
        d.thresholdLine.append(QPointF(p.x(), p.y() * u));

    using Z = RooflineZone;
    if (P && B) {
        const double r = *d.ridgeX;
        d.zones.push_back({Z::MteBound, {{xLo, *B * xLo}, {r, *P}, {r, u * *P}, {xLo, u * *B * xLo}}});
        d.zones.push_back({Z::ComputeBound, {{r, *P}, {xHi, *P}, {xHi, u * *P}, {r, u * *P}}});
        d.zones.push_back(
            {Z::Underutilised, {{xLo, yLo}, {xLo, u * *B * xLo}, {r, u * *P}, {xHi, u * *P}, {xHi, yLo}}});
    } else if (B) {
        d.zones.push_back({Z::MteBound, {{xLo, *B * xLo}, {xHi, *B * xHi}, {xHi, u * *B * xHi}, {xLo, u * *B * xLo}}});
        d.zones.push_back({Z::Underutilised, {{xLo, yLo}, {xLo, u * *B * xLo}, {xHi, u * *B * xHi}, {xHi, yLo}}});
    } else {
        d.zones.push_back({Z::ComputeBound, {{xLo, *P}, {xHi, *P}, {xHi, u * *P}, {xLo, u * *P}}});
        d.zones.push_back({Z::Underutilised, {{xLo, yLo}, {xLo, u * *P}, {xHi, u * *P}, {xHi, yLo}}});
    }
}

void computeRanges(RooflineChartData &d)
{
    std::vector<double> xs;
    std::vector<double> ys;
    for (const RooflinePoint &p : d.points) {
        xs.push_back(p.intensity);
        ys.push_back(p.performance);
    }
    const std::optional<double> ridge = d.roofs.ridge();
    if (ridge)
        xs.push_back(*ridge);
    if (d.roofs.computeGops) {
        ys.push_back(*d.roofs.computeGops);
        ys.push_back(*d.roofs.computeGops * d.uThreshold);
    }
    if (d.points.empty()) {
        // Nothing measured: show the roofs with a few decades of context.
        if (ridge) {
            xs.push_back(*ridge / 100.0);
            xs.push_back(*ridge * 100.0);
        }
        if (d.roofs.computeGops)
            ys.push_back(*d.roofs.computeGops / 1e3);
    }
    d.xRange = paddedLogRange(xs, kRangePad, LogRange{1e-2, 1e3});
    d.yRange = paddedLogRange(ys, kRangePad, LogRange{1.0, 1e5});
}

} // namespace

std::optional<double> RooflineRoofs::ridge() const
{
    if (computeGops && bandwidthGBps && *bandwidthGBps > 0.0)
        return *computeGops / *bandwidthGBps;
    return std::nullopt;
}

QList<QPointF> rooflinePolyline(const std::optional<double> &P, const std::optional<double> &B, double xLo, double xHi)
{
    if (P && B && *B > 0.0) {
        const double ridge = *P / *B;
        QList<QPointF> line{{xLo, *B * xLo}};
        if (ridge > xLo && ridge < xHi)
            line.append(QPointF(ridge, *P));
        line.append(QPointF(xHi, std::min(*P, *B * xHi)));
        if (ridge <= xLo)
            line.first().setY(*P);
        return line;
    }
    if (B)
        return {{xLo, *B * xLo}, {xHi, *B * xHi}};
    if (P)
        return {{xLo, *P}, {xHi, *P}};
    return {};
}

QList<QPointF> RooflineChartData::ownRoofLine(const RooflinePoint &point) const
{
    return rooflinePolyline(point.ownComputeGops, point.ownBandwidthGBps, xRange.lower / kSpanFactor,
                            xRange.upper * kSpanFactor);
}

// A binary search: the points are in operator order. The compare window looks up both points of
// every match, which a search through the list made quadratic (two runs of a quarter of a
// million kernels never finished opening).
const RooflinePoint *RooflineChartData::pointFor(int operatorIndex) const
{
    const auto it = std::lower_bound(points.begin(), points.end(), operatorIndex,
                                     [](const RooflinePoint &p, int index) { return p.operatorIndex < index; });
    return it != points.end() && it->operatorIndex == operatorIndex ? &*it : nullptr;
}

std::optional<double> chipRoof(const HardwareSpec &hw, const ComponentKey &key, const QString &item, int cores)
{
    const std::optional<double> perCycle = hw.peakPerCycle(key, item);
    if (!perCycle || hw.clockMhz <= 0.0)
        return std::nullopt;
    return *perCycle * hw.clockMhz * 1e6 * cores / 1e9;
}

bool hasRooflinePoint(const Analysis &analysis, const ComponentPair &pair)
{
    return pairsWithRooflinePoints(analysis, {pair}).front();
}

// One pass over the operators for every pair: a pass per pair read a long run's components
// (a quarter of a million small vectors) once for each chart nobody uses. The operators are
// shared between the cores; a part stops once it found a point of every pair.
std::vector<bool> pairsWithRooflinePoints(const Analysis &analysis, const std::vector<ComponentPair> &pairs)
{
    const size_t count = analysis.operators.size();
    const size_t workers = workersFor(count, kOperatorsPerWorker);
    std::vector<std::vector<char>> foundBy(workers, std::vector<char>(pairs.size(), 0));
    runOnWorkers(workers, [&](size_t w) {
        std::vector<char> &found = foundBy[w];
        size_t left = pairs.size();
        const auto [first, last] = sliceOf(count, workers, w);
        for (size_t o = first; o < last && left > 0; ++o) {
            prefetchComponentsAhead(analysis.operators, o);
            const OperatorResult &r = analysis.operators[o];
            for (size_t i = 0; i < pairs.size() && left > 0; ++i) {
                if (found[i])
                    continue;
                const ComponentResult *c = findComponent(analysis.hardware, r, pairs[i].compute);
                if (!c)
                    continue;
                const ComponentResult *m = findComponent(analysis.hardware, r, pairs[i].transfer);
                if (!reasonNotPlotted(*c, m, sumOf(c->work), m ? sumOf(m->work) : 0.0)) {
                    found[i] = 1;
                    --left;
                }
            }
        }
    });
    std::vector<bool> found(pairs.size(), false);
    for (const std::vector<char> &part : foundBy) {
        for (size_t i = 0; i < pairs.size(); ++i)
            found[i] = found[i] || part[i] != 0;
    }
    return found;
}

namespace {

// buildRooflineChart over some of the analysis' operators: a point or an unplottable entry for
// each that used the compute component, the roofs from the work of the placed ones.
class RooflineChartBuilder
{
public:
    RooflineChartBuilder(const Analysis &analysis, const ComponentPair &pair, RooflineScale scale)
        : m_analysis(analysis), m_hw(analysis.hardware), m_perCore(scale == RooflineScale::PerCore),
          m_total(analysis.summary.totalDurationUs > 0.0 ? analysis.summary.totalDurationUs
                                                         : analysis.profile->totalDurationUs())
    {
        m_data.pair = pair;
        m_data.scale = scale;
        m_data.uThreshold = pair.compute.id == ComponentId::Cube ? analysis.thresholds.uCubeOps
                                                                 : analysis.thresholds.uOtherOps;
    }

    void add(const OperatorResult &r); // its point, or its entry among the unplottable
    // The points and entries of the operators after this builder's, built by others in order.
    void append(std::span<RooflineChartBuilder> later);
    RooflineChartData finish();
    std::vector<RooflinePoint> &points() { return m_data.points; }

private:
    const Analysis &m_analysis;
    const HardwareSpec &m_hw;
    const bool m_perCore;
    const double m_total;
    RooflineChartData m_data;
    // The compute and transfer results of each point, in the points' order: their work makes
    // the roofs' totals in finish() without looking the components up again.
    std::vector<std::pair<const ComponentResult *, const ComponentResult *>> m_placed;
};

void RooflineChartBuilder::add(const OperatorResult &r)
{
    const ComponentPair &pair = m_data.pair;
    const ComponentResult *c = findComponent(m_hw, r, pair.compute);
    if (!c)
        return; // the chart is about C; operators that never used it do not belong here
    const ComponentResult *m = findComponent(m_hw, r, pair.transfer);
    const double work = sumOf(c->work);
    const double bytes = m ? sumOf(m->work) : 0.0;
    if (const std::optional<UnplottableReason> reason = reasonNotPlotted(*c, m, work, bytes)) {
        m_data.unplottable.push_back({r.index, *reason});
        return;
    }
    RooflinePoint p;
    p.operatorIndex = r.index;
    p.intensity = work / bytes;
    const double blocks = m_perCore ? double(std::max(c->blockDim, 1)) : 1.0;
    p.performance = work / blocks / c->coreTimeUs / 1e3; // op/µs → GFLOP/s
    p.uCompute = c->U();
    p.rCompute = c->R();
    p.eCompute = c->E();
    p.uTransfer = m->U();
    p.rTransfer = m->R();
    p.eTransfer = m->E();
    p.utilisation = maxOf(c->U(), m->U());
    if (c->idealUs && *c->idealUs > 0.0)
        p.ownComputeGops = work / *c->idealUs / (m_perCore ? double(std::max(c->blockDim, 1)) : 1.0) / 1e3;
    if (m->idealUs && *m->idealUs > 0.0)
        p.ownBandwidthGBps = bytes / *m->idealUs / (m_perCore ? double(std::max(m->blockDim, 1)) : 1.0) / 1e3;
    p.timeShare = m_total > 0.0 ? m_analysis.op(r.index).durationUs / m_total : 0.0;
    p.category = r.category;
    p.estimated = r.workSource == WorkSource::Estimated;
    p.implausible = hasImplausibleU(r);
    p.work = work;
    p.bytes = bytes;
    if (size_t(r.index) < m_analysis.groupOfOperator.size())
        p.group = m_analysis.groupOfOperator[size_t(r.index)];
    m_data.points.push_back(p);
    m_placed.emplace_back(c, m);
}

void RooflineChartBuilder::append(std::span<RooflineChartBuilder> later)
{
    // One allocation of the joined size: growing the first part's points for each later part,
    // then shrinking them to fit, copied a long run's points (128 bytes each) two or three times.
    size_t points = m_data.points.size(), placed = m_placed.size();
    for (const RooflineChartBuilder &part : later) {
        points += part.m_data.points.size();
        placed += part.m_placed.size();
    }
    std::vector<RooflinePoint> joined;
    joined.reserve(points);
    joined.insert(joined.end(), m_data.points.begin(), m_data.points.end());
    m_data.points = {};
    m_placed.reserve(placed);
    for (RooflineChartBuilder &part : later) {
        joined.insert(joined.end(), part.m_data.points.begin(), part.m_data.points.end());
        part.m_data.points = {};
        m_placed.insert(m_placed.end(), part.m_placed.begin(), part.m_placed.end());
        m_data.unplottable.insert(m_data.unplottable.end(), part.m_data.unplottable.begin(),
                                  part.m_data.unplottable.end());
    }
    m_data.points = std::move(joined);
}

RooflineChartData RooflineChartBuilder::finish()
{
    RooflineChartData &d = m_data;
    const ComponentPair &pair = d.pair;
    // The placed operators' work by item, in operator order (the order the sums always had),
    // whichever part placed them: it chooses the roofs' precision and path. A chart's work has
    // a few items, told apart by their interned names (no name compared per point).
    struct Total
    {
        const QString *item;
        double sum;
    };
    std::vector<Total> compute, transfer;
    const auto addWork = [](std::vector<Total> &totals, const WorkMap &work) {
        for (auto it = work.cbegin(); it != work.cend(); ++it) {
            auto t = std::find_if(totals.begin(), totals.end(),
                                  [item = it.internedKey()](const Total &x) { return x.item == item; });
            if (t == totals.end())
                t = totals.insert(totals.end(), {it.internedKey(), 0.0});
            t->sum += it.value();
        }
    };
    for (const auto &[c, m] : m_placed) {
        addWork(compute, c->work);
        addWork(transfer, m->work);
    }
    WorkMap computeTotals, transferTotals;
    for (const Total &t : compute)
        computeTotals.insertInterned(t.item, t.sum);
    for (const Total &t : transfer)
        transferTotals.insertInterned(t.item, t.sum);
    d.points.shrink_to_fit(); // kept while the chart shows: no growth slack for every call
    d.roofs.cores = m_perCore ? 1 : std::max(m_hw.coresFor(pair.compute), 1);
    d.roofs.computeItem = dominantItem(m_hw, pair.compute, computeTotals);
    d.roofs.transferItem = dominantItem(m_hw, pair.transfer, transferTotals);
    if (!d.roofs.computeItem.isEmpty())
        d.roofs.computeGops = chipRoof(m_hw, pair.compute, d.roofs.computeItem, d.roofs.cores);
    if (!d.roofs.transferItem.isEmpty()) {
        const int cores = m_perCore ? 1 : std::max(m_hw.coresFor(pair.transfer), 1);
        d.roofs.bandwidthGBps = chipRoof(m_hw, pair.transfer, d.roofs.transferItem, cores);
    }
    computeRanges(d);
    addLines(d);
    d.memoryRoofs = memoryRoofsFor(m_hw, pair, m_perCore, d.xRange.lower / kSpanFactor, d.xRange.upper * kSpanFactor);
    return std::move(d);
}

} // namespace

// The operators shared between the cores, each part's points joined in operator order: a long
// run's chart read a quarter of a million operators' components on one core while the window
// waited for it.
RooflineChartData buildRooflineChart(const Analysis &analysis, const ComponentPair &pair, RooflineScale scale)
{
    const size_t count = analysis.operators.size();
    const size_t workers = workersFor(count, kOperatorsPerWorker);
    std::vector<RooflineChartBuilder> parts;
    parts.reserve(workers);
    for (size_t w = 0; w < workers; ++w)
        parts.emplace_back(analysis, pair, scale);
    runOnWorkers(workers, [&](size_t w) {
        const auto [first, last] = sliceOf(count, workers, w);
        parts[w].points().reserve(last - first); // at most one each: the pages a part never fills are never touched
        for (size_t o = first; o < last; ++o) {
            prefetchComponentsAhead(analysis.operators, o);
            parts[w].add(analysis.operators[o]);
        }
    });
    parts.front().append(std::span(parts).subspan(1));
    return parts.front().finish();
}

RooflineChartData buildRooflineChart(const Analysis &analysis, const ComponentPair &pair, RooflineScale scale,
                                     std::span<const int> operators)
{
    RooflineChartBuilder builder(analysis, pair, scale);
    builder.points().reserve(operators.size()); // at most one each: no reallocation on the way
    for (const int i : operators)
        builder.add(analysis.operators[size_t(i)]);
    return builder.finish();
}

std::vector<int> chartOperators(const RooflineChartData &data)
{
    std::vector<int> out;
    out.reserve(data.points.size() + data.unplottable.size());
    auto point = data.points.cbegin();
    auto unplottable = data.unplottable.cbegin();
    // Both lists are in operator order: merged, they are too.
    while (point != data.points.cend() || unplottable != data.unplottable.cend()) {
        if (unplottable == data.unplottable.cend()
            || (point != data.points.cend() && point->operatorIndex < unplottable->operatorIndex))
            out.push_back((point++)->operatorIndex);
        else
            out.push_back((unplottable++)->operatorIndex);
    }
    return out;
}

QString RooflineChartData::roofNote() const
{
    QStringList parts;
    const QString cores = scale == RooflineScale::PerCore ? Tr::tr("per core")
                                                          : Tr::tr("× %n cores", nullptr, roofs.cores);
    if (roofs.computeGops)
        parts << Tr::tr("%1 roof: %2 peak %3").arg(componentDisplayName(pair.compute.id), roofs.computeItem, cores);
    else
        parts << Tr::tr("%1 peak unknown for this chip").arg(componentDisplayName(pair.compute.id));
    if (roofs.bandwidthGBps)
        parts << Tr::tr("%1 roof: %2 bandwidth").arg(componentDisplayName(pair.transfer.id), roofs.transferItem);
    else
        parts << Tr::tr("%1 bandwidth unknown for this chip").arg(componentDisplayName(pair.transfer.id));
    for (const MemoryRoof &m : memoryRoofs)
        parts << Tr::tr("chip memory roof: %1").arg(m.label());
    parts << Tr::tr("dashed: U_thr %1%").arg(uThreshold * 100.0, 0, 'f', 0);
    parts << Tr::tr("roofs use the precision and path with the most work; each point's label is its own U");
    return parts.join(u"; ");
}

} // namespace rl
