// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineView: folding and unfolding lanes — the summary lanes of a process's communication
// planes, host threads, overlap analysis and counters, and the rows of a stream capped at LaneMetrics::maxRows.
#include "widgets/timeline/timelineview.h"

#include "widgets/timeline/timelinetoolbar.h"

#include <QMenu>

namespace rl {

namespace {

// "3 communication planes", "12 host threads", "30 counters": what a summary lane stands for.
QString membersText(const TimelineTrack &t)
{
    switch (t.membersKind) {
    case TimelineTrack::Members::Planes:
        return TimelineView::tr("%n communication plane(s)", nullptr, t.members);
    case TimelineTrack::Members::Threads:
        return TimelineView::tr("%n host thread(s)", nullptr, t.members);
    case TimelineTrack::Members::Overlap:
        return TimelineView::tr("%n overlap-analysis lane(s)", nullptr, t.members);
    case TimelineTrack::Members::Memory:
        return TimelineView::tr("%n device-memory lane(s)", nullptr, t.members);
    case TimelineTrack::Members::Counters:
        break;
    }
    return TimelineView::tr("%n counter(s)", nullptr, t.members);
}

} // namespace

bool TimelineView::isFoldable(int track) const
{
    return m_scene && track >= 0 && size_t(track) < m_scene->tracks.size()
        && (m_scene->tracks[size_t(track)].isSummary() || LaneLayout::isCapped(*m_scene, size_t(track)));
}

bool TimelineView::laneExpanded(int track) const
{
    return track >= 0 && size_t(track) < m_expanded.size() && m_expanded[size_t(track)];
}

void TimelineView::setLaneExpanded(int track, bool expanded)
{
    if (!isFoldable(track) || laneExpanded(track) == expanded)
        return;
    m_expanded.resize(m_scene->tracks.size(), false);
    m_expanded[size_t(track)] = expanded;
    syncFoldSwitch();
    applyLayout();
    const bool members = m_scene->tracks[size_t(track)].isSummary();
    scrollToTrack(track + (expanded && members ? 1 : 0));
}

void TimelineView::setAllLanesExpanded(bool expanded)
{
    if (!m_scene)
        return;
    m_expanded.assign(m_scene->tracks.size(), false);
    for (size_t i = 0; i < m_scene->tracks.size(); ++i)
        m_expanded[i] = expanded && isFoldable(int(i));
    syncFoldSwitch();
    applyLayout();
}

int TimelineView::shownTrack(int track) const
{
    if (!m_scene || track < 0 || size_t(track) >= m_scene->tracks.size())
        return -1;
    const int summary = m_scene->tracks[size_t(track)].summary;
    return summary >= 0 && !laneExpanded(summary) ? summary : track;
}

// The toolbar's switch is on when every folding lane is unfolded.
void TimelineView::syncFoldSwitch()
{
    bool any = false, all = true;
    if (m_scene) {
        for (size_t i = 0; i < m_scene->tracks.size(); ++i) {
            if (isFoldable(int(i))) {
                any = true;
                all = all && laneExpanded(int(i));
            }
        }
    }
    m_toolbar->setFoldsAvailable(any && level() == Level::Kernel);
    m_toolbar->setFoldsChecked(any && all);
}

int TimelineView::foldableAtLabel(const QPoint &plotPos) const
{
    if (!m_scene || plotPos.x() >= m_plot->axisRect()->left())
        return -1;
    const LaneLayout::Hit hit = m_layout.hitTest(m_plot->yAxis->pixelToCoord(plotPos.y()));
    if (hit.track < 0)
        return -1;
    const TimelineTrack &t = m_scene->tracks[size_t(hit.track)];
    if (t.summary >= 0)
        return t.summary;
    return isFoldable(hit.track) ? hit.track : -1;
}

QString TimelineView::laneLabelToolTip(int track) const
{
    const TimelineTrack &t = m_scene->tracks[size_t(track)];
    if (!t.isSummary()) {
        const int rows = int(t.rows.size());
        return laneExpanded(track)
            ? tr("Click to show %1 rows of this lane's %2, the last drawing the rest (E folds every lane)")
                  .arg(m_layout.metrics().maxRows)
                  .arg(rows)
            : tr("Overlapping tasks pack into %1 rows here; rows %2 to %1 are drawn over one another in "
                 "the last: click to show each (E unfolds every lane)")
                  .arg(rows)
                  .arg(m_layout.metrics().maxRows);
    }
    return laneExpanded(track)
        ? tr("Click to fold these %1 into one lane (E folds every lane)").arg(membersText(t))
        : tr("%1 drawn in one lane: click to show each on a lane of its own (E unfolds every lane)")
              .arg(membersText(t));
}

void TimelineView::addFoldActions(QMenu *menu, const QPoint &plotPos)
{
    if (!m_scene || level() != Level::Kernel)
        return;
    const LaneLayout::Hit hit = m_layout.hitTest(m_plot->yAxis->pixelToCoord(plotPos.y()));
    int fold = -1;
    if (hit.track >= 0) {
        const TimelineTrack &t = m_scene->tracks[size_t(hit.track)];
        fold = t.summary >= 0 ? t.summary : (isFoldable(hit.track) ? hit.track : -1);
    }
    if (fold >= 0) {
        const TimelineTrack &t = m_scene->tracks[size_t(fold)];
        const bool expanded = laneExpanded(fold);
        QString text;
        if (t.isSummary())
            text = expanded ? tr("Fold the %1 into one lane").arg(membersText(t))
                            : tr("Show the %1 on lanes of their own").arg(membersText(t));
        else
            text = expanded ? tr("Fold the rows of %1").arg(t.name) : tr("Show every row of %1").arg(t.name);
        menu->addAction(text, this, [this, fold, expanded] { setLaneExpanded(fold, !expanded); });
    }
    bool anyFoldable = false;
    for (size_t i = 0; i < m_scene->tracks.size() && !anyFoldable; ++i)
        anyFoldable = isFoldable(int(i));
    if (m_toolbar->foldsChecked())
        menu->addAction(tr("Fold every lane"), this, [this] { setAllLanesExpanded(false); });
    else if (anyFoldable)
        menu->addAction(tr("Unfold every lane"), this, [this] { setAllLanesExpanded(true); });
}

} // namespace rl
