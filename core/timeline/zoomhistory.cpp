// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/zoomhistory.h"

namespace rl {

void ZoomHistory::visit(const TimeWindow &window)
{
    if (!m_entries.empty() && m_entries[m_current] == window)
        return;
    if (!m_entries.empty())
        m_entries.resize(m_current + 1); // drop the forward entries
    m_entries.push_back(window);
    if (m_entries.size() > m_capacity)
        m_entries.erase(m_entries.begin());
    m_current = m_entries.size() - 1;
}

std::optional<TimeWindow> ZoomHistory::back()
{
    if (!canGoBack())
        return std::nullopt;
    return m_entries[--m_current];
}

std::optional<TimeWindow> ZoomHistory::forward()
{
    if (!canGoForward())
        return std::nullopt;
    return m_entries[++m_current];
}

std::optional<TimeWindow> ZoomHistory::current() const
{
    if (m_entries.empty())
        return std::nullopt;
    return m_entries[m_current];
}

void ZoomHistory::clear()
{
    m_entries.clear();
    m_current = 0;
}

} // namespace rl
