// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

namespace rl {

struct TimeWindow
{
    double startUs = 0.0;
    double endUs = 0.0;
    friend bool operator==(const TimeWindow &, const TimeWindow &) = default;
};

// Back and forward through the windows a user zoomed to, like a browser history: visiting a
// new window after going back drops the forward entries. Visiting the current window again
// records nothing, so views may push on every settled change.
class ZoomHistory
{
public:
    explicit ZoomHistory(size_t capacity = 100) : m_capacity(capacity < 1 ? 1 : capacity) { }

    void visit(const TimeWindow &window);
    bool canGoBack() const { return m_current > 0; }
    bool canGoForward() const { return m_current + 1 < m_entries.size(); }
    std::optional<TimeWindow> back();    // the window to show, or nullopt at the oldest
    std::optional<TimeWindow> forward(); // the window to show, or nullopt at the newest
    std::optional<TimeWindow> current() const;
    void clear();
    size_t size() const { return m_entries.size(); }

private:
    std::vector<TimeWindow> m_entries;
    size_t m_current = 0; // valid when m_entries is not empty
    size_t m_capacity;
};

} // namespace rl
