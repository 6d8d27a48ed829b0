// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/jsonutil.h"
#include "core/run/runbreakdown.h"

#include <QString>

namespace rl {

class HtmlDocument;

// The run breakdown before and after, per rank (ranks of either run; a side without the rank
// is null): the comparison JSON's "run" section, the terminal lines and the HTML section.
// Nothing when neither run has a breakdown.
json::Json runComparisonJson(const RunBreakdown *baseline, const RunBreakdown *candidate);
QString runComparisonText(const RunBreakdown *baseline, const RunBreakdown *candidate);
void runComparisonSection(HtmlDocument &doc, const RunBreakdown *baseline, const RunBreakdown *candidate);

} // namespace rl
