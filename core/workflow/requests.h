// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analyzer.h"
#include "core/compare/comparison.h"
#include "core/io/importer.h"

#include <QStringList>

namespace rl {

// Everything needed to go from paths on disk to an Analysis.
struct AnalysisRequest
{
    QStringList paths;
    QString hardware;   // catalogue id or spec file; empty = from the data
    QString hbmVariant; // the chip memory figures to use; empty = the spec's own variant
    AnalyzeOptions options;
    LoadOptions load;
};

// Everything needed to compare two workloads from disk.
struct CompareRequest
{
    QStringList baselinePaths;
    QStringList candidatePaths;
    QString hardware;   // catalogue id or spec file for both runs; empty = each from its data
    QString hbmVariant; // HBM variant for both runs; empty = each spec's own
    AnalyzeOptions options;
    LoadOptions load;
    CompareOptions compare;
};

} // namespace rl
