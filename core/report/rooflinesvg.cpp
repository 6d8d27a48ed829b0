// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/rooflinesvg.h"

#include "core/common/tr.h"
#include "core/format/percentformat.h"
#include "core/format/speedupformat.h"
#include "core/report/reportpalette.h"
#include "core/report/svgaxes.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace rl {

namespace {

constexpr double kWidth = 560, kHeight = 430;
const QRectF kArea(70, 36, 460, 300);

QString zoneHex(RooflineZone zone)
{
    switch (zone) {
    case RooflineZone::ComputeBound:
        return categoryHexColor(Category::ComputeBound);
    case RooflineZone::MteBound:
        return categoryHexColor(Category::MteBound);
    case RooflineZone::Underutilised:
        return categoryHexColor(Category::InsufficientParallelism);
    }
    return {};
}

LogRange unite(const LogRange &a, const LogRange &b)
{
    return {std::min(a.lower, b.lower), std::max(a.upper, b.upper)};
}

QList<QPointF> mapped(const SvgAxes &axes, const QList<QPointF> &data)
{
    QList<QPointF> out;
    out.reserve(data.size());
    for (const QPointF &p : data)
        out << axes.map(p.x(), p.y());
    return out;
}

void clippedLine(SvgCanvas &c, const SvgAxes &axes, const QList<QPointF> &data, const QString &stroke, double width,
                 const QString &dash = {})
{
    for (const QList<QPointF> &piece : axes.clipPolyline(mapped(axes, data)))
        c.polyline(piece, stroke, width, dash);
}

// The roof note is one long sentence: wrapped under the chart, never past its edges.
void note(SvgCanvas &c, const QString &text)
{
    const QStringList words = text.split(u' ');
    QString line;
    double y = kHeight - 20;
    for (const QString &w : words) {
        if (line.size() + w.size() > 110) {
            c.text({kArea.left() - 50, y}, line.trimmed(), 9, u"start"_qs, u"#555"_qs);
            line.clear();
            y += 11;
        }
        line += w + u' ';
    }
    c.text({kArea.left() - 50, y}, line.trimmed(), 9, u"start"_qs, u"#555"_qs);
}

// Zones, roof, threshold line and ridge of one chart's data, cut to the plot area.
void drawFrame(SvgCanvas &c, const SvgAxes &axes, const RooflineChartData &d, bool zones)
{
    axes.draw(c);
    if (zones) {
        for (const ZonePolygon &z : d.zones)
            c.polygon(axes.clipPolygon(mapped(axes, z.vertices)), zoneHex(z.zone), 0.08);
    }
    clippedLine(c, axes, d.roofLine, u"#000000"_qs, 1.8);
    clippedLine(c, axes, d.thresholdLine, u"#444444"_qs, 1.0, u"5 4"_qs);
    if (d.ridgeX)
        clippedLine(c, axes, {{*d.ridgeX, d.yRange.lower / 1e3}, {*d.ridgeX, d.yRange.upper * 1e3}}, u"#666666"_qs, 0.8,
                    u"2 3"_qs);
    // The chip's memory roofs, labelled with their bandwidth near the left edge.
    for (const MemoryRoof &m : d.memoryRoofs) {
        clippedLine(c, axes, m.line, chipMemoryRoofHex(), 1.4, m.memory == ComponentId::Gm ? QString() : u"6 3"_qs);
        const double x = d.xRange.lower * std::pow(d.xRange.upper / d.xRange.lower, 0.12);
        if (axes.contains(x, m.drawnGBps * x))
            c.text(axes.map(x, m.drawnGBps * x) + QPointF(4, 12), m.label(), 9, u"start"_qs, chipMemoryRoofHex());
    }
    c.text({kArea.left(), 20}, d.pair.title(), 13, u"start"_qs, u"#111"_qs, 0.0, true);
    note(c, d.roofNote());
}

double radiusFor(double timeShare)
{
    return 3.0 + 9.0 * std::sqrt(std::clamp(timeShare, 0.0, 1.0));
}

QString pointTooltip(const Analysis &a, const RooflinePoint &p, int calls = 1)
{
    const Operator &op = a.op(p.operatorIndex);
    QString t = op.name + u" (" + categoryDisplayName(p.category) + u')';
    if (calls > 1)
        t += u", " + Tr::tr("%n calls at this point", nullptr, calls);
    if (p.utilisation)
        t += u", " + Tr::tr("utilisation %1").arg(percent(*p.utilisation));
    if (p.estimated)
        t += u", " + Tr::tr("work estimated");
    return t;
}

// The calls of one kernel that land on the same spot (within a pixel) of a chart, drawn as one
// marker sized by their summed time.
struct Marker
{
    const RooflinePoint *first = nullptr; // the call of most time: names the marker
    QPointF at;
    double timeShare = 0.0;
    int calls = 0;
};

// A long run repeats each kernel thousands of times: one circle per call made a 250k-kernel
// report tens of megabytes. Calls are merged per spot and the chart keeps the kMaxMarkers
// markers of most time, so the report stays small at any length (every operator is in the CSV
// and the JSON).
constexpr int kMaxMarkers = 2500;

std::vector<Marker> markersOf(const RooflineChartData &d, const SvgAxes &axes, const Analysis &a)
{
    std::vector<const RooflinePoint *> order;
    for (const RooflinePoint &p : d.points) {
        if (axes.contains(p.intensity, p.performance))
            order.push_back(&p);
    }
    std::stable_sort(order.begin(), order.end(),
                     [](const RooflinePoint *x, const RooflinePoint *y) { return x->timeShare > y->timeShare; });
    std::vector<Marker> markers;
    std::map<std::tuple<QString, int, int, int, bool>, size_t> bySpot;
    for (const RooflinePoint *p : order) {
        const QPointF at = axes.map(p->intensity, p->performance);
        const auto spot = std::make_tuple(a.op(p->operatorIndex).name, int(std::lround(at.x())),
                                          int(std::lround(at.y())), int(p->category), p->estimated);
        const auto [it, isNew] = bySpot.try_emplace(spot, markers.size());
        if (isNew)
            markers.push_back({p, at, 0.0, 0});
        Marker &m = markers[it->second];
        m.timeShare += p->timeShare;
        ++m.calls;
    }
    std::stable_sort(markers.begin(), markers.end(),
                     [](const Marker &x, const Marker &y) { return x.timeShare > y.timeShare; });
    return markers;
}

void legend(SvgCanvas &c, const std::vector<Category> &categories)
{
    double x = kArea.left() - 50, y = kArea.bottom() + 48;
    for (Category cat : categories) {
        const QString name = categoryDisplayName(cat);
        const double w = 20 + 5.2 * name.size();
        if (x + w > kWidth) {
            x = kArea.left() - 50;
            y += 13;
        }
        c.rect(QRectF(x, y - 8, 9, 9), categoryHexColor(cat));
        c.text({x + 12, y}, name, 9);
        x += w;
    }
}

std::vector<Category> categoriesOf(const std::vector<RooflinePoint> &a, const std::vector<RooflinePoint> &b = {})
{
    std::vector<Category> out;
    for (Category cat : kAllCategories) {
        auto has = [cat](const RooflinePoint &p) { return p.category == cat; };
        if (std::any_of(a.begin(), a.end(), has) || std::any_of(b.begin(), b.end(), has))
            out.push_back(cat);
    }
    return out;
}

// The matches whose two points fall on the same pair of spots (within a pixel) with the same
// verdict, drawn as one arrow: the calls of a kernel repeated thousands of times.
struct Arrow
{
    QPointF from, to;
    const OperatorDelta *largest = nullptr; // the change of most time: colours and labels it
    double absDeltaUs = 0.0;                // summed over the matches it stands for
};

// Largest summed change first, equal ones in match order.
std::vector<Arrow> arrowsOf(const RooflineChartData &before, const RooflineChartData &after, const SvgAxes &axes,
                            const Comparison &cmp)
{
    std::vector<Arrow> arrows;
    std::map<std::tuple<long, long, long, long, int>, size_t> bySpots;
    for (const OperatorDelta &d : cmp.deltas) {
        const RooflinePoint *from = before.pointFor(d.match.baselineIndex);
        const RooflinePoint *to = after.pointFor(d.match.candidateIndex);
        if (!from || !to)
            continue;
        const QPointF a = axes.map(from->intensity, from->performance), b = axes.map(to->intensity, to->performance);
        const auto spots = std::make_tuple(std::lround(a.x()), std::lround(a.y()), std::lround(b.x()),
                                           std::lround(b.y()), int(d.verdict));
        const auto [it, isNew] = bySpots.try_emplace(spots, arrows.size());
        if (isNew)
            arrows.push_back({a, b, &d, 0.0});
        Arrow &arrow = arrows[it->second];
        arrow.absDeltaUs += std::abs(d.deltaUs());
        if (std::abs(d.deltaUs()) > std::abs(arrow.largest->deltaUs()))
            arrow.largest = &d;
    }
    std::stable_sort(arrows.begin(), arrows.end(),
                     [](const Arrow &x, const Arrow &y) { return x.absDeltaUs > y.absDeltaUs; });
    return arrows;
}

} // namespace

QString rooflineSvg(const RooflineChartData &d, const Analysis &analysis)
{
    SvgCanvas c(kWidth, kHeight, d.pair.title());
    const SvgAxes axes(kArea, {d.xRange.lower, d.xRange.upper, true, RooflineChartData::xAxisTitle()},
                       {d.yRange.lower, d.yRange.upper, true, RooflineChartData::yAxisTitle()});
    drawFrame(c, axes, d, true);
    const std::vector<Marker> markers = markersOf(d, axes, analysis);
    const size_t drawn = std::min(markers.size(), size_t(kMaxMarkers));
    // Largest first, so small operators stay visible on top.
    for (size_t i = 0; i < drawn; ++i) {
        const Marker &m = markers[i];
        const QString color = categoryHexColor(m.first->category);
        c.circle(m.at, radiusFor(m.timeShare), m.first->estimated ? u"#ffffff"_qs : color, color, 1.2,
                 pointTooltip(analysis, *m.first, m.calls));
    }
    if (drawn < markers.size())
        c.text({kArea.right(), 20}, Tr::tr("%1 of %2 markers shown, those of most time").arg(drawn).arg(markers.size()),
               9, u"end"_qs, u"#555"_qs);
    legend(c, categoriesOf(d.points));
    return c.toString();
}

QString rooflineCompareSvg(const RooflineChartData &before, const RooflineChartData &after, const Comparison &cmp,
                           int labelledArrows)
{
    SvgCanvas c(kWidth, kHeight, before.pair.title());
    const LogRange xr = unite(before.xRange, after.xRange), yr = unite(before.yRange, after.yRange);
    const SvgAxes axes(kArea, {xr.lower, xr.upper, true, RooflineChartData::xAxisTitle()},
                       {yr.lower, yr.upper, true, RooflineChartData::yAxisTitle()});
    drawFrame(c, axes, before, false);
    // Calls merged per spot and the markers of most time kept, as in rooflineSvg.
    const std::vector<Marker> beforeMarkers = markersOf(before, axes, *cmp.baseline);
    const std::vector<Marker> afterMarkers = markersOf(after, axes, *cmp.candidate);
    for (size_t i = 0; i < std::min(beforeMarkers.size(), size_t(kMaxMarkers)); ++i) {
        const Marker &m = beforeMarkers[i];
        c.circle(m.at, radiusFor(m.timeShare), u"none"_qs, categoryHexColor(m.first->category), 1.4,
                 Tr::tr("before: %1").arg(pointTooltip(*cmp.baseline, *m.first, m.calls)));
    }
    for (size_t i = 0; i < std::min(afterMarkers.size(), size_t(kMaxMarkers)); ++i) {
        const Marker &m = afterMarkers[i];
        c.circle(m.at, radiusFor(m.timeShare), categoryHexColor(m.first->category), u"#000000"_qs, 0.5,
                 Tr::tr("after: %1").arg(pointTooltip(*cmp.candidate, *m.first, m.calls)));
    }
    // An arrow per change placed in both runs, from where it was to where it is; the largest
    // changes in time labelled with their speedup.
    const std::vector<Arrow> arrows = arrowsOf(before, after, axes, cmp);
    const size_t drawn = std::min(arrows.size(), size_t(kMaxMarkers));
    int labelled = 0;
    for (size_t i = 0; i < drawn; ++i) {
        const Arrow &arrow = arrows[i];
        const OperatorDelta &d = *arrow.largest;
        const QString color = verdictHexColor(d.verdict);
        if (d.verdict == DeltaVerdict::Unchanged) {
            c.line(arrow.from, arrow.to, color, 1.0); // noise: a plain line, no head, no label
            continue;
        }
        c.arrow(arrow.from, arrow.to, color);
        if (labelled++ < labelledArrows)
            c.text((arrow.from + arrow.to) / 2 + QPointF(4, -4), formatSpeedup(d.speedup), 9, u"start"_qs, color);
    }
    if (drawn < arrows.size())
        c.text({kArea.right(), 32}, Tr::tr("%1 of %2 arrows shown, those of most time").arg(drawn).arg(arrows.size()),
               9, u"end"_qs, u"#555"_qs);
    legend(c, categoriesOf(before.points, after.points));
    c.text({kArea.right(), 20}, Tr::tr("○ before  ● after  → change"), 10, u"end"_qs, u"#333"_qs);
    return c.toString();
}

} // namespace rl
