// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace rl::mcp {

// Cuts a byte stream into newline-terminated messages with a bound on their length
// (app/mcp/README.md §4). A line longer than the bound is not kept: its bytes are dropped as
// they arrive until its newline, and it is reported once as overlong, so a 1 GB line costs no
// more memory than the bound. Fed in chunks of any size; no I/O of its own, so it is tested and
// fuzzed without pipes.
class LineSplitter
{
public:
    using LineHandler = std::function<void(std::string_view line)>;
    using OverlongHandler = std::function<void(size_t bytes)>;

    LineSplitter(size_t maxLineBytes, LineHandler onLine, OverlongHandler onOverlong);

    void feed(std::string_view chunk);
    // End of input: a last line without a newline still counts.
    void finish();

    size_t bufferedBytes() const { return m_line.size(); }

private:
    void endLine();

    size_t m_maxLineBytes;
    LineHandler m_onLine;
    OverlongHandler m_onOverlong;
    std::string m_line;
    bool m_skipping = false;   // inside an overlong line, dropping its bytes
    size_t m_skippedBytes = 0; // how long the overlong line was
};

} // namespace rl::mcp
