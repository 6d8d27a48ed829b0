// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/category.h"
#include "core/roofline/rooflinegeometry.h"
#include "widgets/common/qcp.h"

#include <QColor>
#include <QIcon>

namespace rl {

// The one place that decides how a category looks, in every view and export. Colours follow
// the paper's chart (green compute bound, red MTE bound, blue under-utilised) and have a
// lighter variant for dark backgrounds; markers differ too, so the categories stay apart for
// colour-blind readers and in greyscale prints.
QColor categoryColor(Category category, bool darkBackground = false);
QCPScatterStyle::ScatterShape categoryShape(Category category);
QIcon categoryIcon(Category category, bool darkBackground = false); // a small swatch for lists
// A name that fits a narrow column ("Low parallelism"); the full name goes in its tooltip.
QString categoryShortName(Category category);

// Fill of a Roofline zone (translucent; drawn under the points).
QColor zoneColor(RooflineZone zone, bool darkBackground = false);

// Bars of the component overview: utilisation U, efficiency E, active-time ratio R.
enum class UerMetric { U, E, R };
QColor metricColor(UerMetric metric, bool darkBackground = false);

} // namespace rl
