// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/ribbonsampler.h"

#include "core/timeline/gallop.h"

#include <algorithm>

namespace rl {

RibbonSampler::RibbonSampler(std::vector<ParallelSegment> profile) : m_profile(std::move(profile))
{
    m_prefix.resize(m_profile.size() + 1);
    for (size_t i = 0; i < m_profile.size(); ++i) {
        const ParallelSegment &s = m_profile[i];
        const double len = s.end - s.start;
        Integrals next = m_prefix[i];
        next.busy += s.busyPipes * len;
        next.covered += len;
        (s.busyPipes == 0 ? next.idle : s.busyPipes == 1 ? next.serial : next.overlap) += len;
        m_prefix[i + 1] = next;
        m_maxBusy = std::max(m_maxBusy, s.busyPipes);
    }
    constexpr size_t kGridFrom = 8192; // below this, searching is cheap enough
    if (m_profile.size() >= kGridFrom) {
        const size_t cells = std::min<size_t>(32768, m_profile.size() / 4);
        m_gridStart = m_profile.front().start;
        m_gridStep = (m_profile.back().end - m_gridStart) / double(cells);
        m_grid.reserve(cells + 1);
        size_t cursor = 0;
        for (size_t g = 0; g <= cells; ++g)
            m_grid.push_back(integralUpTo(m_gridStart + double(g) * m_gridStep, cursor));
    }
}

RibbonSampler::Integrals RibbonSampler::gridIntegralAt(double t) const
{
    const double pos = std::clamp((t - m_gridStart) / m_gridStep, 0.0, double(m_grid.size() - 1));
    const size_t g = std::min(size_t(pos), m_grid.size() - 2);
    const double f = pos - double(g);
    const Integrals &a = m_grid[g], &b = m_grid[g + 1];
    auto lerp = [f](double x, double y) { return x + (y - x) * f; };
    return {lerp(a.busy, b.busy), lerp(a.idle, b.idle), lerp(a.serial, b.serial), lerp(a.overlap, b.overlap),
            lerp(a.covered, b.covered)};
}

RibbonSampler::Integrals RibbonSampler::integralUpTo(double t, size_t &cursor) const
{
    // The last segment starting at or before t is the only partial one. Search from the
    // cursor when it is still left of t, else from the beginning.
    auto from = m_profile.begin() + qsizetype(std::min(cursor, m_profile.size()));
    if (from != m_profile.begin() && (from - 1)->start > t)
        from = m_profile.begin();
    const auto it = gallopLowerBound(from, m_profile.end(), t,
                                     [](const ParallelSegment &s, double v) { return s.start <= v; });
    cursor = size_t(std::max<qsizetype>(0, (it - m_profile.begin()) - 1));
    if (it == m_profile.begin())
        return {};
    const size_t k = size_t(it - m_profile.begin()) - 1;
    const ParallelSegment &s = m_profile[k];
    const double part = std::min(t, s.end) - s.start;
    Integrals r = m_prefix[k];
    r.busy += s.busyPipes * part;
    r.covered += part;
    (s.busyPipes == 0 ? r.idle : s.busyPipes == 1 ? r.serial : r.overlap) += part;
    return r;
}

RibbonSample RibbonSampler::sample(double t0, double t1) const
{
    size_t cursor = 0;
    return sample(t0, t1, cursor);
}

RibbonSample RibbonSampler::sample(double t0, double t1, size_t &cursor) const
{
    RibbonSample out;
    if (m_profile.empty() || !(t1 > t0))
        return out;
    const bool coarse = m_grid.size() >= 2 && m_gridStep > 0.0 && t1 - t0 >= 16.0 * m_gridStep;
    const Integrals a = coarse ? gridIntegralAt(t0) : integralUpTo(t0, cursor);
    const Integrals b = coarse ? gridIntegralAt(t1) : integralUpTo(t1, cursor);
    out.coveredUs = b.covered - a.covered;
    if (out.coveredUs <= 0.0) {
        out.coveredUs = 0.0;
        return out;
    }
    out.meanBusy = (b.busy - a.busy) / out.coveredUs;
    out.idleShare = (b.idle - a.idle) / out.coveredUs;
    out.serialShare = (b.serial - a.serial) / out.coveredUs;
    out.overlapShare = (b.overlap - a.overlap) / out.coveredUs;
    return out;
}

} // namespace rl
