// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/model/profile.h"
#include "core/timeline/timelinescene.h"

namespace rl {

struct KernelSceneOptions
{
    bool derivedLanes = true; // component lanes from each operator's pipe ratios
    bool counters = true;     // AI Core frequency, HBM bandwidth... as tracks
    bool hostLanes = true;    // CANN / Python host threads
    bool memoryLanes = true;  // the analysed rank's device memory, HBM bandwidth and L2 hit rate
};

// The kernel level of a whole run: device streams (then communication, overlap analysis and
// host lanes) with each task as a box, from the profile's timeline; when a run has no
// timeline, the operators' own start times on one lane per stream. With an analysis, boxes
// take their operator's category colour and derived component lanes show each operator's
// busy share: component c of an operator occupies R_c × duration from its start, so the
// serial composition of a run is visible at a glance. The communication planes, host threads
// and overlap-analysis lanes of each process, the analysed rank's memory lanes (memorytracks.h)
// and the run's counters, come after a summary track drawing them (TimelineTrack::members), so a
// view can fold eight or more lanes into one.
// Times are µs from the earliest event.
TimelineScene buildKernelScene(const Profile &profile, const Analysis *analysis = nullptr,
                               const KernelSceneOptions &options = {});
// The source-clock nanosecond that is time 0 of that scene (the SelectionModel's time range
// is µs from it).
qint64 kernelSceneOriginNs(const Profile &profile);

} // namespace rl
