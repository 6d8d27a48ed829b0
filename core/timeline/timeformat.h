// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <vector>

namespace rl {

// Adaptive time units for axes and tooltips: the unit follows the magnitude, so a kernel of
// 3 µs reads "3 µs" and a run of 40 s reads "40 s".
enum class TimeUnit { Nanoseconds, Microseconds, Milliseconds, Seconds };

double microsecondsPer(TimeUnit unit);
QString unitSymbol(TimeUnit unit); // "ns", "µs", "ms", "s"
// The largest unit in which `us` (its magnitude) is at least 1; ns below 1 µs.
TimeUnit unitFor(double us);
// "12.5 µs", "3 ms", "-40 ns": `significant` digits at most, trailing zeros dropped.
QString formatDuration(double us, int significant = 4);
// A tick label: `us` in the unit chosen for the whole axis, with as many decimals as the
// tick step needs so neighbouring labels differ ("1.25", "1.50" at a 0.25 step).
QString formatTick(double us, TimeUnit unit, double stepUs);

// A "nice" tick step (1, 2 or 5 × 10^k µs) giving at most `maxTicks` ticks over `spanUs`.
double niceTickStep(double spanUs, int maxTicks);
// Tick positions in [startUs, endUs] at multiples of the step counted from `originUs`, so
// relative times get round labels.
std::vector<double> tickPositions(double startUs, double endUs, double stepUs, double originUs = 0.0);

} // namespace rl
