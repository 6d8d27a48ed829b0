// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/hardware/hardwarecatalog.h"

#include <QString>

namespace rl {

struct RunBreakdown;

// Plain-text views for the terminal: what `rooflens analyze` prints when no output file is
// asked for, and the hardware catalogue listing.
QString analysisSummaryText(const Analysis &analysis, int topOperators = 15);
// The run-level part of it: the sentence, one line per rank, and the operators' gains put in
// proportion to the step.
QString runSummaryText(const RunBreakdown &run, const Analysis &analysis);
QString hardwareListText(const HardwareCatalog &catalog);
QString hardwareShowText(const HardwareSpec &spec);
// The chip memories (GM, L2) with one bandwidth per HBM variant; empty when the spec has none.
QString hardwareMemoryText(const HardwareSpec &spec);
// The communication link roofs of a spec, one line per transport (null ones say so).
QString hardwareLinksText(const HardwareSpec &spec);

} // namespace rl
