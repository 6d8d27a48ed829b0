// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runbreakdown.h"

#include <QByteArray>
#include <QString>

namespace rl {

class HtmlDocument;

// The run breakdown in the reports: an SVG of one stacked bar per rank (per step when a rank
// has several, at most 64 rows) in ms, computing / communication not overlapped / free.
QString runBreakdownSvg(const RunBreakdown &run);
// The HTML report's opening section: the sentence, the chart, a table per rank and step, and
// what the operators can win back at most.
void runSection(HtmlDocument &doc, const RunBreakdown &run);
// One row per rank and step (and a "total" row per rank), every part in µs; empty cells for
// the parts the source does not give.
QByteArray runToCsv(const RunBreakdown &run);

} // namespace rl
