// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/timeline/counterplottable.h"

#include "core/timeline/timeformat.h"

#include <algorithm>
#include <cmath>

namespace rl {

CounterPlottable::CounterPlottable(QCPAxis *keyAxis, QCPAxis *valueAxis) : ScenePlottable(keyAxis, valueAxis)
{
    setSelectable(QCP::stNone);
}

void CounterPlottable::draw(QCPPainter *painter)
{
    forEachVisibleTrack(painter, TimelineTrack::Kind::Counter, [&](const VisibleTrack &v) {
        if (v.track.counter >= 0)
            drawCounter(painter, m_scene->counters[size_t(v.track.counter)], v.topPx + 2, v.bottomPx - 2, true);
        // A folded process: each member's line over the others, scaled to its own range.
        for (int m = 1; v.track.isSummary() && m <= v.track.members; ++m) {
            const size_t member = v.index + size_t(m);
            if (member < m_scene->tracks.size() && m_scene->tracks[member].counter >= 0)
                drawCounter(painter, m_scene->counters[size_t(m_scene->tracks[member].counter)], v.topPx + 2,
                            v.bottomPx - 2, false);
        }
    });
}

void CounterPlottable::drawCounter(QCPPainter *painter, const CounterTrack &c, double top, double bottom,
                                   bool withRange) const
{
    const QRect rect = mKeyAxis->axisRect()->rect();
    const QCPRange keys = mKeyAxis->range();
    const double span = c.maxValue > c.minValue ? c.maxValue - c.minValue : 1.0;
    auto yOf = [&](double v) {
        return c.maxValue > c.minValue ? bottom - (v - c.minValue) / span * (bottom - top) : (top + bottom) / 2;
    };
    auto lo = std::lower_bound(c.timesUs.begin(), c.timesUs.end(), keys.lower);
    if (lo != c.timesUs.begin())
        --lo; // the sample in force at the left edge
    const auto hi = std::upper_bound(lo, c.timesUs.end(), keys.upper);
    QPolygonF line;
    double lastX = -1e9;
    for (auto it = lo; it != hi; ++it) {
        const size_t i = size_t(it - c.timesUs.begin());
        const double x = std::max<double>(rect.left(), mKeyAxis->coordToPixel(c.timesUs[i]));
        const double y = yOf(c.values[i]);
        if (x - lastX < 1.0 && !line.isEmpty()) {
            line << QPointF(line.back().x(), y); // same pixel: vertical extent only
            continue;
        }
        if (!line.isEmpty())
            line << QPointF(x, line.back().y());
        line << QPointF(x, y);
        lastX = x;
    }
    if (!line.isEmpty())
        line << QPointF(rect.right(), line.back().y());
    painter->setPen(QPen(m_palette.swatch(Swatch::OtherPipe).darker(m_palette.isDark() ? 70 : 160), 1));
    painter->drawPolyline(line);
    if (!withRange)
        return;
    painter->setPen(m_palette.text());
    const QString range = tr("%1 – %2").arg(QString::number(c.minValue, 'g', 4), QString::number(c.maxValue, 'g', 4));
    painter->drawText(QRectF(rect.left() + 4, top, rect.width() - 8, bottom - top), Qt::AlignRight | Qt::AlignTop,
                      range);
}

void CounterPlottable::drawLegendIcon(QCPPainter *painter, const QRectF &rect) const
{
    painter->fillRect(rect, m_palette.swatch(Swatch::OtherPipe));
}

} // namespace rl
