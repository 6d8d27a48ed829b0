// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace rl {

// A fraction as a percentage, "38.4%": one decimal, the way the paper prints utilisations.
QString percent(double fraction);
// A change already in percent, signed: "+12.3 %", "−4.0 %", or "—" when unknown.
QString formatChangePct(const std::optional<double> &pct);

} // namespace rl
