// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/timeline/timelinescene.h"

namespace rl {

struct Analysis;     // core/analysis/analysis.h
struct Profile;      // core/model/profile.h
struct RankMemory;   // core/memory/memorydata.h
struct RunBreakdown; // core/run/runbreakdown.h

// The rank whose memory sits under a profile's kernels: the run's analysed rank, else the only
// rank with memory records; null when there is none (or the analysed rank has none).
const RankMemory *analysedRankMemory(const RunBreakdown *run);

// The device-memory lanes of the analysed rank, appended to a kernel-level scene whose
// `originNs` is set (the memory records are on the clock of the rank's kernels):
//  - "Memory (MB)": allocated, reserved and active of the peak series (RankMemory::peakSeries)
//    on one scale from 0, the peak of the allocated line marked, the chip's capacity a line
//    when the footprint reaches a quarter of it (else named at the lane's top edge);
//  - "HBM bandwidth (GB/s)": the sampled read, write and their sum against the chip's HBM roof;
//  - "L2 hit rate (%)": read and write on 0–100 %.
// With more than one lane they follow a summary track (TimelineTrack::Members::Memory) that
// draws the footprint. Nothing is added when the run has no memory for the rank.
void addMemoryTracks(TimelineScene &scene, const Profile &profile, const Analysis *analysis);

} // namespace rl
