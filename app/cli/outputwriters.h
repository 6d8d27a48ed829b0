// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/clioptions.h"
#include "core/analysis/analysis.h"
#include "core/analysis/analyzer.h"
#include "core/compare/comparison.h"

#include <QTextStream>

namespace rl::cli {

// CSV, HTML and chart files of `analyze` (the JSON is written by the command itself).
bool writeAnalysisOutputs(const Analysis &analysis, const CliOptions &options, QTextStream &out, QTextStream &err);

// CSV, HTML and chart files of `compare` (the JSON is written by the command itself).
bool writeComparisonOutputs(const Comparison &comparison, const CliOptions &options, QTextStream &out,
                            QTextStream &err);

AnalyzeOptions analyzeOptionsFrom(const CliOptions &options);
void printDiagnostics(const Analysis &analysis, QTextStream &err);

} // namespace rl::cli
