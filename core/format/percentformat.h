// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace rl {

// A fraction as a percentage, "38.4%": one decimal, the way the paper prints utilisations.
QString percent(double fraction);
// The same text appended to `out`: said inside a longer sentence, it needs no text of its own.
void appendPercent(QString &out, double fraction);
// A change already in percent, signed: "+12.3 %", "−4.0 %", or "—" when unknown.
QString formatChangePct(const std::optional<double> &pct);

} // namespace rl
