// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <climits>
#include <optional>

namespace rl {

// An optional int in the int's own 4 bytes, for counts such as a launch's block dimension:
// std::optional<int> takes 8, and a long run keeps one per kernel and per component sample.
// "No value" is INT_MIN; an INT_MIN given as a value is kept as INT_MIN + 1, still negative,
// so a count that impossible is still seen and reported as one (io/impossiblevalues). The
// interface is the part of std::optional's the code uses, and it converts to and from
// std::optional<int>, as OptionalNumber does for doubles.
class OptionalCount
{
public:
    constexpr OptionalCount() noexcept = default;
    constexpr OptionalCount(std::nullopt_t) noexcept { }
    constexpr OptionalCount(int v) noexcept : m_value(v == kEmpty ? kEmpty + 1 : v) { }
    constexpr OptionalCount(const std::optional<int> &v) noexcept
        : OptionalCount(v ? OptionalCount(*v) : OptionalCount())
    { }

    constexpr operator std::optional<int>() const noexcept
    {
        return has_value() ? std::optional<int>(m_value) : std::nullopt;
    }

    constexpr bool has_value() const noexcept { return m_value != kEmpty; }
    constexpr explicit operator bool() const noexcept { return has_value(); }
    // As std::optional's: only meaningful when there is a value.
    constexpr int operator*() const noexcept { return m_value; }
    constexpr int value_or(int fallback) const noexcept { return has_value() ? m_value : fallback; }
    constexpr void reset() noexcept { m_value = kEmpty; }

    friend constexpr bool operator==(const OptionalCount &a, const OptionalCount &b) noexcept = default;
    friend constexpr bool operator==(const OptionalCount &a, std::nullopt_t) noexcept { return !a.has_value(); }
    // Exact matches, so std::optional's own template is never the one chosen.
    friend constexpr bool operator==(const OptionalCount &a, const std::optional<int> &b) noexcept
    {
        return a == OptionalCount(b);
    }
    friend constexpr bool operator==(const std::optional<int> &a, const OptionalCount &b) noexcept
    {
        return OptionalCount(a) == b;
    }

private:
    static constexpr int kEmpty = INT_MIN;
    int m_value = kEmpty;
};

static_assert(sizeof(OptionalCount) == sizeof(int));

} // namespace rl
