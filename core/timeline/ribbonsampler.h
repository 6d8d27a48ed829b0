// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/pipelinestats.h"

#include <vector>

namespace rl {

// What a window of the parallelism profile holds: how many pipes were busy on average and
// which share of the window had none, exactly one, or several busy.
struct RibbonSample
{
    double coveredUs = 0.0; // part of the window inside the unit's span
    double meanBusy = 0.0;  // time-weighted busy pipes over the covered part
    double idleShare = 0.0; // shares of the covered part; they sum to 1 when covered > 0
    double serialShare = 0.0;
    double overlapShare = 0.0;
};

// Answers "what happened between t0 and t1" for a parallelism profile in O(log n) with
// prefix sums, so the ribbon is drawn per pixel column at any zoom: one pixel holding ten
// thousand instructions costs the same as one holding a single instruction. The exact
// figures of a kernel come from computeUnitStats(); this is for drawing.
class RibbonSampler
{
public:
    RibbonSampler() = default;
    explicit RibbonSampler(std::vector<ParallelSegment> profile);

    const std::vector<ParallelSegment> &profile() const { return m_profile; }
    bool empty() const { return m_profile.empty(); }
    int maxBusy() const { return m_maxBusy; }
    RibbonSample sample(double t0, double t1) const;
    // The same, for callers walking left to right: `cursor` (start at 0) remembers where the
    // last window ended, so the next search gallops from there.
    RibbonSample sample(double t0, double t1, size_t &cursor) const;

private:
    struct Integrals
    {
        double busy = 0.0, idle = 0.0, serial = 0.0, overlap = 0.0, covered = 0.0;
    };
    Integrals integralUpTo(double t, size_t &cursor) const;

    Integrals gridIntegralAt(double t) const;

    std::vector<ParallelSegment> m_profile;
    std::vector<Integrals> m_prefix; // integrals over segments [0, i)
    int m_maxBusy = 0;
    // Level of detail for long profiles: integrals at evenly spaced times, so a window many
    // grid cells wide (a pixel of a zoomed-out view) is answered from a small table read in
    // order instead of searching millions of segments. Its error is at most one cell's
    // content at each end, under 1/8 of such a window; narrower windows stay exact.
    std::vector<Integrals> m_grid;
    double m_gridStart = 0.0;
    double m_gridStep = 0.0;
};

} // namespace rl
