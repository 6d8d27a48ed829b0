// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/exactpowersoften.h"

#include <QtGlobal>

#include <cmath>
#include <optional>

namespace rl {

// A number that is a short decimal ("55.161", "0.585", "2884518"), in four bytes: a sign bit,
// three bits of e (0 to 7 digits after the point) and a 28-bit whole number m, for the value
// m / 10^e. The profilers write nearly every metric this way, and a long run's raw metrics are
// a fifth of its memory as doubles.
// Exact both ways: decoding is one division by an exact power of ten, which gives the double
// reading the text "m with e digits after the point" gives (kExactPowersOfTen); a number is
// encoded only when decoding gives back its very bits.
namespace PackedDecimal {

inline constexpr quint32 kMantissaBits = 28;
inline constexpr double kMantissaLimit = double(quint32(1) << kMantissaBits);

inline double decode(quint32 code)
{
    const double m = double(code & ((quint32(1) << kMantissaBits) - 1));
    const unsigned e = (code >> kMantissaBits) & 7u;
    const double v = e ? m / kExactPowersOfTen[e] : m;
    return (code >> 31) ? -v : v;
}

// The code for `v`, or nullopt when `v` is not such a decimal (more digits, too large, not
// finite).
inline std::optional<quint32> encode(double v)
{
    const double a = std::fabs(v);
    if (!(a < kMantissaLimit)) // also NaN
        return std::nullopt;
    const quint32 sign = std::signbit(v) ? quint32(1) << 31 : 0;
    if (a == std::floor(a))
        return sign | quint32(a);
    for (unsigned e = 1; e < 8; ++e) {
        const double scaled = a * kExactPowersOfTen[e];
        if (!(scaled < kMantissaLimit))
            return std::nullopt; // more digits only make it larger
        const double m = std::nearbyint(scaled);
        // The product is off by a rounding at most: a quotient is tried only when it is close.
        if (std::fabs(scaled - m) <= scaled * 1e-12 && m / kExactPowersOfTen[e] == a)
            return sign | (quint32(e) << kMantissaBits) | quint32(m);
    }
    return std::nullopt;
}

} // namespace PackedDecimal

} // namespace rl
