// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/timeline/counterplottable.h"

#include "core/timeline/timeformat.h"

#include <algorithm>
#include <cmath>

namespace rl {

namespace {

double yOf(const CounterTrack &c, double v, double top, double bottom)
{
    const double lo = c.drawnMin(), hi = c.drawnMax();
    if (!(hi > lo))
        return (top + bottom) / 2;
    return bottom - (std::clamp(v, lo, hi) - lo) / (hi - lo) * (bottom - top);
}

QString figure(double v)
{
    return QString::number(v, 'g', std::fabs(v) >= 1e4 ? 6 : 4);
}

} // namespace

CounterPlottable::CounterPlottable(QCPAxis *keyAxis, QCPAxis *valueAxis) : ScenePlottable(keyAxis, valueAxis)
{
    setSelectable(QCP::stNone);
}

std::vector<const CounterTrack *> CounterPlottable::countersOf(size_t track) const
{
    std::vector<const CounterTrack *> out;
    if (!m_scene || track >= m_scene->tracks.size())
        return out;
    const auto add = [&](const TimelineTrack &t) {
        for (int k = 0; t.counter >= 0 && k < t.counterCount; ++k) {
            if (size_t(t.counter + k) < m_scene->counters.size())
                out.push_back(&m_scene->counters[size_t(t.counter + k)]);
        }
    };
    const TimelineTrack &t = m_scene->tracks[track];
    add(t);
    // A folded set of counters without its own: each member's lines over the others.
    for (int m = 1; t.isSummary() && t.counter < 0 && m <= t.members && track + size_t(m) < m_scene->tracks.size(); ++m)
        add(m_scene->tracks[track + size_t(m)]);
    return out;
}

void CounterPlottable::draw(QCPPainter *painter)
{
    forEachVisibleTrack(painter, TimelineTrack::Kind::Counter, [&](const VisibleTrack &v) {
        if (v.track.counter >= 0) {
            drawLane(painter, v.track, v.topPx + 2, v.bottomPx - 2);
            return;
        }
        for (const CounterTrack *c : countersOf(v.index))
            drawCounter(painter, *c, v.topPx + 2, v.bottomPx - 2);
    });
}

void CounterPlottable::drawLane(QCPPainter *painter, const TimelineTrack &track, double top, double bottom) const
{
    const std::vector<const CounterTrack *> lane = countersOf(size_t(&track - m_scene->tracks.data()));
    if (lane.empty())
        return;
    const CounterTrack &scale = *lane.front();
    QFont font = painter->font();
    font.setPixelSize(std::clamp(int((bottom - top) / 3), 8, 11));
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    const QRect rect = mKeyAxis->axisRect()->rect();
    // A lane of several lines names them in a strip above them when it is tall enough (unfolded,
    // or rows of full height); a short one draws the lines alone and leaves the words to the
    // hover text. A single counter keeps its range in the corner, as before.
    const bool legend = lane.size() > 1 || !scale.references.empty();
    const bool strip = legend && bottom - top >= 2.0 * metrics.height();
    const double linesTop = strip ? top + metrics.height() : top;
    for (const CounterTrack *c : lane)
        drawCounter(painter, *c, linesTop, bottom);
    for (const CounterTrack *c : lane) {
        for (const CounterReference &r : c->references)
            drawReference(painter, scale, r, linesTop, bottom);
    }
    for (const CounterTrack *c : lane)
        drawMark(painter, *c, linesTop, bottom);
    if (legend && !strip)
        return;
    const QRectF band(rect.left() + 4, top, rect.width() - 8, bottom - top);
    const QString unit = scale.unit.isEmpty() ? QString() : u' ' + scale.unit;
    const QString range = tr("%1 – %2").arg(figure(scale.drawnMin()), figure(scale.drawnMax())) + unit;
    painter->setPen(m_palette.text());
    painter->drawText(band, Qt::AlignRight | Qt::AlignTop, range);
    // The lines' names and the references' beside them, left of the range.
    const double right = band.right() - metrics.horizontalAdvance(range) - 12;
    double x = band.left();
    const double middle = top + metrics.height() / 2.0;
    const auto legendEntry = [&](const QString &text, const QPen &pen) {
        const double width = 13 + metrics.horizontalAdvance(text);
        if (x + width > right)
            return;
        painter->setPen(pen);
        painter->drawLine(QPointF(x, middle), QPointF(x + 10, middle));
        painter->setPen(m_palette.text());
        painter->drawText(QPointF(x + 13, top + metrics.ascent()), text);
        x += width + 10;
    };
    if (lane.size() > 1) {
        for (const CounterTrack *c : lane)
            legendEntry(c->name, QPen(lineColour(*c), 2));
    }
    for (const CounterTrack *c : lane) {
        for (const CounterReference &r : c->references)
            legendEntry(r.value > scale.drawnMax() ? tr("%1 (above the scale)").arg(r.label) : r.label,
                        QPen(m_palette.text(), 1, Qt::DashLine));
    }
}

void CounterPlottable::drawCounter(QCPPainter *painter, const CounterTrack &c, double top, double bottom) const
{
    const QRect rect = mKeyAxis->axisRect()->rect();
    const QCPRange keys = mKeyAxis->range();
    auto lo = std::lower_bound(c.timesUs.begin(), c.timesUs.end(), keys.lower);
    if (lo != c.timesUs.begin())
        --lo; // the sample in force at the left edge
    const auto hi = std::upper_bound(lo, c.timesUs.end(), keys.upper);
    QPolygonF line;
    double lastX = -1e9;
    for (auto it = lo; it != hi; ++it) {
        const size_t i = size_t(it - c.timesUs.begin());
        const double x = std::max<double>(rect.left(), mKeyAxis->coordToPixel(c.timesUs[i]));
        const double y = yOf(c, c.values[i], top, bottom);
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
    painter->setPen(QPen(lineColour(c), c.swatch == Swatch::OtherPipe ? 1 : 1.5));
    painter->drawPolyline(line);
}

void CounterPlottable::drawReference(QCPPainter *painter, const CounterTrack &scale, const CounterReference &r,
                                     double top, double bottom) const
{
    if (r.value > scale.drawnMax() || r.value < scale.drawnMin())
        return; // named in the legend as above the scale
    const QRect rect = mKeyAxis->axisRect()->rect();
    const double y = yOf(scale, r.value, top, bottom);
    painter->setPen(QPen(m_palette.text(), 1, Qt::DashLine));
    painter->drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y));
}

void CounterPlottable::drawMark(QCPPainter *painter, const CounterTrack &c, double top, double bottom) const
{
    if (!c.mark)
        return;
    const double x = mKeyAxis->coordToPixel(c.mark->timeUs);
    const QRect rect = mKeyAxis->axisRect()->rect();
    if (x < rect.left() - 4 || x > rect.right() + 4)
        return;
    const double y = yOf(c, c.mark->value, top, bottom);
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(m_palette.text(), 1));
    painter->setBrush(lineColour(c));
    painter->drawPolygon(QPolygonF({QPointF(x, y), QPointF(x - 5, y - 7), QPointF(x + 5, y - 7)}));
    painter->setBrush(Qt::NoBrush);
    painter->setRenderHint(QPainter::Antialiasing, false);
    // The label beside the marker, on the side with room, over a plate so the lines stay behind it.
    const QFontMetricsF metrics(painter->font());
    const double w = metrics.horizontalAdvance(c.mark->label) + 6;
    const double left = x + 8 + w <= rect.right() ? x + 8 : x - 8 - w;
    const QRectF plate(left, std::max(top, y - 7 - metrics.height() / 2), w, metrics.height());
    QColor back = m_palette.background();
    back.setAlpha(210);
    painter->fillRect(plate, back);
    painter->setPen(m_palette.text());
    painter->drawText(plate, Qt::AlignCenter, c.mark->label);
}

QColor CounterPlottable::lineColour(const CounterTrack &c) const
{
    const QColor swatch = m_palette.swatch(c.swatch);
    if (c.swatch == Swatch::OtherPipe)
        return swatch.darker(m_palette.isDark() ? 70 : 160);
    return m_palette.isDark() ? swatch.lighter(115) : swatch.darker(130);
}

void CounterPlottable::drawLegendIcon(QCPPainter *painter, const QRectF &rect) const
{
    painter->fillRect(rect, m_palette.swatch(Swatch::OtherPipe));
}

} // namespace rl
