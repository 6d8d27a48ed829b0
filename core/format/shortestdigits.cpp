// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/format/shortestdigits.h"

// nlohmann's float formatter: its cached powers of ten, rounding of the last digit and layout
// are used as they are, so only the steps rewritten below can differ, and they are the same
// arithmetic.
#include <nlohmann/detail/conversions/to_chars.hpp>

#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>

namespace rl {

namespace {

namespace dtoa = nlohmann::detail::dtoa_impl;
using dtoa::diyfp;

__extension__ typedef unsigned __int128 Wide;

// diyfp::mul: the top 64 bits of the 128-bit product, rounded half up from bit 63 with the
// product's lowest 32 bits left out, as nlohmann's four 32-bit partial products round it
// (their sum below bit 32 is the low half of the lowest product alone). One multiply.
diyfp times(const diyfp &x, const diyfp &y)
{
    const Wide product = static_cast<Wide>(x.f) * y.f;
    const Wide rounded = ((product >> 32) << 32) + (static_cast<Wide>(1) << 63); // below 2^128
    return {static_cast<std::uint64_t>(rounded >> 64), x.e + y.e + 64};
}

// diyfp::normalize: shifted until the top bit is set, by a count of leading zeros instead of
// a bit at a time (the loop was a tenth of the search).
diyfp normalized(const diyfp &x)
{
    const int shift = std::countl_zero(x.f);
    return {x.f << shift, x.e - shift};
}

// grisu2_digit_gen with the digits of the integral part p1 written at once by std::to_chars:
// nlohmann divides p1 by a power of ten that changes each digit, a division the compiler
// cannot turn into a multiply, up to ten times a number. The remainder after each digit is
// p1 less the digits so far times their powers, the same value p1 % 10^n gives; the stop test,
// the fractional digits and the rounding are nlohmann's, step for step.
void generateDigits(char *buffer, int &length, int &decimalExponent, diyfp mMinus, diyfp w, diyfp mPlus)
{
    std::uint64_t delta = mPlus.f - mMinus.f;
    std::uint64_t dist = mPlus.f - w.f;
    const int shift = -mPlus.e; // 32 to 60: p1 fits 32 bits
    const std::uint64_t one = std::uint64_t{1} << shift;
    const auto p1 = static_cast<std::uint32_t>(mPlus.f >> shift);
    std::uint64_t p2 = mPlus.f & (one - 1);
    static constexpr std::uint32_t kPowersOfTen[] = {1,      10,      100,      1000,      10000,
                                                     100000, 1000000, 10000000, 100000000, 1000000000};
    const int integralDigits = int(std::to_chars(buffer + length, buffer + length + 10, p1).ptr - (buffer + length));
    if (delta < one) {
        // The interval is narrower than a unit of p1 (so for nearly every double: p1 holds about
        // nine digits of a 17-digit value): nlohmann's stop test, rest <= delta, cannot hold
        // while a digit left in p1 is not zero, and once they are all zero rest is p2 at every
        // later digit. So it stops after p1's last digit that is not zero, or not in p1.
        int trailingZeros = 0;
        for (std::uint32_t rest = p1; rest % 10 == 0; rest /= 10)
            ++trailingZeros;
        if (p2 <= delta) {
            length += integralDigits - trailingZeros;
            decimalExponent += trailingZeros;
            dtoa::grisu2_round(buffer, length, dist, delta, p2, std::uint64_t{kPowersOfTen[trailingZeros]} << shift);
            return;
        }
        length += integralDigits;
    } else {
        std::uint32_t remainder = p1;
        for (int n = integralDigits; n > 0;) {
            --n;
            const auto digit = static_cast<std::uint32_t>(buffer[length] - '0');
            remainder -= digit * kPowersOfTen[n];
            ++length;
            const std::uint64_t rest = (std::uint64_t{remainder} << shift) + p2;
            if (rest <= delta) {
                decimalExponent += n;
                dtoa::grisu2_round(buffer, length, dist, delta, rest, std::uint64_t{kPowersOfTen[n]} << shift);
                return;
            }
        }
    }
    int fractionalDigits = 0;
    for (;;) {
        p2 *= 10;
        buffer[length++] = static_cast<char>('0' + (p2 >> shift));
        p2 &= one - 1;
        ++fractionalDigits;
        delta *= 10;
        dist *= 10;
        if (p2 <= delta)
            break;
    }
    decimalExponent -= fractionalDigits;
    dtoa::grisu2_round(buffer, length, dist, delta, p2, one);
}

} // namespace

char *writeShortestDigits(char *p, double value)
{
    if (std::signbit(value)) {
        value = -value;
        *p++ = '-';
    }
    if (value == 0.0) {
        *p++ = '0';
        *p++ = '.';
        *p++ = '0';
        return p;
    }
    // compute_boundaries, then grisu2(buf, len, exponent, m_minus, v, m_plus).
    constexpr int kSignificandBits = 52;
    constexpr int kBias = 1023 + kSignificandBits;
    constexpr std::uint64_t kHiddenBit = std::uint64_t{1} << kSignificandBits;
    const auto bits = std::bit_cast<std::uint64_t>(value);
    const std::uint64_t biasedExponent = bits >> kSignificandBits;
    const std::uint64_t fraction = bits & (kHiddenBit - 1);
    const diyfp v = biasedExponent == 0 ? diyfp(fraction, 1 - kBias)
                                        : diyfp(fraction + kHiddenBit, static_cast<int>(biasedExponent) - kBias);
    const bool lowerBoundaryIsCloser = fraction == 0 && biasedExponent > 1;
    const diyfp upper = normalized(diyfp(2 * v.f + 1, v.e - 1));
    const diyfp lowerUnnormalized = lowerBoundaryIsCloser ? diyfp(4 * v.f - 1, v.e - 2) : diyfp(2 * v.f - 1, v.e - 1);
    const diyfp lower(lowerUnnormalized.f << (lowerUnnormalized.e - upper.e), upper.e);
    const dtoa::cached_power cached = dtoa::get_cached_power_for_binary_exponent(upper.e);
    const diyfp power(cached.f, cached.e);
    const diyfp scaled = times(normalized(v), power);
    const diyfp scaledLower = times(lower, power);
    const diyfp scaledUpper = times(upper, power);
    int length = 0;
    int decimalExponent = -cached.k;
    generateDigits(p, length, decimalExponent, diyfp(scaledLower.f + 1, scaledLower.e), scaled,
                   diyfp(scaledUpper.f - 1, scaledUpper.e));
    constexpr int kMinExp = -4, kMaxExp = 15; // nlohmann's to_chars
    return dtoa::format_buffer(p, length, decimalExponent, kMinExp, kMaxExp);
}

} // namespace rl
