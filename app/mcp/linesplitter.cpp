// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mcp/linesplitter.h"

namespace rl::mcp {

LineSplitter::LineSplitter(size_t maxLineBytes, LineHandler onLine, OverlongHandler onOverlong)
    : m_maxLineBytes(maxLineBytes), m_onLine(std::move(onLine)), m_onOverlong(std::move(onOverlong))
{ }

void LineSplitter::feed(std::string_view chunk)
{
    while (!chunk.empty()) {
        const size_t newline = chunk.find('\n');
        const std::string_view part = chunk.substr(0, newline);
        if (m_skipping) {
            m_skippedBytes += part.size();
        } else if (m_line.size() + part.size() > m_maxLineBytes) {
            // Over the bound: forget what was kept and drop the rest as it comes.
            m_skippedBytes = m_line.size() + part.size();
            m_skipping = true;
            std::string().swap(m_line);
        } else {
            m_line.append(part);
        }
        if (newline == std::string_view::npos)
            return;
        endLine();
        chunk.remove_prefix(newline + 1);
    }
}

void LineSplitter::finish()
{
    if (m_skipping || !m_line.empty())
        endLine();
}

void LineSplitter::endLine()
{
    if (m_skipping) {
        m_skipping = false;
        const size_t bytes = m_skippedBytes;
        m_skippedBytes = 0;
        m_onOverlong(bytes);
        return;
    }
    std::string line;
    line.swap(m_line);
    if (!line.empty() && line.back() == '\r')
        line.pop_back(); // a client on Windows line ends
    m_onLine(line);      // `line` is freed here: a long line's buffer is not kept for the short ones after it
}

} // namespace rl::mcp
