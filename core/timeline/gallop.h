// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cstddef>

namespace rl {

// lower_bound over [from, size) found by galloping from `from`: probes from+1, +2, +4...
// then binary-searches the last step. When the answer is near `from` (as when a view walks
// a row pixel by pixel) it touches a few neighbouring cache lines instead of the whole
// array's binary-search path: with millions of items that is the difference between a frame
// bound by memory latency and one that is not.
template<typename RandomIt, typename T, typename Less>
RandomIt gallopLowerBound(RandomIt from, RandomIt end, const T &value, Less less)
{
    if (from == end || !less(*from, value))
        return from;
    size_t step = 1;
    RandomIt lo = from; // *lo < value
    for (;;) {
        const size_t remaining = size_t(end - lo);
        if (step >= remaining)
            return std::lower_bound(lo + 1, end, value, less);
        RandomIt probe = lo + step;
        if (!less(*probe, value))
            return std::lower_bound(lo + 1, probe, value, less);
        lo = probe;
        step *= 2;
    }
}

} // namespace rl
