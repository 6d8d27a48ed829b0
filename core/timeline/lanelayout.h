// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/timeline/timelinescene.h"

#include <algorithm>
#include <vector>

namespace rl {

// Where a track sits vertically, in row units from the top (the view's value axis is
// reversed, one unit = one sub-row of boxes).
struct TrackGeometry
{
    double top = 0.0;
    double height = 0.0; // 0 when hidden
    int rows = 0;        // box sub-rows shown
    int packedRows = 0;  // box sub-rows packed; more than `rows` when capped or a summary
    int stallRows = 0;   // issue-stall sub-rows under the boxes
    bool hidden = false;
    bool startsGroup = false; // first track of a unit / process: the label shows the group

    // Rows past the last one shown are drawn over it: a summary's rows share one band, and a
    // kernel-level stream whose overlapping tasks pack into more than LaneMetrics::maxRows rows
    // draws the rest in its last row until it is expanded.
    bool overlaid() const { return packedRows > rows; }
    bool lastRowHolds(int row) const { return row >= rows - 1; }
    double rowTop(int row) const { return top + std::min(row, std::max(0, rows - 1)); }
    double stallTop(int row, double stallHeight) const { return top + rows + row * stallHeight; }
};

// Heights in row units (one sub-row of boxes = 1).
struct LaneMetrics
{
    double stallHeight = 0.35;
    double ribbonHeight = 1.6;
    double counterHeight = 1.6;
    double chartHeight = 3.2; // a counter lane of several lines on one scale, with its legend (memory)
    double trackGap = 0.15;
    double groupGap = 0.4;
    int maxRows = 2; // a kernel-level lane's sub-rows shown until it is expanded: one, then the rest
};

// Vertical layout of a scene's tracks: box tracks take one unit per sub-row plus thin
// issue-stall rows, ribbons and counters a fixed band, groups are separated by a gap.
// Pure geometry, so hit testing is tested without a widget.
class LaneLayout
{
public:
    using Metrics = LaneMetrics;
    struct Hit
    {
        int track = -1;
        int row = -1; // sub-row of boxes, or of stalls when `stall`
        bool stall = false;
    };

    LaneLayout() = default;
    // `hidden[i]` hides track i (derived lanes or counters switched off), `allRows[i]` shows
    // every sub-row of a capped kernel-level track; shorter vectors leave the rest as they are.
    LaneLayout(const TimelineScene &scene, const std::vector<bool> &hidden = {}, Metrics metrics = {},
               const std::vector<bool> &allRows = {});
    // Whether track `i` of a kernel-level scene has more sub-rows than a lane shows folded.
    static bool isCapped(const TimelineScene &scene, size_t i, const Metrics &metrics = {});

    const Metrics &metrics() const { return m_metrics; }
    size_t trackCount() const { return m_tracks.size(); }
    const TrackGeometry &track(size_t i) const { return m_tracks[i]; }
    double totalHeight() const { return m_total; }
    // The box row (or stall row) under the value `y`; track -1 in gaps and outside.
    Hit hitTest(double y) const;

private:
    std::vector<TrackGeometry> m_tracks;
    Metrics m_metrics;
    double m_total = 0.0;
};

} // namespace rl
