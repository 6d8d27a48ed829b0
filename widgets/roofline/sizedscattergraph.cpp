// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/roofline/sizedscattergraph.h"

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
    int i = 0;
    for (auto it = data()->constBegin(); it != data()->constEnd(); ++it, ++i) {
        if (qIsNaN(it->value) || it->key <= 0.0 || it->value <= 0.0)
            continue;
        style.setSize(sizeAt(i));
        style.applyTo(painter, pen());
        style.drawShape(painter, coordsToPixels(it->key, it->value));
    }
}

} // namespace rl
