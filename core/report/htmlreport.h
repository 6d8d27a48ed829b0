// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/compare/comparison.h"
#include "core/roofline/rooflinegeometry.h"

#include <QByteArray>

namespace rl {

struct HtmlReportOptions
{
    int bottlenecks = 20;    // bottleneck entries with advice
    int operatorRows = 2000; // rows of the operator / delta table (the rest is counted)
    int groupRows = 100;     // rows of the kernel (operator group) table, most total time first
    int topChanges = 15;     // compare: improvements and regressions listed and charted
    RooflineScale scale = RooflineScale::WholeOperator;
};

// One self-contained HTML file (inline CSS and SVG, no scripts, no external references):
// summary, category shares, the bottleneck list with evidence and advice, every component-
// pair Roofline that has points, and the operator table.
QByteArray analysisToHtml(const Analysis &analysis, const HtmlReportOptions &options = {});

// The same for a comparison: totals and speedup, category shares before and after (the
// paper's Fig. 13), top improvements and regressions, the Roofline overlays, the delta table
// and the operators only one run has.
QByteArray comparisonToHtml(const Comparison &comparison, const HtmlReportOptions &options = {});

} // namespace rl
