// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <optional>
#include <string_view>

namespace rl {

// Converts a decimal number of microseconds, as written in a trace ("1736408883704643.212",
// "996.9599375", "-3", "1.5e3"), to integer nanoseconds. Plain decimals are converted
// exactly, digit by digit (a double cannot hold epoch microseconds to the nanosecond:
// core/io/README.md §0.3), rounding half away from zero at the fourth decimal. Exponent forms are
// rare and go through a double. Surrounding whitespace is ignored; anything else that is
// not a number gives nullopt, as does a value outside ±9.2e15 µs.
std::optional<qint64> microsTextToNanos(std::string_view text);

namespace decimal {

// Eight ASCII digits at once, as a little-endian 64-bit load (a timestamp's whole part has 16,
// a torch_npu pid 10): whether they are all digits, and their value.
inline bool eightDigits(quint64 v)
{
    return ((v & 0xF0F0F0F0F0F0F0F0ull) | (((v + 0x0606060606060606ull) & 0xF0F0F0F0F0F0F0F0ull) >> 4))
        == 0x3333333333333333ull;
}

inline quint64 eightDigitsValue(quint64 v)
{
    v -= 0x3030303030303030ull;
    v = (v * 10) + (v >> 8);
    v = (((v & 0x000000FF000000FFull) * (100 + (1000000ull << 32)))
         + (((v >> 16) & 0x000000FF000000FFull) * (1 + (10000ull << 32))))
        >> 32;
    return v;
}

} // namespace decimal

} // namespace rl
