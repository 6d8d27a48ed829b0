// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/compare/compareworkloads.h"

#include "core/common/tr.h"

namespace rl {

namespace {

Result<std::shared_ptr<const Analysis>> loadRun(const CompareRequest &request, const QStringList &paths,
                                                const QString &stage, Progress &progress)
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

} // namespace

Result<Comparison> compareWorkloads(const CompareRequest &request, Progress &progress)
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
