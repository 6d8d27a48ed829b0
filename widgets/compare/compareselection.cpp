// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/compare/compareselection.h"

#include "widgets/common/selectionmodel.h"

namespace rl {

CompareSelection::CompareSelection(QObject *parent)
    : QObject(parent), m_baseline(new SelectionModel(this)), m_candidate(new SelectionModel(this))
{
    connect(m_baseline, &SelectionModel::selectedOperatorChanged, this,
            [this](int op) { onRunSelectionChanged(true, op); });
    connect(m_candidate, &SelectionModel::selectedOperatorChanged, this,
            [this](int op) { onRunSelectionChanged(false, op); });
}

void CompareSelection::setComparison(std::shared_ptr<const Comparison> comparison)
{
    m_comparison = std::move(comparison);
    const bool hadPair = m_selected >= 0;
    m_selected = -1;
    m_updatingRuns = true;
    m_baseline->setAnalysis(m_comparison ? m_comparison->baseline : nullptr);
    m_candidate->setAnalysis(m_comparison ? m_comparison->candidate : nullptr);
    m_baseline->setSelectedOperator(-1);
    m_candidate->setSelectedOperator(-1);
    m_updatingRuns = false;
    Q_EMIT comparisonChanged();
    if (hadPair)
        Q_EMIT selectedDeltaChanged(-1);
}

void CompareSelection::setSelectedDelta(int deltaIndex)
{
    if (!m_comparison || deltaIndex < 0 || deltaIndex >= int(m_comparison->deltas.size()))
        deltaIndex = -1;
    if (deltaIndex == m_selected)
        return;
    m_selected = deltaIndex;
    m_updatingRuns = true;
    const OperatorMatch *match = deltaIndex >= 0 ? &m_comparison->deltas[size_t(deltaIndex)].match : nullptr;
    m_baseline->setSelectedOperator(match ? match->baselineIndex : -1);
    m_candidate->setSelectedOperator(match ? match->candidateIndex : -1);
    m_updatingRuns = false;
    Q_EMIT selectedDeltaChanged(deltaIndex);
}

void CompareSelection::onRunSelectionChanged(bool baseline, int operatorIndex)
{
    if (m_updatingRuns || !m_comparison || operatorIndex < 0)
        return;
    const int delta = baseline ? m_comparison->deltaOfBaseline(operatorIndex)
                               : m_comparison->deltaOfCandidate(operatorIndex);
    if (delta >= 0) {
        setSelectedDelta(delta);
        return;
    }
    // An operator only one run has: it stays selected in its run, no pair is.
    m_updatingRuns = true;
    (baseline ? m_candidate : m_baseline)->setSelectedOperator(-1);
    m_updatingRuns = false;
    if (m_selected >= 0) {
        m_selected = -1;
        Q_EMIT selectedDeltaChanged(-1);
    }
}

void CompareSelection::setRelativeRange(double startUs, double endUs)
{
    if (m_range && m_range->first == startUs && m_range->second == endUs)
        return;
    m_range = std::make_pair(startUs, endUs);
    Q_EMIT relativeRangeChanged(startUs, endUs);
}

} // namespace rl
