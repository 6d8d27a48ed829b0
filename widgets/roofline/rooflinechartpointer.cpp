// SPDX-License-Identifier: GPL-3.0-or-later
// Where the pointer is on a Roofline chart: which operator a pixel falls on, where an operator
// is drawn and the tooltip a hover shows (widgets/common/operatorpicking.h turns the pointer
// into clicks and hovers).
#include "widgets/roofline/rooflinechart.h"

#include "widgets/common/categorystyle.h"
#include "widgets/common/formatting.h"
#include "widgets/roofline/rooflinechartitems.h"
#include "widgets/roofline/sizedscattergraph.h"

#include <algorithm>
#include <cmath>

namespace rl {

QPointF RooflineChart::pixelOf(int operatorIndex) const
{
    ensureBuilt();
    const RooflinePoint *p = m_data.pointFor(operatorIndex);
    const CallMarker *call = p ? nullptr : callMarkerOf(operatorIndex);
    if (!p && !call)
        return {-1, -1};
    const double x = p ? p->intensity : call->intensity;
    const double y = p ? p->performance : call->performance;
    return {m_plot->xAxis->coordToPixel(x), m_plot->yAxis->coordToPixel(y)};
}

int RooflineChart::operatorAt(const QPointF &pixel) const
{
    ensureBuilt();
    int best = -1;
    double bestDistance = 0.0;
    for (const PointGraph &pg : m_pointGraphs) {
        int i = 0;
        for (auto it = pg.graph->data()->constBegin(); it != pg.graph->data()->constEnd(); ++it, ++i) {
            const QPointF centre(m_plot->xAxis->coordToPixel(it->key), m_plot->yAxis->coordToPixel(it->value));
            const double distance = std::hypot(centre.x() - pixel.x(), centre.y() - pixel.y());
            const double reach = std::max(pg.graph->sizeAt(i) / 2.0 + 2.0, 6.0);
            if (distance <= reach && (best < 0 || distance < bestDistance)) {
                best = pg.operators[size_t(i)];
                bestDistance = distance;
            }
        }
    }
    // The selected kernel's calls: a ring nearer than the kernel's own marker is the call.
    if (m_callsGraph) {
        int i = 0;
        for (auto it = m_callsGraph->data()->constBegin(); it != m_callsGraph->data()->constEnd(); ++it, ++i) {
            const QPointF centre(m_plot->xAxis->coordToPixel(it->key), m_plot->yAxis->coordToPixel(it->value));
            const double distance = std::hypot(centre.x() - pixel.x(), centre.y() - pixel.y());
            if (distance <= 5.0 && (best < 0 || distance < bestDistance)) {
                best = m_callsGraphOperators[size_t(i)];
                bestDistance = distance;
            }
        }
    }
    return best;
}

QString RooflineChart::tooltipFor(int operatorIndex) const
{
    if (!m_analysis)
        return {};
    const RooflinePoint *p = m_data.pointFor(operatorIndex);
    const Operator &op = m_analysis->op(operatorIndex);
    if (!p) {
        const CallMarker *call = callMarkerOf(operatorIndex);
        if (!call)
            return {};
        return u"<b>" + op.name.toHtmlEscaped() + u"</b><br>"
            + tr("One call of the kernel: %1").arg(formatMicroseconds(op.durationUs)) + u"<br>"
            + tr("Intensity: %1").arg(formatIntensity(call->intensity)) + u"<br>"
            + tr("Performance: %1").arg(formatSi(call->performance * 1e9, u"FLOP/s"_qs));
    }
    const QString c = componentDisplayName(m_pair.compute.id);
    const QString m = componentDisplayName(m_pair.transfer.id);
    QString html = u"<b>" + op.name.toHtmlEscaped() + u"</b>";
    if (!op.type.isEmpty())
        html += u" <i>(" + op.type.toHtmlEscaped() + u")</i>";
    if (p->calls > 1)
        html += u"<br>" + tr("%n calls of these input shapes, placed by their summed work and time", nullptr, p->calls);
    html += u"<br>" + categoryDisplayName(p->category);
    html += u"<br>" + tr("Intensity: %1").arg(formatIntensity(p->intensity));
    html += u"<br>" + tr("Performance: %1").arg(formatSi(p->performance * 1e9, u"FLOP/s"_qs));
    html += u"<br>" + tr("Utilisation (label): %1").arg(formatPercent(p->utilisation));
    html += u"<br>"
        + tr("%1: U %2 · E %3 · R %4")
              .arg(c, formatPercent(p->uCompute), formatPercent(p->eCompute), formatPercent(p->rCompute));
    html += u"<br>"
        + tr("%1: U %2 · E %3 · R %4")
              .arg(m, formatPercent(p->uTransfer), formatPercent(p->eTransfer), formatPercent(p->rTransfer));
    html += u"<br>" + tr("Time share: %1").arg(formatPercent(p->timeShare));
    if (p->estimated)
        html += u"<br><i>" + tr("Estimate: work derived from shapes and data types, not counters") + u"</i>";
    return html;
}

} // namespace rl
