// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/selectionmodel.h"

namespace rl {

SelectionModel::SelectionModel(QObject *parent) : QObject(parent) { }

void SelectionModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    if (analysis == m_analysis)
        return;
    // Keep the selection when the same operator list is re-analysed (hardware or threshold
    // change); drop it when the workload changed.
    const bool sameProfile = analysis && m_analysis && analysis->profile == m_analysis->profile;
    m_analysis = std::move(analysis);
    if (!sameProfile)
        m_selected = -1;
    Q_EMIT analysisChanged();
    if (!sameProfile)
        Q_EMIT selectedOperatorChanged(m_selected);
}

void SelectionModel::setSelectedOperator(int index)
{
    if (!m_analysis || index < 0 || size_t(index) >= m_analysis->operators.size())
        index = -1;
    if (index == m_selected)
        return;
    m_selected = index;
    Q_EMIT selectedOperatorChanged(index);
}

void SelectionModel::setGroupsCalls(bool grouped)
{
    if (grouped == m_groupsCalls)
        return;
    m_groupsCalls = grouped;
    Q_EMIT groupingChanged(grouped);
}

bool SelectionModel::showsKernels() const
{
    return m_groupsCalls && m_analysis && m_analysis->groups.size() < m_analysis->operators.size();
}

void SelectionModel::setTimeRange(double startUs, double endUs)
{
    if (startUs == m_rangeStart && endUs == m_rangeEnd)
        return;
    m_rangeStart = startUs;
    m_rangeEnd = endUs;
    Q_EMIT timeRangeChanged(startUs, endUs);
}

} // namespace rl
