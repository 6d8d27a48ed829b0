// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace rl {

// Display formatting shared by tables, tooltips and the details panel. Unknown values show as
// an en dash, never as 0.
QString formatPercent(const std::optional<double> &fraction, int decimals = 1); // 0.3842 → "38.4%"
QString formatMicroseconds(const std::optional<double> &us);                    // "98.673 µs", "1.200 ms"
QString formatSi(double value, const QString &unit, int significant = 3);       // 1.2e9 → "1.20 G<unit>"
QString formatIntensity(double flopPerByte);                                    // "12.5 FLOP/B"
QString unknownValue();                                                         // "–"

} // namespace rl
