// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/workloadanalysis.h"

#include "core/run/runloader.h"

#include "core/common/tr.h"
#include "core/hardware/hardwarecatalog.h"
#include "core/io/importerregistry.h"

namespace rl {

Result<Profile> loadProfile(const AnalysisRequest &request, Progress &progress)
{
    const ImporterRegistry registry = ImporterRegistry::withBuiltins();
    auto profile = loadWorkload(registry, request.paths, request.load, progress);
    if (profile) {
        if (auto run = loadRunBreakdown(request.paths, *profile)) {
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
