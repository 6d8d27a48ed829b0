// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationreport.h"
#include "core/model/profile.h"

#include <optional>

namespace rl {

// Where a collective's first call lies on the timeline the window shows, in µs on the scene's
// axis (from kernelSceneOriginNs, as the SelectionModel's time range is, widgets/README.md §1).
struct TimelineWindow
{
    double startUs = 0.0;
    double endUs = 0.0;
};

// The window of the collective's first call (its start as the file gives it, its length the
// mean call's elapse) when that start lies inside the loaded timeline's span (its events, or
// the operators' own starts without one); nullopt when it does not (another clock, another
// rank's file, a file without starts): the timeline does not hold it.
std::optional<TimelineWindow> collectiveTimelineWindow(const JudgedCollective &collective, const Profile &profile);

} // namespace rl
