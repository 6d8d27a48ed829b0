// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/selectionmodel.h"

namespace rl {

SelectionModel::SelectionModel(QObject *parent) : QObject(parent) { }

namespace {

// The same kernel in another profile of the job: the same name, and of several calls the one
// with the same position among them (else the first).
int sameKernelIn(const Analysis &from, int selected, const Analysis &to)
{
    if (selected < 0 || size_t(selected) >= from.profile->operators.size())
        return -1;
    const QString &name = from.profile->operators[size_t(selected)].name;
    int ordinal = 0;
    for (int i = 0; i < selected; ++i)
        ordinal += from.profile->operators[size_t(i)].name == name ? 1 : 0;
    int first = -1, seen = 0;
    for (size_t i = 0; i < to.profile->operators.size(); ++i) {
        if (to.profile->operators[i].name != name)
            continue;
        if (first < 0)
            first = int(i);
        if (seen++ == ordinal)
            return int(i);
    }
    return first;
}

} // namespace

void SelectionModel::setAnalysis(std::shared_ptr<const Analysis> analysis, bool keepKernel)
{
    if (analysis == m_analysis)
        return;
    // Keep the selection when the same operator list is re-analysed (hardware or threshold
    // change); drop it when the workload changed, unless it is another rank of the same job.
    const bool sameProfile = analysis && m_analysis && analysis->profile == m_analysis->profile;
    const int previous = m_selected;
    const std::shared_ptr<const Analysis> before = m_analysis;
    m_analysis = std::move(analysis);
    m_run = m_analysis && m_analysis->profile ? m_analysis->profile->run : nullptr;
    if (!sameProfile)
        m_selected = keepKernel && before && m_analysis ? sameKernelIn(*before, previous, *m_analysis) : -1;
    Q_EMIT analysisChanged();
    Q_EMIT runChanged();
    if (!sameProfile)
        Q_EMIT selectedOperatorChanged(m_selected);
}

void SelectionModel::setRun(std::shared_ptr<const RunBreakdown> run)
{
    if (run == m_run)
        return;
    m_run = std::move(run);
    Q_EMIT runChanged();
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
