// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <limits>
#include <optional>

namespace rl {

// An optional integer in the integer's own bytes, for counts such as a launch's block dimension
// and ids such as its stream's: std::optional<int> takes 8, std::optional<qint64> 16, and a long
// run keeps several per kernel and one per component sample. "No value" is the type's least
// value; that value given as one is kept as the next, still negative, so a count that
// impossible is still seen and reported as one (io/impossiblevalues). The interface is the part
// of std::optional's the code uses, and it converts to and from std::optional<T>, as
// OptionalNumber does for doubles.
template<typename T>
class OptionalInteger
{
public:
    constexpr OptionalInteger() noexcept = default;
    constexpr OptionalInteger(std::nullopt_t) noexcept { }
    constexpr OptionalInteger(T v) noexcept : m_value(v == kEmpty ? kEmpty + 1 : v) { }
    constexpr OptionalInteger(const std::optional<T> &v) noexcept
        : OptionalInteger(v ? OptionalInteger(*v) : OptionalInteger())
    { }

    constexpr operator std::optional<T>() const noexcept
    {
        return has_value() ? std::optional<T>(m_value) : std::nullopt;
    }

    constexpr bool has_value() const noexcept { return m_value != kEmpty; }
    constexpr explicit operator bool() const noexcept { return has_value(); }
    // As std::optional's: only meaningful when there is a value.
    constexpr T operator*() const noexcept { return m_value; }
    constexpr T value_or(T fallback) const noexcept { return has_value() ? m_value : fallback; }
    constexpr void reset() noexcept { m_value = kEmpty; }

    friend constexpr bool operator==(const OptionalInteger &a, const OptionalInteger &b) noexcept = default;
    friend constexpr bool operator==(const OptionalInteger &a, std::nullopt_t) noexcept { return !a.has_value(); }
    // Exact matches, so std::optional's own template is never the one chosen.
    friend constexpr bool operator==(const OptionalInteger &a, const std::optional<T> &b) noexcept
    {
        return a == OptionalInteger(b);
    }
    friend constexpr bool operator==(const std::optional<T> &a, const OptionalInteger &b) noexcept
    {
        return OptionalInteger(a) == b;
    }

private:
    static constexpr T kEmpty = std::numeric_limits<T>::min();
    T m_value = kEmpty;
};

using OptionalCount = OptionalInteger<int>;
// The same for a 64-bit figure such as a start on a source's clock in nanoseconds.
using OptionalInt64 = OptionalInteger<qint64>;

static_assert(sizeof(OptionalCount) == sizeof(int));
static_assert(sizeof(OptionalInt64) == sizeof(qint64));

} // namespace rl
