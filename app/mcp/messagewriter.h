// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <mutex>
#include <string>

namespace rl::mcp {

// Writes whole protocol messages to a file descriptor (stdout), one line each, under a mutex so
// that replies and progress notifications from several workers never interleave, and straight
// to the descriptor so every message is out when write() returns (app/mcp/README.md §4).
class MessageWriter
{
public:
    explicit MessageWriter(int fd);

    // False once the other end is gone (EPIPE): later messages are dropped.
    bool write(const std::string &line);

private:
    int m_fd;
    bool m_broken = false;
    std::mutex m_mutex;
};

} // namespace rl::mcp
