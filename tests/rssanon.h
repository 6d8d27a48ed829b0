// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace rl::test {

// Anonymous resident memory of this process in KB, from /proc (-1 where there is none). Read
// with the C library alone: a Qt file object would leave allocations on top of the heap.
inline qint64 rssAnonKb()
{
    std::FILE *status = std::fopen("/proc/self/status", "r");
    if (!status)
        return -1;
    char line[256];
    qint64 kb = -1;
    while (kb < 0 && std::fgets(line, sizeof line, status)) {
        if (std::strncmp(line, "RssAnon:", 8) == 0)
            kb = std::strtoll(line + 8, nullptr, 10);
    }
    std::fclose(status);
    return kb;
}

} // namespace rl::test
