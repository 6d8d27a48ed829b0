// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/format/numberchars.h"

#include <QString>

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

} // namespace

void appendSignificant(std::string &out, double value, int precision)
{
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
