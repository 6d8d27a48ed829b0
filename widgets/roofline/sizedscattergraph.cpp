// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/roofline/sizedscattergraph.h"

#include <algorithm>
#include <cmath>
#include <unordered_set>

namespace rl {

SizedScatterGraph::SizedScatterGraph(QCPAxis *keyAxis, QCPAxis *valueAxis) : QCPGraph(keyAxis, valueAxis)
{
    setLineStyle(QCPGraph::lsNone);
    setAdaptiveSampling(false); // sampling merges scatter points into bands
}

void SizedScatterGraph::setPoints(const QVector<double> &keys, const QVector<double> &values,
                                  const QVector<double> &sizes)
{
    setData(keys, values, /*alreadySorted=*/true);
    m_sizes = sizes;
}

void SizedScatterGraph::draw(QCPPainter *painter)
{
    if (!keyAxis() || !valueAxis() || data()->isEmpty() || scatterStyle().isNone())
        return;
    QCPScatterStyle style = scatterStyle();
    applyScattersAntialiasingHint(painter);
    // Culled: a marker outside the plot, or one of this graph's markers of the same size already
    // drawn on the same half pixel, adds nothing to the picture. A long run's chart is a few
    // thousand distinct spots under a quarter of a million calls, and drawing each took seconds.
    const QRectF visible = QRectF(clipRect()).adjusted(-32, -32, 32, 32);
    std::unordered_set<quint64> drawn;
    double appliedSize = -1.0;
    int i = 0;
    for (auto it = data()->constBegin(); it != data()->constEnd(); ++it, ++i) {
        if (qIsNaN(it->value) || it->key <= 0.0 || it->value <= 0.0)
            continue;
        const QPointF at = coordsToPixels(it->key, it->value);
        if (!visible.contains(at))
            continue;
        const double size = sizeAt(i);
        const auto half = [](double v) { return quint64(std::clamp(std::lround(v * 2.0), 0L, 0xFFFFFL)); };
        if (!drawn.insert(half(at.x() + 16.0) << 40 | half(at.y() + 16.0) << 20 | half(size)).second)
            continue;
        if (size != appliedSize) {
            style.setSize(size);
            style.applyTo(painter, pen());
            appliedSize = size;
        }
        style.drawShape(painter, at);
    }
}

} // namespace rl
