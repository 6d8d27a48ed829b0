// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <limits>

namespace rl {

// Nanosecond timestamps come from files: a hostile or damaged one may hold values whose sum or
// difference does not fit 64 bits. These never overflow (which would be undefined behaviour):
// exact whenever the true result fits, saturated (or the nearest double) when it does not.

inline qint64 saturatingAdd(qint64 a, qint64 b)
{
    qint64 sum = 0;
    if (!__builtin_add_overflow(a, b, &sum))
        return sum;
    return b > 0 ? std::numeric_limits<qint64>::max() : std::numeric_limits<qint64>::min();
}

inline qint64 saturatingSub(qint64 a, qint64 b)
{
    qint64 difference = 0;
    if (!__builtin_sub_overflow(a, b, &difference))
        return difference;
    return b < 0 ? std::numeric_limits<qint64>::max() : std::numeric_limits<qint64>::min();
}

// (a − b) in µs, from ns.
inline double differenceUs(qint64 a, qint64 b)
{
    qint64 difference = 0;
    if (!__builtin_sub_overflow(a, b, &difference))
        return double(difference) / 1000.0;
    return (double(a) - double(b)) / 1000.0;
}

} // namespace rl
