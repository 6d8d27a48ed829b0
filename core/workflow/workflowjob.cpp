// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of the one road that see a job as its ranks (core/job/README.md): completing the
// run breakdown rank by rank, and loading another rank to show.
#include "core/workflow/workflow.h"

#include "core/analysis/crossrankgroups.h"
#include "core/common/tr.h"
#include "core/io/workloadloader.h"
#include "core/job/jobranks.h"
#include "core/job/jobrun.h"
#include "core/run/runloader.h"
#include "core/run/timelinebreakdown.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace rl {

namespace {

// What must be read of a rank: its timeline when its figures are pending, its kernels when
// the groups across ranks want them. For the kernels alone a kernel table is enough.
QString whatToRead(const RankBreakdown &rank)
{
    QString table = QDir(rank.path).filePath(u"ASCEND_PROFILER_OUTPUT/kernel_details.csv"_qs);
    if (!rank.pending && QFileInfo(table).isFile())
        return table;
    return rank.path;
}

} // namespace

Status Workflow::completeInPlace(RunBreakdown &run, const Profile &shown, const AnalysisRequest &request,
                                 Progress &progress) const
{
    std::vector<RankBreakdown *> work;
    for (RankBreakdown &r : run.ranks) {
        if (r.pending || r.hasKernels)
            work.push_back(&r);
    }
    const bool compareGroups =
        std::count_if(run.ranks.begin(), run.ranks.end(), [](const RankBreakdown &r) { return r.hasKernels; }) >= 2;
    std::vector<Analysis> analyses;
    std::vector<int> analysedRanks;
    analyses.reserve(work.size());
    QStringList failures;
    for (size_t i = 0; i < work.size(); ++i) {
        RankBreakdown &r = *work[i];
        if (progress.cancelled())
            return makeError(Error::Kind::Cancelled, Tr::tr("loading was cancelled"));
        progress.setStage(Tr::tr("Reading rank %1 (%2 of %3)").arg(r.rank).arg(i + 1).arg(work.size()));
        progress.report(double(i) / double(work.size()));
        std::shared_ptr<const Profile> profile;
        if (r.rank == run.analysedRank) {
            profile = std::shared_ptr<const Profile>(&shown, [](const Profile *) {}); // lives in the caller
        } else if (r.pending || compareGroups) {
            Progress quiet;
            auto loaded = loadWorkload(*m_importers, {whatToRead(r)}, {}, quiet);
            if (!loaded) {
                r.pending = false;
                r.problem = loaded.error().message;
                failures << Tr::tr("rank %1 (%2)").arg(r.rank).arg(loaded.error().message);
                continue;
            }
            profile = std::make_shared<const Profile>(std::move(*loaded));
        } else {
            continue;
        }
        if (r.pending) {
            const DerivedRun derived = deriveRunFromTimeline(profile->timeline, profile->operators);
            r.pending = false;
            r.steps = derived.steps;
            r.largestGaps = derived.largestGaps;
            if (derived.steps.empty()) {
                r.problem = Tr::tr("its profile holds no timeline to measure the step by");
                failures << Tr::tr("rank %1 (%2)").arg(r.rank).arg(r.problem);
            }
        }
        if (compareGroups && r.hasKernels && !profile->operators.empty()) {
            if (auto analysis = analyze(profile, request)) {
                analyses.push_back(std::move(*analysis));
                analysedRanks.push_back(r.rank);
            }
        }
    }
    std::vector<std::pair<int, const Analysis *>> byRank;
    for (size_t i = 0; i < analyses.size(); ++i)
        byRank.emplace_back(analysedRanks[i], &analyses[i]);
    if (byRank.size() >= 2)
        run.groups = groupsAcrossRanks(byRank);
    if (!failures.isEmpty())
        run.diagnostics << warning(Tr::tr("%n rank(s) of the job could not be read and are left out of the run's "
                                          "figures: %1",
                                          nullptr, int(failures.size()))
                                       .arg(failures.join(u"; ")),
                                   run.ranks.empty() ? QString() : QFileInfo(run.ranks.front().path).absolutePath());
    refreshRun(run);
    progress.report(1.0);
    return Ok{};
}

Result<RunBreakdown> Workflow::completeRun(const Profile &shown, const AnalysisRequest &request,
                                           Progress &progress) const
{
    if (!shown.run)
        return makeError(Error::Kind::Usage, Tr::tr("this profile has no run breakdown to complete"));
    RunBreakdown run = *shown.run;
    run.diagnostics.clear(); // the load said those
    if (Status done = completeInPlace(run, shown, request, progress); !done)
        return done.error();
    return run;
}

Result<Profile> Workflow::loadRank(const AnalysisRequest &request, int rank, const RunBreakdown &job,
                                   Progress &progress) const
{
    const std::vector<JobRank> ranks = jobRanks(request.paths);
    const auto found = std::find_if(ranks.begin(), ranks.end(), [&](const JobRank &r) { return r.rank == rank; });
    if (found == ranks.end())
        return rankNotInJob(ranks, rank, request.paths.join(u", "));
    auto profile = loadWorkload(*m_importers, {found->path}, request.load, progress);
    if (!profile)
        return profile;
    const std::optional<RunBreakdown> own = loadRunBreakdown({found->path}, *profile);
    profile->run = std::make_shared<const RunBreakdown>(runShowingRank(job, own ? &*own : nullptr, rank));
    return profile;
}

} // namespace rl
