// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/workloadanalysis.h"
#include "core/compare/comparison.h"

namespace rl {

// Everything needed to compare two workloads from disk; the GUI's loader and
// `rooflens compare` both go through compareWorkloads().
struct CompareRequest
{
    QStringList baselinePaths;
    QStringList candidatePaths;
    QString hardware; // catalogue id or spec file for both runs; empty = each from its data
    QString hbmVariant; // HBM variant for both runs; empty = each spec's own
    AnalyzeOptions options;
    LoadOptions load;
    CompareOptions compare;
};

// Loads and analyses both runs (baseline first; progress stages name each), then compares.
// An error names the run it came from.
Result<Comparison> compareWorkloads(const CompareRequest &request, Progress &progress);

} // namespace rl
