// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/memorylevelsvg.h"

#include "core/common/tr.h"
#include "core/format/rateformat.h"
#include "core/hierarchy/memorylevelwording.h"
#include "core/report/reportpalette.h"
#include "core/report/svgaxes.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace rl {

namespace {

constexpr double kWidth = 560, kHeight = 450;
const QRectF kArea(70, 36, 460, 300);
// As on the Roofline charts: the calls of one kernel on one spot are one marker, and the
// markers of most time are kept, so a long run's report stays small (rooflinesvg.cpp).
constexpr int kMaxMarkers = 2500;
const QString kWarning = u"#c62828"_qs;

ServedFrom levelOf(ComponentId memory)
{
    return memory == ComponentId::L2 ? ServedFrom::L2 : ServedFrom::Gm;
}

struct Marker
{
    const MemoryLevelPoint *first = nullptr; // the call of most time: names the marker
    QPointF at;
    double timeShare = 0.0;
    int calls = 0;
};

std::vector<Marker> markersOf(const MemoryLevelChartData &d, const SvgAxes &axes, const Analysis &a)
{
    std::vector<const MemoryLevelPoint *> order;
    for (const MemoryLevelPoint &p : d.points) {
        if (axes.contains(p.x, p.bandwidthGBps))
            order.push_back(&p);
    }
    std::stable_sort(order.begin(), order.end(),
                     [](const auto *x, const auto *y) { return x->timeShare > y->timeShare; });
    std::vector<Marker> markers;
    std::map<std::tuple<QString, long, long, int, bool, bool>, size_t> bySpot;
    for (const MemoryLevelPoint *p : order) {
        const QPointF at = axes.map(p->x, p->bandwidthGBps);
        const auto spot = std::make_tuple(a.op(p->operatorIndex).name, std::lround(at.x()), std::lround(at.y()),
                                          int(p->servedFrom), p->workingSetKnown, p->implausible);
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

QString tooltipOf(const Analysis &a, const Marker &m)
{
    const MemoryLevelPoint &p = *m.first;
    const Operator &op = a.op(p.operatorIndex);
    QString t = op.name + u": " + MemoryLevelWording(a.operators[size_t(p.operatorIndex)], a.hardware).note();
    t += u' '
        + (p.workingSetKnown ? Tr::tr("Working set %1.").arg(memoryLevelBytesText(p.x))
                             : Tr::tr("Working set unknown: drawn at the bytes moved."));
    t += u' ' + Tr::tr("%1 over the wall time.").arg(formatRate(p.bandwidthGBps * 1e9, true));
    if (m.calls > 1)
        t += u' ' + Tr::tr("%n calls at this point.", nullptr, m.calls);
    if (p.implausible)
        t += u' ' + Tr::tr("Implausible: some figure of this operator cannot be.");
    return t;
}

void drawMarker(SvgCanvas &c, const Marker &m, const QString &tooltip)
{
    const MemoryLevelPoint &p = *m.first;
    const double r = 3.0 + 9.0 * std::sqrt(std::clamp(m.timeShare, 0.0, 1.0));
    const QString colour = memoryLevelHexColor(p.servedFrom);
    // Filled with the serving level's colour; hollow where the level is unknown.
    const QString fill = p.servedFrom == ServedFrom::Unknown ? u"#ffffff"_qs : colour;
    if (p.workingSetKnown)
        c.circle(m.at, r, fill, colour, 1.3, tooltip);
    else
        c.triangle(m.at, r + 1.5, fill, colour, 1.3, tooltip);
    if (p.implausible) {
        const double s = r + 2.0;
        c.line(m.at + QPointF(-s, -s), m.at + QPointF(s, s), kWarning, 1.6);
        c.line(m.at + QPointF(-s, s), m.at + QPointF(s, -s), kWarning, 1.6);
    }
}

void legend(SvgCanvas &c, const MemoryLevelChartData &d)
{
    double x = kArea.left() - 50, y = kArea.bottom() + 48;
    const auto advance = [&x, &y](const QString &name) {
        const double w = 24 + 5.2 * name.size();
        if (x + w > kWidth) {
            x = kArea.left() - 50;
            y += 14;
        }
        const double at = x;
        x += w;
        return at;
    };
    for (ServedFrom level : {ServedFrom::Gm, ServedFrom::L2, ServedFrom::Unknown}) {
        if (std::none_of(d.points.begin(), d.points.end(), [level](const auto &p) { return p.servedFrom == level; }))
            continue;
        const QString name = memoryLevelLegendName(level, true);
        const double at = advance(name);
        const QString colour = memoryLevelHexColor(level);
        c.circle({at + 5, y - 4}, 4.5, level == ServedFrom::Unknown ? u"#ffffff"_qs : colour, colour, 1.2);
        c.text({at + 13, y}, name, 9);
    }
    if (std::any_of(d.points.begin(), d.points.end(), [](const auto &p) { return !p.workingSetKnown; })) {
        const QString name = Tr::tr("working set unknown (x = bytes moved)");
        const double at = advance(name);
        c.triangle({at + 5, y - 4}, 5.0, u"#ffffff"_qs, u"#555555"_qs, 1.2);
        c.text({at + 13, y}, name, 9);
    }
    if (std::any_of(d.points.begin(), d.points.end(), [](const auto &p) { return p.implausible; })) {
        const QString name = Tr::tr("implausible");
        const double at = advance(name);
        c.line({at + 1, y - 8}, {at + 9, y}, kWarning, 1.6);
        c.line({at + 1, y}, {at + 9, y - 8}, kWarning, 1.6);
        c.text({at + 13, y}, name, 9);
    }
}

} // namespace

QString memoryLevelSvg(const MemoryLevelChartData &d, const Analysis &analysis)
{
    SvgCanvas c(kWidth, kHeight, MemoryLevelChartData::title());
    const SvgAxes axes(kArea, {d.xRange.lower, d.xRange.upper, true, MemoryLevelChartData::xAxisTitle()},
                       {d.yRange.lower, d.yRange.upper, true, MemoryLevelChartData::yAxisTitle()});
    axes.draw(c);
    for (const MemoryLevelRoof &roof : d.roofs) {
        const QString colour = memoryLevelHexColor(levelOf(roof.memory));
        if (!axes.contains(d.xRange.lower, roof.gbps))
            continue;
        const QPointF from = axes.map(d.xRange.lower, roof.gbps), to = axes.map(d.xRange.upper, roof.gbps);
        c.line(from, to, colour, 1.6, roof.memory == ComponentId::L2 ? u"6 3"_qs : QString());
        c.text(from + QPointF(4, -4), roof.label(), 9, u"start"_qs, colour);
    }
    if (d.l2CapacityBytes && axes.contains(*d.l2CapacityBytes, d.yRange.lower)) {
        const QPointF bottom = axes.map(*d.l2CapacityBytes, d.yRange.lower);
        const QPointF top = axes.map(*d.l2CapacityBytes, d.yRange.upper);
        c.line(bottom, top, u"#666666"_qs, 1.2, u"6 3 2 3"_qs);
        // Reading upwards from the bottom, left of the line: the roofs and busiest points are at the top.
        c.text(bottom + QPointF(-4, -4), d.capacityLabel(), 9, u"start"_qs, u"#555"_qs, -90.0);
    }
    const std::vector<Marker> markers = markersOf(d, axes, analysis);
    const size_t drawn = std::min(markers.size(), size_t(kMaxMarkers));
    for (size_t i = 0; i < drawn; ++i) // largest first, so small operators stay visible on top
        drawMarker(c, markers[i], tooltipOf(analysis, markers[i]));
    if (drawn < markers.size())
        c.text({kArea.right(), 20}, Tr::tr("%1 of %2 markers shown, those of most time").arg(drawn).arg(markers.size()),
               9, u"end"_qs, u"#555"_qs);
    c.text({kArea.left(), 20}, MemoryLevelChartData::title(), 13, u"start"_qs, u"#111"_qs, 0.0, true);
    legend(c, d);
    c.text({kArea.left() - 50, kHeight - 12},
           Tr::tr("Above the HBM roof only L2 can have served the bytes; right of L2's capacity they cannot have "
                  "stayed in L2."),
           9, u"start"_qs, u"#555"_qs);
    return c.toString();
}

} // namespace rl
