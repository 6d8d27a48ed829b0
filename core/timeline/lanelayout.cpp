// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/lanelayout.h"

#include <algorithm>
#include <cmath>

namespace rl {

bool LaneLayout::isCapped(const TimelineScene &scene, size_t i, const Metrics &metrics)
{
    const TimelineTrack &t = scene.tracks[i];
    return scene.level == TimelineScene::Level::Kernel && t.kind == TimelineTrack::Kind::Lanes && !t.isSummary()
        && int(t.rows.size()) > metrics.maxRows;
}

LaneLayout::LaneLayout(const TimelineScene &scene, const std::vector<bool> &hidden, Metrics metrics,
                       const std::vector<bool> &allRows)
    : m_metrics(metrics)
{
    m_tracks.resize(scene.tracks.size());
    double y = 0.0;
    const QString *previousGroup = nullptr;
    for (size_t i = 0; i < scene.tracks.size(); ++i) {
        const TimelineTrack &t = scene.tracks[i];
        TrackGeometry &g = m_tracks[i];
        g.hidden = i < hidden.size() && hidden[i];
        if (g.hidden) {
            g.top = y;
            continue;
        }
        g.startsGroup = !previousGroup || *previousGroup != t.group;
        if (g.startsGroup && previousGroup)
            y += m_metrics.groupGap - m_metrics.trackGap;
        previousGroup = &t.group;
        g.top = y;
        switch (t.kind) {
        case TimelineTrack::Kind::Lanes:
            g.packedRows = std::max(1, int(t.rows.size()));
            g.rows = g.packedRows;
            if (t.isSummary())
                g.rows = 1;
            else if (isCapped(scene, i, m_metrics) && !(i < allRows.size() && allRows[i]))
                g.rows = m_metrics.maxRows;
            g.stallRows = int(t.stallRows.size());
            g.height = g.rows + g.stallRows * m_metrics.stallHeight;
            break;
        case TimelineTrack::Kind::Ribbon:
            g.height = m_metrics.ribbonHeight;
            break;
        case TimelineTrack::Kind::Counter:
            g.height = t.counterCount > 1 ? m_metrics.chartHeight : m_metrics.counterHeight;
            break;
        }
        y += g.height + m_metrics.trackGap;
    }
    m_total = std::max(0.0, y - m_metrics.trackGap);
}

LaneLayout::Hit LaneLayout::hitTest(double y) const
{
    Hit hit;
    if (m_tracks.empty() || !std::isfinite(y))
        return hit;
    // Tops are non-decreasing: the last track starting at or above y is the candidate.
    const auto it = std::upper_bound(m_tracks.begin(), m_tracks.end(), y,
                                     [](double v, const TrackGeometry &g) { return v < g.top; });
    if (it == m_tracks.begin())
        return hit;
    auto cand = it - 1;
    while (cand != m_tracks.begin() && cand->hidden)
        --cand;
    if (cand->hidden || y >= cand->top + cand->height)
        return hit;
    hit.track = int(cand - m_tracks.begin());
    const double local = y - cand->top;
    if (local < cand->rows || cand->rows == 0) {
        hit.row = cand->rows == 0 ? 0 : int(local);
    } else {
        hit.stall = true;
        hit.row = std::min(cand->stallRows - 1, int((local - cand->rows) / m_metrics.stallHeight));
    }
    return hit;
}

} // namespace rl
