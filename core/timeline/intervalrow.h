// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <optional>
#include <utility>
#include <vector>

namespace rl {

// One drawable row of a lane: intervals that never overlap (touching is fine), sorted by
// start, so the ends are sorted too. That is what makes every query below a binary search:
// a view finds what is visible in O(log n) however many events are loaded.
// Columnar, 26 bytes per item, because a row may hold millions of them.
class IntervalRow
{
public:
    size_t size() const { return m_starts.size(); }
    bool empty() const { return m_starts.empty(); }
    // Must keep the row sorted and free of overlap; returns false (and stores nothing) if not.
    bool append(double startUs, double endUs, quint32 label, quint16 style, qint32 ref);
    void reserve(size_t n);

    double start(size_t i) const { return m_starts[i]; }
    double end(size_t i) const { return m_ends[i]; }
    quint32 label(size_t i) const { return m_labels[i]; }
    quint16 style(size_t i) const { return m_styles[i]; }
    qint32 ref(size_t i) const { return m_refs[i]; }
    double lastEnd() const { return m_ends.empty() ? 0.0 : m_ends.back(); }

    // [first, last) of the items intersecting the open window (t0, t1): an item that only
    // touches the window's edge is outside. Empty when t1 <= t0.
    std::pair<size_t, size_t> visible(double t0, double t1) const;
    // Index of the first item at or after `from` whose start is >= t; gallops from `from`,
    // so walking a row left to right stays cache-friendly.
    size_t firstStartingAtOrAfter(double t, size_t from = 0) const;
    // The item containing t, else the nearest one within `tolerance` µs; nullopt when none.
    std::optional<size_t> itemAt(double t, double tolerance = 0.0) const;

private:
    std::vector<double> m_starts;
    std::vector<double> m_ends;
    std::vector<quint32> m_labels;
    std::vector<quint16> m_styles;
    std::vector<qint32> m_refs;
    // Every 64th start, a compact first level for searches over millions of items: a walk
    // across the row gallops here (a few KB, stays in cache) and then within one block.
    std::vector<double> m_blockStarts;
};

} // namespace rl
