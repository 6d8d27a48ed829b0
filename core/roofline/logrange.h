// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <span>
#include <vector>

namespace rl {

// A range on a logarithmic axis: both ends positive and finite, lower < upper.
struct LogRange
{
    double lower = 1.0;
    double upper = 10.0;

    bool contains(double v) const { return v >= lower && v <= upper; }
    double decades() const;
    friend bool operator==(const LogRange &, const LogRange &) = default;
};

// The smallest whole-decade range that holds every positive finite value, widened by `pad`
// (a factor ≥ 1) on both sides so points never sit on the frame. Values ≤ 0, NaN and ∞ are
// ignored (they cannot be drawn on a log axis); with nothing left, `fallback` is returned.
// A single value gets at least one decade either side.
LogRange paddedLogRange(std::span<const double> values, double pad, LogRange fallback);

// The powers of ten inside the range (the major ticks of a decade axis).
std::vector<double> decadeTicks(const LogRange &range);

} // namespace rl
