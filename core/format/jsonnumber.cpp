// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/format/jsonnumber.h"

// nlohmann's float formatter, the one its dump() uses (serializer::dump_float): the same
// function gives the same digits, so a streamed document and a dumped one cannot differ.
#include <nlohmann/detail/conversions/to_chars.hpp>

#include <array>
#include <charconv>
#include <cmath>

namespace rl {

void appendJsonNumber(std::string &out, double value)
{
    if (!std::isfinite(value)) {
        out += "null";
        return;
    }
    std::array<char, 64> buffer{};
    // A whole number below 10^15 is its own shortest digits, which nlohmann lays out as the
    // integer and ".0" ("-0.0" for negative zero): the byte counts and block dimensions of a
    // long run are most of its numbers, and the integer conversion is several times faster
    // than the search for the shortest digits (tst_jsonstreamwriter compares the two).
    constexpr double kLargestPlainWhole = 1e15;
    if (std::abs(value) < kLargestPlainWhole && value == std::trunc(value)) {
        char *p = buffer.data();
        if (std::signbit(value))
            *p++ = '-';
        p = std::to_chars(p, buffer.data() + buffer.size(), static_cast<long long>(std::abs(value))).ptr;
        *p++ = '.';
        *p++ = '0';
        out.append(buffer.data(), size_t(p - buffer.data()));
        return;
    }
    const char *end = nlohmann::detail::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    out.append(buffer.data(), size_t(end - buffer.data()));
}

void appendJsonNumber(std::string &out, std::int64_t value)
{
    std::array<char, 24> buffer{};
    const auto r = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    out.append(buffer.data(), size_t(r.ptr - buffer.data()));
}

} // namespace rl
