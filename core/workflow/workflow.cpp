// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workflow/workflow.h"

#include "core/analysis/crossrankgroups.h"
#include "core/comm/communicationdata.h"
#include "core/comm/communicationjudge.h"
#include "core/comm/communicationloader.h"
#include "core/comm/communicationreport.h"
#include "core/common/tr.h"
#include "core/io/importerregistry.h"
#include "core/io/workloadloader.h"
#include "core/run/runloader.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

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

// The same operator group on every rank with a kernel table (the other ranks' tables are read
// and analysed with the same request, then dropped: only the groups' figures stay).
void Workflow::addGroupsAcrossRanks(RunBreakdown &run, const Profile &analysed, const AnalysisRequest &request,
                                    Progress &progress) const
{
    const auto withKernels = std::count_if(run.ranks.begin(), run.ranks.end(),
                                           [](const RankBreakdown &r) { return r.hasKernels; });
    if (withKernels < 2 || run.analysedRank < 0)
        return;
    std::vector<Analysis> analyses;
    std::vector<int> ranks;
    std::vector<std::pair<int, const Analysis *>> byRank;
    analyses.reserve(run.ranks.size());
    for (const RankBreakdown &r : run.ranks) {
        if (!r.hasKernels || progress.cancelled())
            continue;
        std::shared_ptr<const Profile> profile;
        if (r.rank == run.analysedRank) {
            profile = std::shared_ptr<const Profile>(&analysed, [](const Profile *) {}); // lives in the caller
        } else {
            const QString table = QDir(r.path).filePath(u"ASCEND_PROFILER_OUTPUT/kernel_details.csv"_qs);
            if (!QFileInfo(table).isFile())
                continue;
            Progress quiet;
            auto loaded = loadWorkload(*m_importers, {table}, {}, quiet);
            if (!loaded)
                continue;
            profile = std::make_shared<const Profile>(std::move(*loaded));
        }
        if (auto analysis = analyze(profile, request)) {
            analyses.push_back(std::move(*analysis));
            ranks.push_back(r.rank);
        }
    }
    for (size_t i = 0; i < analyses.size(); ++i)
        byRank.emplace_back(ranks[i], &analyses[i]);
    if (byRank.size() >= 2)
        run.groups = groupsAcrossRanks(byRank);
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
    auto profile = loadWorkload(*m_importers, request.paths, request.load, progress);
    if (!profile && profile.error().kind == Error::Kind::Unsupported) {
        if (auto job = jobWithoutKernels(request.paths))
            profile = std::move(*job);
    }
    if (!profile)
        return profile;
    std::optional<RunBreakdown> run = loadRunBreakdown(request.paths, *profile);
    if (run)
        addGroupsAcrossRanks(*run, *profile, request, progress);
    if (auto communication = loadCommunication(request.paths)) {
        if (!run)
            run.emplace();
        run->diagnostics << communication->diagnostics;
        communication->diagnostics.clear(); // said once, with the run's
        if (!communication->isEmpty())
            run->communication = std::make_shared<const CommunicationData>(std::move(*communication));
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
