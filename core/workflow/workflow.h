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

    // Loads (and merges) the paths, with the run breakdown when the layout has one. Paths that
    // are the rank folders of one job load one rank (request.load.rank, else the lowest with
    // kernels); every rank of the job is in the run breakdown, read now or, without
    // request.load.wholeJob, left pending for completeRun (core/job/README.md).
    Result<Profile> load(const AnalysisRequest &request, Progress &progress) const;
    // The job's run breakdown with every pending rank read (from its own timeline) and the
    // operator groups compared across the ranks with kernels. `shown` is a profile load()
    // returned; a rank that cannot be read is named, with the reason, in one warning.
    Result<RunBreakdown> completeRun(const Profile &shown, const AnalysisRequest &request, Progress &progress) const;
    // Rank `rank` of the job at request.paths, its run breakdown the job's `job` as seen from it.
    Result<Profile> loadRank(const AnalysisRequest &request, int rank, const RunBreakdown &job,
                             Progress &progress) const;
    // Analyses a loaded profile; cheap, so hardware or threshold changes just call it again.
    Result<Analysis> analyze(const std::shared_ptr<const Profile> &profile, const AnalysisRequest &request) const;
    Result<Analysis> loadAndAnalyze(const AnalysisRequest &request, Progress &progress) const;
    // Loads and analyses both runs (baseline first; progress stages name each), then
    // matches them. An error names the run it came from.
    Result<Comparison> compare(const CompareRequest &request, Progress &progress) const;

private:
    Status completeInPlace(RunBreakdown &run, const Profile &shown, const AnalysisRequest &request,
                           Progress &progress) const;
    Result<std::shared_ptr<const Analysis>> loadRun(const CompareRequest &request, const QStringList &paths,
                                                    const QString &stage, Progress &progress) const;

    const ImporterRegistry *m_importers;
    HardwareCatalog m_hardware;
    AdviceCatalog m_advice;
};

} // namespace rl
