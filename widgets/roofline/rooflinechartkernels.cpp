// SPDX-License-Identifier: GPL-3.0-or-later
// RooflineChart's grouped view (widgets/README.md §3): kernel points, and the selected kernel's
// calls as rings drawn from the calls' positions kept sorted by kernel.
#include "widgets/roofline/rooflinechart.h"

#include "core/roofline/kernelroofline.h"
#include "widgets/roofline/sizedscattergraph.h"

#include <algorithm>

namespace rl {

// The kernels' points from the calls', and a counting sort of the calls' points by kernel: the
// rings of any kernel are then a slice.
RooflineChart::Points RooflineChart::pointsOf(RooflineChartData calls, const Analysis &analysis, bool grouped)
{
    Points out;
    if (grouped) {
        out.kernels = kernelRooflineChart(calls, analysis);
        const size_t groups = analysis.groups.size();
        out.callsFrom.assign(groups + 1, 0);
        for (const RooflinePoint &p : calls.points) {
            if (p.group >= 0 && size_t(p.group) < groups)
                ++out.callsFrom[size_t(p.group) + 1];
        }
        for (size_t g = 0; g < groups; ++g)
            out.callsFrom[g + 1] += out.callsFrom[g];
        out.callMarkers.resize(size_t(out.callsFrom[groups]));
        std::vector<int> next(out.callsFrom.begin(), out.callsFrom.end() - 1);
        for (const RooflinePoint &p : calls.points) {
            if (p.group >= 0 && size_t(p.group) < groups)
                out.callMarkers[size_t(next[size_t(p.group)]++)] = {p.operatorIndex, p.intensity, p.performance};
        }
    }
    out.calls = std::move(calls);
    return out;
}

const RooflinePoint *RooflineChart::kernelPointOf(int operatorIndex) const
{
    ensureBuilt();
    if (!m_grouped || !m_analysis)
        return m_data.pointFor(operatorIndex);
    const OperatorGroup *group = m_analysis->groupOf(operatorIndex);
    if (!group)
        return nullptr;
    const int g = int(group - m_analysis->groups.data());
    for (const RooflinePoint &p : m_data.points) {
        if (p.group == g)
            return &p;
    }
    return nullptr;
}

const RooflineChart::CallMarker *RooflineChart::callMarkerOf(int operatorIndex) const
{
    if (!m_grouped || !m_analysis)
        return nullptr;
    const OperatorGroup *group = m_analysis->groupOf(operatorIndex);
    if (!group)
        return nullptr;
    const size_t g = size_t(group - m_analysis->groups.data());
    for (int i = m_callsFrom[g]; i < m_callsFrom[g + 1]; ++i) {
        if (m_callMarkers[size_t(i)].operatorIndex == operatorIndex)
            return &m_callMarkers[size_t(i)];
    }
    return nullptr;
}

// The selected kernel's calls as small rings, so its spread over the chart shows; nothing for a
// kernel of one call (its point is the call).
void RooflineChart::updateCalls(int group)
{
    if (!m_callsGraph || group == m_shownGroup)
        return;
    m_shownGroup = group;
    m_callsGraphOperators.clear();
    QVector<double> keys, values, sizes;
    const bool several = group >= 0 && size_t(group) + 1 < m_callsFrom.size()
        && m_callsFrom[size_t(group) + 1] - m_callsFrom[size_t(group)] > 1;
    if (several) {
        std::vector<CallMarker> calls(m_callMarkers.begin() + m_callsFrom[size_t(group)],
                                      m_callMarkers.begin() + m_callsFrom[size_t(group) + 1]);
        std::stable_sort(calls.begin(), calls.end(),
                         [](const CallMarker &a, const CallMarker &b) { return a.intensity < b.intensity; });
        for (const CallMarker &c : calls) {
            keys << c.intensity;
            values << c.performance;
            sizes << 6.0;
            m_callsGraphOperators.push_back(c.operatorIndex);
        }
    }
    m_callsGraph->setPoints(keys, values, sizes);
}

void RooflineChart::setShowsKernels(bool grouped)
{
    if (grouped == m_grouped)
        return;
    m_grouped = grouped;
    rebuild();
}

QCPGraph *RooflineChart::callsGraph() const
{
    ensureBuilt();
    return m_callsGraph;
}

} // namespace rl
