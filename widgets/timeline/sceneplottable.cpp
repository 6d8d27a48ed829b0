// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/timeline/sceneplottable.h"

namespace rl {

ScenePlottable::ScenePlottable(QCPAxis *keyAxis, QCPAxis *valueAxis) : QCPAbstractPlottable(keyAxis, valueAxis) { }

void ScenePlottable::setScene(std::shared_ptr<const TimelineScene> scene, const LaneLayout &layout)
{
    m_scene = std::move(scene);
    m_layout = layout;
    sceneChanged();
}

void ScenePlottable::setTimelinePalette(const TimelinePalette &palette)
{
    m_palette = palette;
    paletteChanged();
}

double ScenePlottable::selectTest(const QPointF &, bool, QVariant *) const
{
    return -1;
}

QCPRange ScenePlottable::getKeyRange(bool &foundRange, QCP::SignDomain) const
{
    foundRange = m_scene && m_scene->endUs > m_scene->startUs;
    return foundRange ? QCPRange(m_scene->startUs, m_scene->endUs) : QCPRange();
}

QCPRange ScenePlottable::getValueRange(bool &foundRange, QCP::SignDomain, const QCPRange &) const
{
    foundRange = m_layout.totalHeight() > 0.0;
    return QCPRange(0.0, m_layout.totalHeight());
}

} // namespace rl
