// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/timeline/linkplottable.h"

#include <cmath>

namespace rl {

LinkPlottable::LinkPlottable(QCPAxis *keyAxis, QCPAxis *valueAxis) : ScenePlottable(keyAxis, valueAxis)
{
    setSelectable(QCP::stNone);
}

void LinkPlottable::setKindVisible(PipeLink::Kind kind, bool visible)
{
    (kind == PipeLink::Kind::Flow ? m_showFlow : m_showFlag) = visible;
}

bool LinkPlottable::isKindVisible(PipeLink::Kind kind) const
{
    return kind == PipeLink::Kind::Flow ? m_showFlow : m_showFlag;
}

void LinkPlottable::draw(QCPPainter *painter)
{
    m_drawn = 0;
    if (!m_scene || m_scene->links.empty())
        return;
    const QCPRange keys = mKeyAxis->range();
    const auto [first, last] = m_scene->linkCandidates(keys.lower, keys.upper);
    painter->setClipRect(mKeyAxis->axisRect()->rect());
    painter->setRenderHint(QPainter::Antialiasing, true);
    auto yOf = [this](int track) {
        const TrackGeometry &g = m_layout.track(size_t(track));
        return mValueAxis->coordToPixel(g.top + std::min(1.0, g.height) / 2);
    };
    for (size_t i = first; i < last; ++i) {
        const SceneLink &l = m_scene->links[i];
        if (l.lastUs() < keys.lower || !isKindVisible(l.kind))
            continue;
        if (m_layout.track(size_t(l.fromTrack)).hidden || m_layout.track(size_t(l.toTrack)).hidden)
            continue;
        const QPointF a(mKeyAxis->coordToPixel(l.fromUs), yOf(l.fromTrack));
        const QPointF b(mKeyAxis->coordToPixel(l.toUs), yOf(l.toTrack));
        const QColor colour = l.kind == PipeLink::Kind::Flag ? m_palette.flagLink() : m_palette.flowLink();
        painter->setPen(QPen(colour, 1.2, l.kind == PipeLink::Kind::Flag ? Qt::DashLine : Qt::SolidLine));
        painter->drawLine(a, b);
        // arrow head at the waiting end
        const QPointF d = b - a;
        const double len = std::hypot(d.x(), d.y());
        if (len > 8.0) {
            const QPointF u = d / len, n(-u.y(), u.x());
            painter->setBrush(colour);
            painter->setPen(Qt::NoPen);
            painter->drawPolygon(QPolygonF{b, b - u * 7 + n * 3, b - u * 7 - n * 3});
        }
        ++m_drawn;
    }
}

QCPRange LinkPlottable::getKeyRange(bool &foundRange, QCP::SignDomain) const
{
    foundRange = false;
    return {};
}

QCPRange LinkPlottable::getValueRange(bool &foundRange, QCP::SignDomain, const QCPRange &) const
{
    foundRange = false;
    return {};
}

void LinkPlottable::drawLegendIcon(QCPPainter *painter, const QRectF &rect) const
{
    painter->setPen(m_palette.flowLink());
    painter->drawLine(rect.bottomLeft(), rect.topRight());
}

} // namespace rl
