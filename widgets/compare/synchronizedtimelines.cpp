// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/compare/synchronizedtimelines.h"

#include "widgets/common/titledpane.h"
#include "widgets/compare/compareselection.h"
#include "widgets/timeline/timelineview.h"

#include <QCheckBox>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

namespace rl {

SynchronizedTimelines::SynchronizedTimelines(CompareSelection *selection, QWidget *parent)
    : QWidget(parent), m_selection(selection)
{
    m_before = new TimelineView(selection->baseline());
    m_after = new TimelineView(selection->candidate());
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

    // Each view writes its window to the shared range and follows it; followRelativeRange
    // does not echo, and the selection ignores a range equal to its own.
    for (TimelineView *v : {m_before, m_after}) {
        connect(v, &TimelineView::relativeRangeChanged, this, [this](double a, double b) {
            if (isSynchronized())
                m_selection->setRelativeRange(a, b);
        });
        // A view that fits its own run would pull the other to its length: the shorter run
        // would cut the longer. While no pair is selected, both show the longer whole.
        connect(v, &TimelineView::sceneShown, this, [this] {
            if (m_selection->selectedDelta() < 0 && isSynchronized())
                showBothWhole();
        });
    }
    connect(m_selection, &CompareSelection::relativeRangeChanged, this, [this](double a, double b) {
        if (!isSynchronized())
            return;
        m_before->followRelativeRange(a, b);
        m_after->followRelativeRange(a, b);
    });
    connect(m_selection, &CompareSelection::selectedDeltaChanged, this, &SynchronizedTimelines::onSelectedDeltaChanged);
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
    m_selection->setRelativeRange(lo - pad, hi + pad);
    // The shared range may already be this one while a view has just fitted its own run.
    m_before->followRelativeRange(lo - pad, hi + pad);
    m_after->followRelativeRange(lo - pad, hi + pad);
}

void SynchronizedTimelines::onSelectedDeltaChanged(int deltaIndex)
{
    // Both views now show their operator from its own start; line the windows up on the
    // baseline's.
    if (deltaIndex < 0 || !isSynchronized())
        return;
    const QCPRange r = m_before->visibleRange();
    const double origin = m_before->timeOriginUs();
    m_selection->setRelativeRange(r.lower - origin, r.upper - origin);
    m_after->followRelativeRange(r.lower - origin, r.upper - origin);
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
