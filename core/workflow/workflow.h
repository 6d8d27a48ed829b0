// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/advicecatalog.h"
#include "core/analysis/analysis.h"
#include "core/common/progress.h"
#include "core/common/result.h"
#include "core/compare/comparison.h"
#include "core/hardware/hardwarecatalog.h"
#include "core/workflow/requests.h"

#include <memory>

namespace rl {

class ImporterRegistry;

// The one road from paths on disk to an Analysis or a Comparison (core/README.md §1): load
// (sniff, import, merge, repair, the run breakdown), analyse with the chosen hardware,
// compare two runs. The command line, the GUI's background loaders and the tests all go
// through it. The importer registry and the two catalogues are given once, at construction;
// builtin() is the process-wide instance with everything RoofLens ships. Every member is
// const and thread-safe: loads run on worker threads.
class Workflow
{
public:
    Workflow(const ImporterRegistry &importers, HardwareCatalog hardware, AdviceCatalog advice);

    static const Workflow &builtin();

    const ImporterRegistry &importers() const { return *m_importers; }
    const HardwareCatalog &hardware() const { return m_hardware; }
    const AdviceCatalog &advice() const { return m_advice; }

    // Loads (and merges) the paths, with the run breakdown when the layout has one.
    Result<Profile> load(const AnalysisRequest &request, Progress &progress) const;
    // Analyses a loaded profile; cheap, so hardware or threshold changes just call it again.
    Result<Analysis> analyze(const std::shared_ptr<const Profile> &profile, const AnalysisRequest &request) const;
    Result<Analysis> loadAndAnalyze(const AnalysisRequest &request, Progress &progress) const;
    // Loads and analyses both runs (baseline first; progress stages name each), then
    // matches them. An error names the run it came from.
    Result<Comparison> compare(const CompareRequest &request, Progress &progress) const;

private:
    void addGroupsAcrossRanks(RunBreakdown &run, const Profile &analysed, const AnalysisRequest &request,
                              Progress &progress) const;
    Result<std::shared_ptr<const Analysis>> loadRun(const CompareRequest &request, const QStringList &paths,
                                                    const QString &stage, Progress &progress) const;

    const ImporterRegistry *m_importers;
    HardwareCatalog m_hardware;
    AdviceCatalog m_advice;
};

} // namespace rl
