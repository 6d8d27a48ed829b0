// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/svgaxes.h"

#include <algorithm>
#include <cmath>

namespace rl {

SvgAxes::SvgAxes(const QRectF &area, Axis x, Axis y) : m_area(area), m_x(std::move(x)), m_y(std::move(y)) { }

double SvgAxes::fraction(const Axis &a, double v) const
{
    if (a.log) {
        const double lo = std::log10(a.lower), hi = std::log10(a.upper);
        return v > 0 && hi > lo ? (std::log10(v) - lo) / (hi - lo) : -1.0;
    }
    return a.upper > a.lower ? (v - a.lower) / (a.upper - a.lower) : 0.0;
}

double SvgAxes::mapX(double x) const
{
    return m_area.left() + fraction(m_x, x) * m_area.width();
}

double SvgAxes::mapY(double y) const
{
    return m_area.bottom() - fraction(m_y, y) * m_area.height();
}

QPointF SvgAxes::map(double x, double y) const
{
    return {mapX(x), mapY(y)};
}

bool SvgAxes::contains(double x, double y) const
{
    const double fx = fraction(m_x, x), fy = fraction(m_y, y);
    return fx >= 0.0 && fx <= 1.0 && fy >= 0.0 && fy <= 1.0;
}

QList<QList<QPointF>> SvgAxes::clipPolyline(const QList<QPointF> &pts) const
{
    // Liang–Barsky per segment; consecutive visible segments join into one piece.
    QList<QList<QPointF>> pieces;
    const QRectF r = m_area;
    for (qsizetype i = 0; i + 1 < pts.size(); ++i) {
        const QPointF a = pts[i], b = pts[i + 1];
        const double dx = b.x() - a.x(), dy = b.y() - a.y();
        double t0 = 0.0, t1 = 1.0;
        bool visible = true;
        const double p[4] = {-dx, dx, -dy, dy};
        const double q[4] = {a.x() - r.left(), r.right() - a.x(), a.y() - r.top(), r.bottom() - a.y()};
        for (int k = 0; k < 4 && visible; ++k) {
            if (p[k] == 0.0) {
                visible = q[k] >= 0.0;
            } else {
                const double t = q[k] / p[k];
                if (p[k] < 0.0)
                    t0 = std::max(t0, t);
                else
                    t1 = std::min(t1, t);
                visible = t0 <= t1;
            }
        }
        if (!visible)
            continue;
        const QPointF from(a.x() + t0 * dx, a.y() + t0 * dy), to(a.x() + t1 * dx, a.y() + t1 * dy);
        if (!pieces.isEmpty() && pieces.last().last() == from)
            pieces.last() << to;
        else
            pieces << QList<QPointF>{from, to};
    }
    return pieces;
}

QList<QPointF> SvgAxes::clipPolygon(const QList<QPointF> &pts) const
{
    // Sutherland–Hodgman against the four edges of the plot area.
    QList<QPointF> out = pts;
    const QRectF r = m_area;
    auto clipEdge = [&out](auto inside, auto cross) {
        const QList<QPointF> in = out;
        out.clear();
        for (qsizetype i = 0; i < in.size(); ++i) {
            const QPointF cur = in[i], prev = in[(i + in.size() - 1) % in.size()];
            if (inside(cur)) {
                if (!inside(prev))
                    out << cross(prev, cur);
                out << cur;
            } else if (inside(prev)) {
                out << cross(prev, cur);
            }
        }
    };
    auto atX = [](double x) {
        return
            [x](QPointF a, QPointF b) { return QPointF(x, a.y() + (b.y() - a.y()) * (x - a.x()) / (b.x() - a.x())); };
    };
    auto atY = [](double y) {
        return
            [y](QPointF a, QPointF b) { return QPointF(a.x() + (b.x() - a.x()) * (y - a.y()) / (b.y() - a.y()), y); };
    };
    clipEdge([&](QPointF p) { return p.x() >= r.left(); }, atX(r.left()));
    clipEdge([&](QPointF p) { return p.x() <= r.right(); }, atX(r.right()));
    clipEdge([&](QPointF p) { return p.y() >= r.top(); }, atY(r.top()));
    clipEdge([&](QPointF p) { return p.y() <= r.bottom(); }, atY(r.bottom()));
    return out;
}

QList<double> SvgAxes::ticks(const Axis &a) const
{
    QList<double> t;
    if (a.log) {
        for (double e = std::ceil(std::log10(a.lower) - 1e-9); e <= std::log10(a.upper) + 1e-9; e += 1.0)
            t << std::pow(10.0, e);
        return t;
    }
    const double span = a.upper - a.lower;
    if (!(span > 0))
        return t;
    const double raw = span / 5.0;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    const double step = raw / mag < 2 ? 2 * mag : raw / mag < 5 ? 5 * mag : 10 * mag;
    for (double v = std::ceil(a.lower / step) * step; v <= a.upper + step * 1e-9; v += step)
        t << v;
    return t;
}

QString SvgAxes::tickLabel(double v, bool log)
{
    if (log) {
        const int e = int(std::lround(std::log10(v)));
        if (e >= -2 && e <= 3)
            return QString::number(v, 'g', 4);
        return u"1e"_qs + QString::number(e);
    }
    return QString::number(v, 'g', 4);
}

void SvgAxes::draw(SvgCanvas &c) const
{
    const QString grid = u"#dddddd"_qs, ink = u"#222222"_qs;
    for (double t : ticks(m_x)) {
        const double x = mapX(t);
        c.line({x, m_area.top()}, {x, m_area.bottom()}, grid, 0.8);
        c.text({x, m_area.bottom() + 14}, tickLabel(t, m_x.log), 10, u"middle"_qs, ink);
    }
    for (double t : ticks(m_y)) {
        const double y = mapY(t);
        c.line({m_area.left(), y}, {m_area.right(), y}, grid, 0.8);
        c.text({m_area.left() - 5, y + 3.5}, tickLabel(t, m_y.log), 10, u"end"_qs, ink);
    }
    c.polyline({m_area.topLeft(), m_area.topRight(), m_area.bottomRight(), m_area.bottomLeft(), m_area.topLeft()}, ink,
               1.0);
    if (!m_x.title.isEmpty())
        c.text({m_area.center().x(), m_area.bottom() + 32}, m_x.title, 11, u"middle"_qs, ink);
    if (!m_y.title.isEmpty())
        c.text({m_area.left() - 42, m_area.center().y()}, m_y.title, 11, u"middle"_qs, ink, -90.0);
}

} // namespace rl
