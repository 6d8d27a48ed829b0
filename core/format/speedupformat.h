// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace rl {

// A speedup, two decimals: "1.23×", or "—" when unknown.
QString formatSpeedup(const std::optional<double> &speedup);

} // namespace rl
