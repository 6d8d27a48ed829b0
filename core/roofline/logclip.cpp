// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/roofline/logclip.h"

#include <cmath>
#include <optional>
#include <utility>

namespace rl {

namespace {

struct LogPoint
{
    double x;
    double y;
};

// Liang–Barsky: the parameter interval [t0, t1] of a → b inside the box, if any.
std::optional<std::pair<double, double>> clipSegment(LogPoint a, LogPoint b, LogPoint lo, LogPoint hi)
{
    double t0 = 0.0;
    double t1 = 1.0;
    const double dx = b.x - a.x;
    const double dy = b.y - a.y;
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {a.x - lo.x, hi.x - a.x, a.y - lo.y, hi.y - a.y};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0.0) {
            if (q[i] < 0.0)
                return std::nullopt; // parallel and outside
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0.0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1)
            return std::nullopt;
    }
    return std::pair{t0, t1};
}

QPointF fromLog(LogPoint a, LogPoint b, double t)
{
    return {std::pow(10.0, a.x + t * (b.x - a.x)), std::pow(10.0, a.y + t * (b.y - a.y))};
}

} // namespace

QList<QPointF> clipPolylineToLogRect(const QList<QPointF> &line, const LogRange &x, const LogRange &y)
{
    QList<QPointF> out;
    const LogPoint lo{std::log10(x.lower), std::log10(y.lower)};
    const LogPoint hi{std::log10(x.upper), std::log10(y.upper)};
    const auto append = [&out](const QPointF &p) {
        if (out.isEmpty() || out.constLast() != p)
            out.append(p);
    };
    for (qsizetype i = 0; i + 1 < line.size(); ++i) {
        const QPointF &pa = line[i];
        const QPointF &pb = line[i + 1];
        if (pa.x() <= 0 || pa.y() <= 0 || pb.x() <= 0 || pb.y() <= 0)
            continue; // not drawable on log axes
        const LogPoint a{std::log10(pa.x()), std::log10(pa.y())};
        const LogPoint b{std::log10(pb.x()), std::log10(pb.y())};
        const auto inside = clipSegment(a, b, lo, hi);
        if (!inside)
            continue;
        append(inside->first == 0.0 ? pa : fromLog(a, b, inside->first));
        append(inside->second == 1.0 ? pb : fromLog(a, b, inside->second));
    }
    return out;
}

} // namespace rl
