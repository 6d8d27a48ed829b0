// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/format/numberchars.h"

#include <QString>

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cmath>

namespace rl {

namespace {

constexpr int kMaxPrecision = 17; // beyond a double's digits Qt pads on its own terms
constexpr double kTwoTo53 = 9007199254740992.0;

constexpr std::array<std::uint64_t, kMaxPrecision + 1> kPowersOf10 = [] {
    std::array<std::uint64_t, kMaxPrecision + 1> powers{};
    std::uint64_t power = 1;
    for (std::uint64_t &p : powers) {
        p = power;
        power *= 10;
    }
    return powers;
}();

void appendQt(std::string &out, double value, char format, int precision)
{
    const QByteArray bytes = QString::number(value, format, precision).toUtf8();
    out.append(bytes.constData(), size_t(bytes.size()));
}

// Whether |value| lies exactly halfway between two numbers with a last digit at 10^lastDigit.
// std::to_chars rounds such halves to even, Qt (double-conversion) away from zero; anything
// else both round to nearest, so only halves need Qt. Halfway means 2|value| / 10^lastDigit is
// an odd integer.
bool isExactHalf(double value, int lastDigit)
{
    const double a = std::abs(value);
    if (lastDigit <= 0) {
        // 2|value|·10^s = 2^(s+1)·5^s·|value| is odd only when |value|·2^(s+1) is an odd
        // integer (5^s is odd, and any factor 2 left in |value| makes it even).
        const double scaled = std::ldexp(a, 1 - lastDigit);
        return scaled < kTwoTo53 && scaled == std::floor(scaled) && std::fmod(scaled, 2.0) == 1.0;
    }
    if (a >= 9.2e18 || a != std::floor(a))
        return false; // callers send such values to Qt before asking
    // Below 9.2e18 twice the value and 10^lastDigit (lastDigit ≤ 18 there) fit 64 bits.
    const std::uint64_t twice = static_cast<std::uint64_t>(a) * 2u;
    std::uint64_t power = 1;
    for (int i = 0; i < lastDigit; ++i)
        power *= 10u;
    return twice % power == 0 && (twice / power) % 2u == 1u;
}

// A quick no for most values, before the exact test that prints them once more. Below
// 10^precision a half is (2n + 1) / 2 · 10^e with n < 10^precision and e ≤ 0; written as
// m · 2^k with m odd that makes m · 5^-e = 2n + 1, so m < 2 · 10^precision. A value made by a
// division has some fifty bits of m.
bool mayBeHalf(double value, int precision)
{
    const double a = std::abs(value);
    if (a >= double(kPowersOf10[size_t(precision)]))
        return true;
    const auto bits = std::bit_cast<std::uint64_t>(a);
    std::uint64_t mantissa = bits & ((std::uint64_t(1) << 52) - 1);
    if (bits >> 52 != 0)
        mantissa |= std::uint64_t(1) << 52;
    mantissa >>= std::countr_zero(mantissa);
    return mantissa < 2 * kPowersOf10[size_t(precision)];
}

// The decimal exponent of |value|'s first significant digit, exact (the digits printed with one
// more than `precision` places are the value itself whenever it is a half at `precision`).
int decimalExponent(double value, int precision)
{
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::scientific, precision);
    const char *e = buf;
    while (e < r.ptr && *e != 'e')
        ++e;
    int exponent = 0;
    std::from_chars(e + 1 + (e[1] == '+' ? 1 : 0), r.ptr, exponent);
    return exponent;
}

__extension__ typedef unsigned __int128 Wide;

// QString::number(value, 'f', decimals) for the values a table holds (up to six places, from
// 2^-30 to 2^39), or false: the exact value times 10^decimals rounded half away from zero, as
// double-conversion rounds it, in 128-bit integers. It needs neither the search for an exact
// half nor std::to_chars' fixed mode, which were most of a percentage's or a duration's cost
// (every kernel's evidence says three or four percentages, every CSV row a duration).
bool appendFixedExactly(std::string &out, double value, int decimals)
{
    constexpr int kMaxDecimals = 6;
    const double a = std::abs(value);
    if (decimals < 0 || decimals > kMaxDecimals || !(a >= 0x1p-30 && a < 0x1p39))
        return false;
    // a = significand · 2^-shift exactly; the rounded digits fit 64 bits below 2^39 · 10^6.
    const auto bits = std::bit_cast<std::uint64_t>(a);
    constexpr std::uint64_t kFraction = (std::uint64_t(1) << 52) - 1;
    const std::uint64_t significand = (bits & kFraction) | (std::uint64_t(1) << 52);
    const int shift = 1075 - int(bits >> 52); // 14 to 82 in this range
    const Wide scaled = static_cast<Wide>(significand) * kPowersOf10[size_t(decimals)];
    const auto rounded = static_cast<std::uint64_t>((scaled + (static_cast<Wide>(1) << (shift - 1))) >> shift);
    const std::uint64_t power = kPowersOf10[size_t(decimals)];
    char buf[48];
    char *p = buf;
    if (value < 0.0)
        *p++ = '-'; // kept when it rounds to zero, as Qt keeps it
    p = std::to_chars(p, buf + sizeof buf, rounded / power).ptr;
    if (decimals > 0) {
        *p++ = '.';
        std::uint64_t places = rounded % power;
        for (int i = decimals - 1; i >= 0; --i) {
            p[i] = char('0' + places % 10);
            places /= 10;
        }
        p += decimals;
    }
    out.append(buf, p);
    return true;
}

// QString::number(value, 'g', precision) for values from 10^-4 to below 10^precision, which
// Qt writes without an exponent (precision up to 15), or false: the first digit's place found
// exactly, the exact value scaled to `precision` digits rounded half away from zero in 128-bit
// integers (double-conversion's rounding), then laid out as Qt lays out %g (no trailing zeros).
// Neither the search for an exact half nor std::to_chars' precision mode: a CSV row has eight
// such cells.
bool appendSignificantExactly(std::string &out, double value, int precision)
{
    constexpr int kMaxDigits = 15;
    const double a = std::abs(value);
    if (precision < 1 || precision > kMaxDigits || !(a >= 1e-4 && a < double(kPowersOf10[size_t(precision)])))
        return false;
    const auto bits = std::bit_cast<std::uint64_t>(a);
    constexpr std::uint64_t kFraction = (std::uint64_t(1) << 52) - 1;
    const std::uint64_t significand = (bits & kFraction) | (std::uint64_t(1) << 52);
    const int shift = 1075 - int(bits >> 52); // 3 to 66 in this range: a = significand · 2^-shift
    // The place of the first digit: below 1 by comparison with the doubles nearest 10^-1 … 10^-4,
    // each just above its power, so "a >= that double" is exactly "a >= the power"; from 1 on by
    // the integer part's digits.
    int first = 0;
    if (a < 1.0) {
        first = a >= 0.1 ? -1 : a >= 0.01 ? -2 : a >= 0.001 ? -3 : -4;
    } else {
        const std::uint64_t whole = significand >> shift;
        while (first + 1 <= kMaxDigits && whole >= kPowersOf10[size_t(first + 1)])
            ++first;
    }
    const int scale = precision - 1 - first; // 0 to precision + 3
    if (scale < 0 || scale > kMaxPrecision)
        return false;
    const Wide scaled = static_cast<Wide>(significand) * kPowersOf10[size_t(scale)];
    auto digits = static_cast<std::uint64_t>((scaled + (static_cast<Wide>(1) << (shift - 1))) >> shift);
    if (digits == kPowersOf10[size_t(precision)]) { // rounded up to a new first digit
        digits /= 10;
        ++first;
    }
    if (first >= precision)
        return false; // Qt writes an exponent there
    char text[24];
    const char *const end = std::to_chars(text, text + sizeof text, digits).ptr;
    const char *kept = end;
    while (kept > text + 1 && kept[-1] == '0')
        --kept;
    char buf[48];
    char *p = buf;
    if (value < 0.0)
        *p++ = '-';
    const auto count = int(kept - text);
    if (first >= 0) {
        const int whole = first + 1;
        for (int i = 0; i < whole; ++i)
            *p++ = i < count ? text[i] : '0';
        if (count > whole) {
            *p++ = '.';
            p = std::copy(static_cast<const char *>(text) + whole, kept, p);
        }
    } else {
        *p++ = '0';
        *p++ = '.';
        p = std::fill_n(p, -first - 1, '0');
        p = std::copy(static_cast<const char *>(text), kept, p);
    }
    out.append(buf, p);
    return true;
}

} // namespace

void appendSignificant(std::string &out, double value, int precision)
{
    if (appendSignificantExactly(out, value, precision))
        return;
    if (value == 0.0)
        value = 0.0; // Qt writes a negative zero without its sign
    if (!std::isfinite(value) || precision < 1 || precision > kMaxPrecision || std::abs(value) >= 9.2e18) {
        appendQt(out, value, 'g', precision);
        return;
    }
    if (value != 0.0 && mayBeHalf(value, precision)
        && isExactHalf(value, decimalExponent(value, precision) - precision + 1)) {
        appendQt(out, value, 'g', precision);
        return;
    }
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::general, precision);
    out.append(buf, r.ptr);
}

void appendFixed(std::string &out, double value, int decimals)
{
    if (appendFixedExactly(out, value, decimals))
        return;
    if (value == 0.0)
        value = 0.0; // as above; a negative value that rounds to zero keeps its sign in both
    if (!std::isfinite(value) || decimals < 0 || decimals > kMaxPrecision || std::abs(value) >= 1e16
        || isExactHalf(value, -decimals)) {
        appendQt(out, value, 'f', decimals);
        return;
    }
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::fixed, decimals);
    out.append(buf, r.ptr);
}

void appendInteger(std::string &out, std::int64_t value)
{
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, value);
    out.append(buf, r.ptr);
}

} // namespace rl
