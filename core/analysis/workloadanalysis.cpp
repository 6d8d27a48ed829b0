// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/workloadanalysis.h"

#include "core/analysis/crossrankgroups.h"
#include "core/common/tr.h"
#include "core/hardware/hardwarecatalog.h"
#include "core/io/importerregistry.h"
#include "core/run/runloader.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace rl {

namespace {

// The same operator group on every rank with a kernel table (the other ranks' tables are read
// and analysed with the same request, then dropped: only the groups' figures stay).
void addGroupsAcrossRanks(RunBreakdown &run, const Profile &analysed, const ImporterRegistry &registry,
                          const AnalysisRequest &request, Progress &progress)
{
    const auto withKernels = std::count_if(run.ranks.begin(), run.ranks.end(), [](const RankBreakdown &r) { return r.hasKernels; });
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
            auto loaded = loadWorkload(registry, {table}, {}, quiet);
            if (!loaded)
                continue;
            profile = std::make_shared<const Profile>(std::move(*loaded));
        }
        if (auto analysis = analyzeProfile(profile, request)) {
            analyses.push_back(std::move(*analysis));
            ranks.push_back(r.rank);
        }
    }
    for (size_t i = 0; i < analyses.size(); ++i)
        byRank.emplace_back(ranks[i], &analyses[i]);
    if (byRank.size() >= 2)
        run.groups = groupsAcrossRanks(byRank);
}

} // namespace

Result<Profile> loadProfile(const AnalysisRequest &request, Progress &progress)
{
    const ImporterRegistry registry = ImporterRegistry::withBuiltins();
    auto profile = loadWorkload(registry, request.paths, request.load, progress);
    if (profile) {
        if (auto run = loadRunBreakdown(request.paths, *profile)) {
            addGroupsAcrossRanks(*run, *profile, registry, request, progress);
            profile->diagnostics << run->diagnostics;
            profile->run = std::make_shared<const RunBreakdown>(std::move(*run));
        }
    }
    return profile;
}

Result<Analysis> analyzeProfile(std::shared_ptr<const Profile> profile, const AnalysisRequest &request)
{
    const HardwareCatalog catalog = HardwareCatalog::builtin();
    QString note;
    auto hardware = catalog.choose(*profile, request.hardware, &note);
    if (!hardware)
        return hardware.error();
    if (!request.hbmVariant.isEmpty()) {
        hardware = hardware->withHbmVariant(request.hbmVariant);
        if (!hardware)
            return hardware.error();
        note += Tr::tr("; HBM variant %1 chosen by the user").arg(request.hbmVariant);
    }
    static const AdviceCatalog advice = AdviceCatalog::builtin();
    Analysis analysis = analyze(std::move(profile), *hardware, request.options, advice);
    analysis.hardwareNote = note;
    if (!analysis.hardware.isKnown())
        analysis.diagnostics << info(note);
    return analysis;
}

Result<Analysis> loadAndAnalyze(const AnalysisRequest &request, Progress &progress)
{
    auto profile = loadProfile(request, progress);
    if (!profile)
        return profile.error();
    if (progress.cancelled())
        return makeError(Error::Kind::Cancelled, Tr::tr("loading was cancelled"));
    return analyzeProfile(std::make_shared<const Profile>(std::move(profile).value()), request);
}

} // namespace rl
