// SPDX-License-Identifier: GPL-3.0-or-later
// MemoryLevelChart's build when shown (Build::WhenShown): a change waits while the chart is off
// screen, and whether it has points or roofs is told without building it.
#include "widgets/roofline/memorylevelchart.h"

#include "widgets/common/buildwhenshown.h"
#include "widgets/common/qcp.h"

namespace rl {

void MemoryLevelChart::rebuild()
{
    const bool waited = m_builder->isWaiting();
    m_builder->request();
    if (m_builder->isWaiting() && !waited) {
        clearPlot(); // the previous analysis' points are not kept for a chart nobody sees
        m_data = MemoryLevelChartData();
    }
}

void MemoryLevelChart::ensureBuilt() const
{
    m_builder->ensure();
}

bool MemoryLevelChart::hasPoints() const
{
    if (!m_builder->isWaiting())
        return !m_data.isEmpty();
    return m_analysis && hasMemoryLevelPoint(*m_analysis);
}

bool MemoryLevelChart::hasRoofs() const
{
    if (!m_builder->isWaiting())
        return !m_data.roofs.empty();
    return m_analysis && hasMemoryLevelRoof(m_analysis->hardware);
}

void MemoryLevelChart::clearPlot()
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_pointGraphs.clear();
    m_roofs.clear();
    m_capacity = nullptr;
    m_highlight = nullptr;
    m_effectiveRoof = nullptr;
    m_implausible = nullptr;
    m_selectedLabel = nullptr;
}

} // namespace rl
