// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rl {

// A duration in the unit that reads best, three decimals: "1.230 ms", "456.700 µs", "12.0 ns".
QString formatDurationUs(double us);

} // namespace rl
