// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mcp/messagewriter.h"

#include <cerrno>
#include <unistd.h>

namespace rl::mcp {

MessageWriter::MessageWriter(int fd) : m_fd(fd) { }

bool MessageWriter::write(const std::string &line)
{
    const std::lock_guard lock(m_mutex);
    if (m_broken)
        return false;
    const std::string message = line + '\n';
    size_t written = 0;
    while (written < message.size()) {
        const ssize_t n = ::write(m_fd, message.data() + written, message.size() - written);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            m_broken = true;
            return false;
        }
        written += size_t(n);
    }
    return true;
}

} // namespace rl::mcp
