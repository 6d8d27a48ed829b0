// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/format/jsonnumber.h"

#include "core/format/shortestdigits.h"

// nlohmann's float formatter, the one its dump() uses (serializer::dump_float): its layout of
// the digits here, its search through shortestdigits.h, so a streamed document and a dumped
// one cannot differ.
#include <nlohmann/detail/conversions/to_chars.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace rl {

namespace {

// A figure read from a table as a short decimal (a time of "9.406" µs: most of a long run's
// fractional numbers), laid out as nlohmann lays it out, or false for any other value. Finding
// the digits that way is the search for the shortest digits that was most of the JSON's
// number time; its result is known without the search when the value is within its rounding
// interval of a decimal with at most six places:
// - such a decimal has at most 15 significant digits (the value is below 10^9), and two
//   decimals of 15 digits are further apart than a double's interval is wide, so it is the
//   only one with so few digits in the interval, and no shorter one is there;
// - nlohmann's grisu2 searches an interval narrowed by its 64-bit arithmetic (a few 2^-63 of
//   the value, under 2^-7 of the interval's half), and stops at the first length with a
//   candidate in it: the decimal, when it lies well inside the interval. It is taken only when
//   it lies within 31/32 of the half-interval, so the narrowing cannot leave it out.
// tst_jsonstreamwriter compares the bytes with nlohmann's for short decimals, values at the
// margins and random doubles.
__extension__ typedef unsigned __int128 Wide;
__extension__ typedef __int128 SignedWide;

bool appendShortDecimal(char *&p, double magnitude)
{
    constexpr std::uint64_t kPlaces = 1000000;
    constexpr int kPlaceCount = 6;
    // From 2^-21 (a millionth, halved) to below 2^30 (10^9): the scaled value below fits 128 bits.
    if (!(magnitude >= 0x1p-21 && magnitude < 0x1p30))
        return false;
    // Most values that get here are ratios of 16 or 17 digits, far from any decimal of six
    // places: told in a few double operations before the exact test. The exact test takes a
    // value only within its half-interval (below magnitude · 2^-52) of such a decimal, so
    // within 10^6 · magnitude · 2^-52 of it once scaled; the scaling's rounding is below
    // 2^-52 of the scaled value too, so a value further than 2^-48 of it is never taken.
    const double scaledApproximately = magnitude * 1e6;
    const double offDecimal = scaledApproximately
        - static_cast<double>(static_cast<long long>(scaledApproximately + 0.5));
    if (std::abs(offDecimal) > scaledApproximately * 0x1p-48)
        return false;
    // magnitude = significand · 2^-shift exactly, and magnitude · 10^6 = scaled · 2^-shift.
    const std::uint64_t bits = std::bit_cast<std::uint64_t>(magnitude);
    constexpr std::uint64_t kFraction = (std::uint64_t(1) << 52) - 1;
    const std::uint64_t significand = (bits & kFraction) | (std::uint64_t(1) << 52);
    const int shift = 1075 - int(bits >> 52); // 23 to 73 in this range
    const Wide scaled = static_cast<Wide>(significand) * kPlaces;
    const Wide half = static_cast<Wide>(1) << (shift - 1);
    const auto nearest = static_cast<std::uint64_t>((scaled + half) >> shift); // the decimal's digits
    if (nearest == 0)
        return false;
    // How far the value lies above the decimal nearest / 10^6, times 10^6, in units of the
    // double's last place (2^-shift): its half-interval is 10^6 / 2 of them (a quarter of 10^6
    // below a power of two, where the next double down is half as far).
    const auto above = static_cast<SignedWide>(scaled) - static_cast<SignedWide>(static_cast<Wide>(nearest) << shift);
    const bool lowerIsCloser = (bits & kFraction) == 0;
    const SignedWide halfInterval = above > 0 && lowerIsCloser ? kPlaces / 4 : kPlaces / 2;
    if ((above < 0 ? -above : above) * 32 > halfInterval * 31)
        return false;
    auto digits = nearest;
    int exponent = -kPlaceCount;
    while (digits % 10 == 0) {
        digits /= 10;
        ++exponent;
    }
    char *const first = p;
    p = std::to_chars(p, p + 24, digits).ptr;
    constexpr int kMinExp = -4, kMaxExp = 15; // nlohmann's to_chars
    p = nlohmann::detail::dtoa_impl::format_buffer(first, int(p - first), exponent, kMinExp, kMaxExp);
    return true;
}

// The bytes of doubles that needed the search for the shortest digits, by their bits, on this
// thread: an operator's advice repeats its components' ratios as their "value" (r.mte2, the
// bound component's U), and a few ratios (block_dim_ratio's 0.6666666666666666) recur in
// every few operators. The same bits give the same bytes, so the bytes found once are copied.
// Direct-mapped: one multiply and one comparison in front of a search of about 70 ns.
struct SearchedNumber
{
    std::uint64_t bits = 0; // never a searched double's: zero is a whole number
    std::array<char, 31> text{};
    std::uint8_t size = 0;
};
static_assert(sizeof(SearchedNumber::text) >= kShortestDigitsRoom);
constexpr int kSearchedIndexBits = 8;
thread_local std::array<SearchedNumber, size_t(1) << kSearchedIndexBits> t_searched;

SearchedNumber &searchedSlotOf(std::uint64_t bits)
{
    return t_searched[size_t((bits * 0x9E3779B97F4A7C15u) >> (64 - kSearchedIndexBits))];
}

char *writeSearched(char *p, double value)
{
    const auto bits = std::bit_cast<std::uint64_t>(value);
    SearchedNumber &slot = searchedSlotOf(bits);
    if (slot.bits != bits) {
        const char *end = writeShortestDigits(slot.text.data(), value);
        slot.bits = bits;
        slot.size = std::uint8_t(end - slot.text.data());
    }
    // The whole slot, not its size: a copy of a size known when compiling is a few moves, not a call.
    std::memcpy(p, slot.text.data(), slot.text.size());
    return p + slot.size;
}

} // namespace

char *writeJsonNumber(char *p, double value)
{
    if (!std::isfinite(value))
        return std::copy_n("null", 4, p);
    // A whole number below 10^15 is its own shortest digits, which nlohmann lays out as the
    // integer and ".0" ("-0.0" for negative zero): the byte counts and block dimensions of a
    // long run are most of its numbers, and the integer conversion is several times faster
    // than the search for the shortest digits (tst_jsonstreamwriter compares the two). Below
    // 10^15 the conversion to an integer truncates exactly, so it tells a whole number as
    // std::trunc does, without trunc's call (the build's baseline has no rounding instruction).
    constexpr double kLargestPlainWhole = 1e15;
    const double magnitude = std::abs(value);
    if (magnitude < kLargestPlainWhole && static_cast<double>(static_cast<long long>(magnitude)) == magnitude) {
        if (std::signbit(value))
            *p++ = '-';
        p = std::to_chars(p, p + 24, static_cast<long long>(magnitude)).ptr;
        *p++ = '.';
        *p++ = '0';
        return p;
    }
    char *q = p;
    if (std::signbit(value))
        *q++ = '-';
    if (appendShortDecimal(q, magnitude))
        return q;
    return writeSearched(p, value);
}

char *writeJsonNumber(char *p, std::int64_t value)
{
    return std::to_chars(p, p + 24, value).ptr;
}

} // namespace rl
