// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/category.h"
#include "core/compare/comparison.h"

#include <QString>

namespace rl {

// Colours of the HTML report, which is always printed light. Category colours are the light
// variants of widgets/common/categorystyle.cpp (core cannot include widgets), so the report
// and the application's charts agree.
QString categoryHexColor(Category category);
QString verdictHexColor(DeltaVerdict verdict); // red regression, green improvement, grey noise

} // namespace rl
