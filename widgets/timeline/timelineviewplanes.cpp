// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineView: folding and unfolding the communication planes of a group (the summary lanes).
#include "widgets/timeline/timelineview.h"

#include "widgets/timeline/timelinetoolbar.h"

#include <QMenu>

#include <algorithm>

namespace rl {

bool TimelineView::planesExpanded(int summaryTrack) const
{
    return summaryTrack >= 0 && size_t(summaryTrack) < m_planesExpanded.size()
        && m_planesExpanded[size_t(summaryTrack)];
}

void TimelineView::setPlanesExpanded(int summaryTrack, bool expanded)
{
    if (!m_scene || summaryTrack < 0 || size_t(summaryTrack) >= m_scene->tracks.size()
        || !m_scene->tracks[size_t(summaryTrack)].isSummary() || planesExpanded(summaryTrack) == expanded)
        return;
    m_planesExpanded.resize(m_scene->tracks.size(), false);
    m_planesExpanded[size_t(summaryTrack)] = expanded;
    syncPlanesSwitch();
    applyLayout();
    scrollToTrack(summaryTrack + (expanded ? 1 : 0));
}

void TimelineView::setAllPlanesExpanded(bool expanded)
{
    if (!m_scene)
        return;
    m_planesExpanded.assign(m_scene->tracks.size(), false);
    for (size_t i = 0; i < m_scene->tracks.size(); ++i)
        m_planesExpanded[i] = expanded && m_scene->tracks[i].isSummary();
    syncPlanesSwitch();
    applyLayout();
}

int TimelineView::shownTrack(int track) const
{
    if (!m_scene || track < 0 || size_t(track) >= m_scene->tracks.size())
        return -1;
    const int summary = m_scene->tracks[size_t(track)].summary;
    return summary >= 0 && !planesExpanded(summary) ? summary : track;
}

// The toolbar's switch is on when every group is unfolded.
void TimelineView::syncPlanesSwitch()
{
    bool any = false, all = true;
    if (m_scene) {
        for (size_t i = 0; i < m_scene->tracks.size(); ++i) {
            if (m_scene->tracks[i].isSummary()) {
                any = true;
                all = all && planesExpanded(int(i));
            }
        }
    }
    m_toolbar->setPlanesAvailable(any && level() == Level::Kernel);
    m_toolbar->setPlanesChecked(any && all);
}

int TimelineView::planeGroupAtLabel(const QPoint &plotPos) const
{
    if (!m_scene || plotPos.x() >= m_plot->axisRect()->left())
        return -1;
    const LaneLayout::Hit hit = m_layout.hitTest(m_plot->yAxis->pixelToCoord(plotPos.y()));
    if (hit.track < 0)
        return -1;
    const TimelineTrack &t = m_scene->tracks[size_t(hit.track)];
    return t.isSummary() ? hit.track : t.summary;
}

QString TimelineView::laneLabelToolTip(int summaryTrack) const
{
    const int planes = m_scene->tracks[size_t(summaryTrack)].members;
    return planesExpanded(summaryTrack)
        ? tr("Click to fold these %n communication plane(s) into one lane (E folds every group)", nullptr, planes)
        : tr("%n communication plane(s) drawn in one lane: click to show each plane on its own lane "
             "(E unfolds every group)",
             nullptr, planes);
}

void TimelineView::addPlaneActions(QMenu *menu, const QPoint &plotPos)
{
    if (!m_scene || level() != Level::Kernel)
        return;
    const LaneLayout::Hit hit = m_layout.hitTest(m_plot->yAxis->pixelToCoord(plotPos.y()));
    int group = -1;
    if (hit.track >= 0) {
        const TimelineTrack &t = m_scene->tracks[size_t(hit.track)];
        group = t.isSummary() ? hit.track : t.summary;
    }
    if (group >= 0) {
        const int planes = m_scene->tracks[size_t(group)].members;
        const bool expanded = planesExpanded(group);
        menu->addAction(expanded ? tr("Fold the %n plane(s) into one lane", nullptr, planes)
                                 : tr("Show the %n plane(s) on lanes of their own", nullptr, planes),
                        this, [this, group, expanded] { setPlanesExpanded(group, !expanded); });
    }
    if (m_toolbar->planesChecked())
        menu->addAction(tr("Fold every group of planes"), this, [this] { setAllPlanesExpanded(false); });
    else if (std::any_of(m_scene->tracks.begin(), m_scene->tracks.end(),
                         [](const TimelineTrack &t) { return t.isSummary(); }))
        menu->addAction(tr("Show every plane"), this, [this] { setAllPlanesExpanded(true); });
}

} // namespace rl
