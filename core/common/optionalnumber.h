// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <bit>
#include <cstdint>
#include <optional>

namespace rl {

// An optional double in the double's own 8 bytes: std::optional<double> takes 16 with its flag
// and padding, and a long run keeps millions of them (U, R, E, busy and ideal time of every
// component of every kernel). "No value" is one NaN bit pattern that arithmetic never makes
// (the hardware's NaNs are the default quiet NaN or carry an operand's payload, and this one is
// never an operand: it is not a value). A computed NaN is therefore still a value, as with
// std::optional, and the analysis' check for non-finite figures still sees it. The interface is
// the part of std::optional's the code uses, and it converts to and from std::optional<double>.
class OptionalNumber
{
public:
    constexpr OptionalNumber() noexcept = default;
    constexpr OptionalNumber(std::nullopt_t) noexcept { }
    constexpr OptionalNumber(double v) noexcept : m_bits(bitsOf(v)) { }
    constexpr OptionalNumber(const std::optional<double> &v) noexcept : m_bits(v ? bitsOf(*v) : kEmpty) { }

    constexpr operator std::optional<double>() const noexcept
    {
        return has_value() ? std::optional<double>(**this) : std::nullopt;
    }

    constexpr bool has_value() const noexcept { return m_bits != kEmpty; }
    constexpr explicit operator bool() const noexcept { return has_value(); }
    // As std::optional's: only meaningful when there is a value.
    constexpr double operator*() const noexcept { return std::bit_cast<double>(m_bits); }
    constexpr double value_or(double fallback) const noexcept { return has_value() ? **this : fallback; }
    constexpr void reset() noexcept { m_bits = kEmpty; }

    friend constexpr bool operator==(const OptionalNumber &a, const OptionalNumber &b) noexcept
    {
        return a.has_value() == b.has_value() && (!a.has_value() || *a == *b);
    }
    friend constexpr bool operator==(const OptionalNumber &a, std::nullopt_t) noexcept { return !a.has_value(); }
    // Exact matches, so std::optional's own template (which would compare an empty optional
    // with an empty OptionalNumber as different) is never the one chosen.
    friend constexpr bool operator==(const OptionalNumber &a, const std::optional<double> &b) noexcept
    {
        return a == OptionalNumber(b);
    }
    friend constexpr bool operator==(const std::optional<double> &a, const OptionalNumber &b) noexcept
    {
        return OptionalNumber(a) == b;
    }

private:
    static constexpr std::uint64_t kEmpty = 0x7ff4'0000'0000'dead; // a signalling NaN with a payload
    static constexpr std::uint64_t kQuietNaN = 0x7ff8'0000'0000'0000;
    static constexpr std::uint64_t bitsOf(double v) noexcept
    {
        const auto bits = std::bit_cast<std::uint64_t>(v);
        return bits == kEmpty ? kQuietNaN : bits; // that pattern as a value is a NaN, not "none"
    }

    std::uint64_t m_bits = kEmpty;
};

static_assert(sizeof(OptionalNumber) == sizeof(double));

} // namespace rl
