// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <optional>
#include <string_view>

namespace rl {

// Converts a decimal number of microseconds, as written in a trace ("1736408883704643.212",
// "996.9599375", "-3", "1.5e3"), to integer nanoseconds. Plain decimals are converted
// exactly, digit by digit (a double cannot hold epoch microseconds to the nanosecond:
// formats.md §0.5), rounding half away from zero at the fourth decimal. Exponent forms are
// rare and go through a double. Surrounding whitespace is ignored; anything else that is
// not a number gives nullopt, as does a value outside ±9.2e15 µs.
std::optional<qint64> microsTextToNanos(std::string_view text);

} // namespace rl
