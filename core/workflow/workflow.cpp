// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workflow/workflow.h"

#include "core/comm/communicationdata.h"
#include "core/comm/communicationjudge.h"
#include "core/comm/communicationloader.h"
#include "core/comm/communicationreport.h"
#include "core/common/tr.h"
#include "core/io/importerregistry.h"
#include "core/io/workloadloader.h"
#include "core/job/jobranks.h"
#include "core/job/jobrun.h"
#include "core/memory/memorydata.h"
#include "core/memory/memoryloader.h"
#include "core/memory/memoryreport.h"
#include "core/run/runloader.h"

namespace rl {

Workflow::Workflow(const ImporterRegistry &importers, HardwareCatalog hardware, AdviceCatalog advice)
    : m_importers(&importers), m_hardware(std::move(hardware)), m_advice(std::move(advice))
{ }

const Workflow &Workflow::builtin()
{
    // Built on first use, once per process: the catalogues are parsed from the resources here
    // and nowhere else (C++ guarantees one thread initialises a function-local static).
    static const Workflow workflow(ImporterRegistry::builtin(), HardwareCatalog::builtin(), AdviceCatalog::builtin());
    return workflow;
}

namespace {

// A job folder with run-level files but no kernel table (msprof-analyze's cluster output, an
// msprof timeline holding only HCCL tracks) opens as a job without operators: its step and
// communication figures are still worth reading (core/comm/README.md §2).
std::optional<Profile> jobWithoutKernels(const QStringList &paths)
{
    for (const QString &path : paths) {
        if (!holdsCommunicationFiles(path) && !holdsRunFiles(path))
            return std::nullopt;
    }
    Profile profile;
    profile.diagnostics << info(Tr::tr("no kernel table was found: only the run-level files (steps, communication) "
                                       "are analysed"),
                                paths.join(u", "));
    return profile;
}

} // namespace

Result<Profile> Workflow::load(const AnalysisRequest &request, Progress &progress) const
{
    const std::vector<JobRank> ranks = jobRanks(request.paths);
    QStringList paths = request.paths;
    QString shownNote;
    if (areRanksOfOneJob(request.paths)) { // the ranks of a job, not one workload recorded twice
        const std::optional<JobRank> shown = rankToShow(ranks, request.load.rank);
        if (!shown)
            return rankNotInJob(ranks, request.load.rank, request.paths.join(u", "));
        paths = {shown->path};
        shownNote = Tr::tr("loaded rank %1 of the job; ranks available: %2").arg(shown->rank).arg(rankNumbers(ranks));
    }
    auto profile = loadWorkload(*m_importers, paths, request.load, progress);
    if (!profile && profile.error().kind == Error::Kind::Unsupported) {
        if (auto job = jobWithoutKernels(request.paths))
            profile = std::move(*job);
    }
    if (!profile)
        return profile;
    if (!shownNote.isEmpty())
        profile->diagnostics.prepend(info(shownNote, paths.front()));
    std::optional<RunBreakdown> run = loadRunBreakdown(request.paths, *profile);
    if (run && ranks.size() >= 2) {
        addPendingRanks(*run, ranks);
        refreshRun(*run);
    }
    if (run && request.load.wholeJob && needsCompletion(*run)) {
        if (Status done = completeInPlace(*run, *profile, request, progress); !done)
            return done.error();
    }
    if (auto communication = loadCommunication(request.paths)) {
        if (!run)
            run.emplace();
        run->diagnostics << communication->diagnostics;
        communication->diagnostics.clear(); // said once, with the run's
        if (!communication->isEmpty())
            run->communication = std::make_shared<const CommunicationData>(std::move(*communication));
    }
    if (auto memory = loadMemory(request.paths)) {
        if (!run)
            run.emplace();
        run->diagnostics << memory->diagnostics;
        memory->diagnostics.clear(); // said once, with the run's
        if (!memory->isEmpty())
            run->memory = std::make_shared<const MemoryData>(std::move(*memory));
    }
    if (run) {
        profile->diagnostics << run->diagnostics;
        profile->run = std::make_shared<const RunBreakdown>(std::move(*run));
    }
    return profile;
}

Result<Analysis> Workflow::analyze(const std::shared_ptr<const Profile> &profile, const AnalysisRequest &request) const
{
    QString note;
    auto hardware = m_hardware.choose(*profile, request.hardware, &note);
    if (!hardware)
        return hardware.error();
    if (!request.hbmVariant.isEmpty()) {
        hardware = hardware->withHbmVariant(request.hbmVariant);
        if (!hardware)
            return hardware.error();
        note += Tr::tr("; HBM variant %1 chosen by the user").arg(request.hbmVariant);
    }
    Analysis analysis = rl::analyze(profile, *hardware, request.options, m_advice);
    analysis.hardwareNote = note;
    if (profile->run && profile->run->communication) {
        auto report = std::make_shared<CommunicationReport>(
            judgeCommunication(*profile->run->communication, *hardware));
        analysis.diagnostics << report->diagnostics;
        report->diagnostics.clear(); // said once, with the analysis'
        analysis.communication = std::move(report);
    }
    if (profile->run && profile->run->memory) {
        auto report = std::make_shared<MemoryReport>(
            summarizeMemory(*profile->run->memory, analysis.hardware.isKnown() ? &analysis.hardware : nullptr));
        analysis.diagnostics << report->diagnostics;
        report->diagnostics.clear(); // said once, with the analysis'
        analysis.memory = std::move(report);
    }
    if (!analysis.hardware.isKnown())
        analysis.diagnostics << info(note);
    return analysis;
}

Result<Analysis> Workflow::loadAndAnalyze(const AnalysisRequest &request, Progress &progress) const
{
    auto profile = load(request, progress);
    if (!profile)
        return profile.error();
    if (progress.cancelled())
        return makeError(Error::Kind::Cancelled, Tr::tr("loading was cancelled"));
    return analyze(std::make_shared<const Profile>(std::move(profile).value()), request);
}

Result<std::shared_ptr<const Analysis>> Workflow::loadRun(const CompareRequest &request, const QStringList &paths,
                                                          const QString &stage, Progress &progress) const
{
    AnalysisRequest r;
    r.paths = paths;
    r.hardware = request.hardware;
    r.hbmVariant = request.hbmVariant;
    r.options = request.options;
    r.load = request.load;
    progress.setStage(stage);
    auto analysis = loadAndAnalyze(r, progress);
    if (!analysis)
        return analysis.error();
    return std::make_shared<const Analysis>(std::move(analysis).value());
}

Result<Comparison> Workflow::compare(const CompareRequest &request, Progress &progress) const
{
    auto baseline = loadRun(request, request.baselinePaths, Tr::tr("Loading the baseline"), progress);
    if (!baseline)
        return baseline.error();
    if (progress.cancelled())
        return makeError(Error::Kind::Cancelled, Tr::tr("loading was cancelled"));
    auto candidate = loadRun(request, request.candidatePaths, Tr::tr("Loading the candidate"), progress);
    if (!candidate)
        return candidate.error();
    Comparison c = compareAnalyses(*baseline, *candidate, request.compare);
    c.baselineTotals.paths = request.baselinePaths;
    c.candidateTotals.paths = request.candidatePaths;
    return c;
}

} // namespace rl
