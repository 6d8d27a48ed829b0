// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/compare/synchronizedtimelines.h"

#include "widgets/common/selectionmodel.h"
#include "widgets/common/titledpane.h"
#include "widgets/timeline/timelineview.h"

#include <QCheckBox>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

namespace rl {

SynchronizedTimelines::SynchronizedTimelines(QWidget *parent) : QWidget(parent)
{
    m_beforeSelection = new SelectionModel(this);
    m_afterSelection = new SelectionModel(this);
    m_before = new TimelineView(m_beforeSelection);
    m_after = new TimelineView(m_afterSelection);
    for (TimelineView *v : {m_before, m_after}) {
        v->setFollowSelectionRange(false);
        v->setRelativeTime(true);
    }
    m_sync = new QCheckBox(tr("Synchronise zoom (time relative to each run's or operator's start)"));
    m_sync->setChecked(true);

    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(titledPane(tr("Before (baseline)"), m_before));
    split->addWidget(titledPane(tr("After (candidate)"), m_after));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_sync);
    layout->addWidget(split, 1);

    // Each view follows the other's relative range; followRelativeRange does not echo.
    connect(m_before, &TimelineView::relativeRangeChanged, this, [this](double a, double b) {
        if (isSynchronized())
            m_after->followRelativeRange(a, b);
    });
    connect(m_after, &TimelineView::relativeRangeChanged, this, [this](double a, double b) {
        if (isSynchronized())
            m_before->followRelativeRange(a, b);
    });
    // A view that fits its own run would pull the other to its length: the shorter run would
    // cut the longer. While no pair is selected, both show the longer whole.
    for (TimelineView *v : {m_before, m_after}) {
        connect(v, &TimelineView::sceneShown, this, [this] {
            if (m_selectedDelta < 0 && isSynchronized())
                showBothWhole();
        });
    }
    connect(m_beforeSelection, &SelectionModel::selectedOperatorChanged, this, [this](int op) {
        if (!m_settingSelection && m_comparison && op >= 0)
            Q_EMIT deltaClicked(m_comparison->deltaOfBaseline(op));
    });
    connect(m_afterSelection, &SelectionModel::selectedOperatorChanged, this, [this](int op) {
        if (!m_settingSelection && m_comparison && op >= 0)
            Q_EMIT deltaClicked(m_comparison->deltaOfCandidate(op));
    });
}

SynchronizedTimelines::~SynchronizedTimelines() = default;

void SynchronizedTimelines::showBothWhole()
{
    const auto b = m_before->sceneExtentRelative(), a = m_after->sceneExtentRelative();
    if (!a && !b)
        return;
    const double lo = std::min(b ? b->first : a->first, a ? a->first : b->first);
    const double hi = std::max(b ? b->second : a->second, a ? a->second : b->second);
    const double pad = (hi - lo) * 0.02;
    m_before->followRelativeRange(lo - pad, hi + pad);
    m_after->followRelativeRange(lo - pad, hi + pad);
}

void SynchronizedTimelines::setComparison(std::shared_ptr<const Comparison> comparison)
{
    m_comparison = std::move(comparison);
    m_selectedDelta = -1;
    m_settingSelection = true;
    m_beforeSelection->setAnalysis(m_comparison ? m_comparison->baseline : nullptr);
    m_afterSelection->setAnalysis(m_comparison ? m_comparison->candidate : nullptr);
    m_settingSelection = false;
}

void SynchronizedTimelines::setSelectedDelta(int deltaIndex)
{
    if (!m_comparison)
        return;
    const bool valid = deltaIndex >= 0 && deltaIndex < int(m_comparison->deltas.size());
    m_selectedDelta = valid ? deltaIndex : -1;
    m_settingSelection = true;
    m_beforeSelection->setSelectedOperator(valid ? m_comparison->deltas[size_t(deltaIndex)].match.baselineIndex : -1);
    m_afterSelection->setSelectedOperator(valid ? m_comparison->deltas[size_t(deltaIndex)].match.candidateIndex : -1);
    m_settingSelection = false;
    // Both now show their operator from its own start; line the windows up on the baseline's.
    if (valid && isSynchronized()) {
        const QCPRange r = m_before->visibleRange();
        const double origin = m_before->timeOriginUs();
        m_after->followRelativeRange(r.lower - origin, r.upper - origin);
    }
}

void SynchronizedTimelines::setSynchronized(bool on)
{
    m_sync->setChecked(on);
}

bool SynchronizedTimelines::isSynchronized() const
{
    return m_sync->isChecked();
}

} // namespace rl
