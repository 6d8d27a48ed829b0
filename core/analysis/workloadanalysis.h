// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analyzer.h"
#include "core/common/progress.h"
#include "core/common/result.h"
#include "core/io/importer.h"

#include <QStringList>

namespace rl {

// Everything needed to go from paths on disk to an Analysis: the one road data travels,
// shared by the GUI's background loader and the command line.
struct AnalysisRequest
{
    QStringList paths;
    QString hardware; // catalogue id or spec file; empty = from the data
    QString hbmVariant; // the chip memory figures to use; empty = the spec's own variant
    AnalyzeOptions options;
    LoadOptions load;
};

// Loads (and merges) the paths, then analyses with the chosen hardware.
Result<Profile> loadProfile(const AnalysisRequest &request, Progress &progress);
// Analyses an already loaded profile; cheap, so hardware or threshold changes just call it again.
Result<Analysis> analyzeProfile(std::shared_ptr<const Profile> profile, const AnalysisRequest &request);
Result<Analysis> loadAndAnalyze(const AnalysisRequest &request, Progress &progress);

} // namespace rl
