// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"

#include <QColor>

namespace rl {

// Regressions red, improvements green, noise grey; a lighter variant for dark backgrounds.
// The same hues as the HTML report (core/report/reportpalette.cpp).
QColor verdictColor(DeltaVerdict verdict, bool darkBackground = false);

} // namespace rl
