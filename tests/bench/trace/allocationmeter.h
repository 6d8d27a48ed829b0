// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>

namespace rl::bench {

// Counts the heap bytes the whole process holds, by interposing malloc and friends
// (allocationmeter.cpp): every allocation of Qt, the standard library and simdjson goes
// through them. Memory-mapped file pages are page cache and are not counted.
struct AllocationMeter
{
    static size_t current();
    static size_t peak();
    static void resetPeak(); // peak := current
};

// Resident set figures of this process from /proc/self/status, in bytes.
struct ResidentMemory
{
    static size_t current();     // VmRSS
    static size_t currentAnon(); // RssAnon
    static size_t peak();        // VmHWM
    static bool resetPeak();     // writes 5 to /proc/self/clear_refs
};

} // namespace rl::bench
