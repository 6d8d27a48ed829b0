// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/loadcontroller.h"

#include "core/job/jobrun.h"
#include "widgets/common/latestonlyrunner.h"

#include <algorithm>

namespace rl {

namespace {

constexpr size_t kRanksKept = 4; // switching back and forth between a few ranks reads nothing

LoadOutcome analysed(const Workflow &workflow, Result<Profile> profile, const AnalysisRequest &request,
                     Progress &progress)
{
    LoadOutcome outcome;
    if (progress.cancelled()) {
        outcome.cancelled = true;
    } else if (!profile) {
        outcome.error = profile.error();
        outcome.cancelled = profile.error().kind == Error::Kind::Cancelled;
    } else {
        auto shared = std::make_shared<const Profile>(std::move(profile).value());
        Result<Analysis> analysis = workflow.analyze(shared, request);
        outcome.profile = shared;
        if (analysis)
            outcome.analysis = std::make_shared<const Analysis>(std::move(analysis).value());
        else
            outcome.error = analysis.error();
    }
    return outcome;
}

int rankOf(const std::shared_ptr<const Profile> &profile)
{
    return profile && profile->run ? profile->run->analysedRank : -1;
}

} // namespace

LoadController::LoadController(QObject *parent, const Workflow &workflow)
    : QObject(parent), m_workflow(&workflow),
      m_runner(std::make_unique<LatestOnlyRunner<LoadOutcome>>(
          this, [this](int permille, const QString &stage) { Q_EMIT progressChanged(permille, stage); },
          [this](std::optional<LoadOutcome> outcome) { onFinished(std::move(outcome)); })),
      m_completion(std::make_unique<LatestOnlyRunner<Result<RunBreakdown>>>(
          this, [this](int permille, const QString &stage) { Q_EMIT progressChanged(permille, stage); },
          [this](std::optional<Result<RunBreakdown>> outcome) { onJobCompleted(std::move(outcome)); })),
      m_cluster(std::make_unique<LatestOnlyRunner<Result<ClusterResult>>>(
          this, [this](int permille, const QString &stage) { Q_EMIT progressChanged(permille, stage); },
          [this](std::optional<Result<ClusterResult>> outcome) {
              if (!outcome || (!*outcome && outcome->error().kind == Error::Kind::Cancelled))
                  Q_EMIT cancelled();
              else if (!*outcome)
                  Q_EMIT failed(outcome->error());
              else
                  Q_EMIT clusterLoaded(std::make_shared<const ClusterResult>(std::move(*outcome).value()),
                                       m_clusterFile);
          }))
{ }

LoadController::~LoadController() = default;

bool LoadController::isLoading() const
{
    return m_runner->isRunning() || m_cluster->isRunning();
}

bool LoadController::isCompletingJob() const
{
    return m_completion->isRunning();
}

int LoadController::shownRank() const
{
    return rankOf(m_profile);
}

void LoadController::load(const AnalysisRequest &request)
{
    m_completion->abandon();
    m_cluster->abandon();
    m_kept.clear();
    m_job.reset();
    m_runner->start([request, workflow = m_workflow](Progress &progress) {
        return analysed(*workflow, workflow->load(request, progress), request, progress);
    });
    m_request = request;
    Q_EMIT started();
}

void LoadController::loadCluster(const QString &file)
{
    m_runner->abandon();
    m_completion->abandon();
    m_clusterFile = file;
    m_cluster->start([file](Progress &progress) -> Result<ClusterResult> {
        progress.setStage(tr("Reading the cluster file…"));
        progress.report(0.0);
        Result<ClusterResult> cluster = readClusterJson(file);
        if (progress.cancelled())
            return makeError(Error::Kind::Cancelled, tr("Loading cancelled."));
        return cluster;
    });
    Q_EMIT started();
}

void LoadController::loadRank(int rank)
{
    if (!m_job || rank == shownRank())
        return;
    const auto kept = std::find_if(m_kept.begin(), m_kept.end(), [&](const auto &p) { return rankOf(p) == rank; });
    AnalysisRequest request = m_request;
    request.load.rank = rank;
    if (kept != m_kept.end()) {
        // Read before: analysed again (cheap); the job's figures come with runChanged.
        Progress none;
        m_request = request;
        LoadOutcome outcome;
        outcome.profile = *kept;
        if (Result<Analysis> analysis = m_workflow->analyze(*kept, request))
            outcome.analysis = std::make_shared<const Analysis>(std::move(analysis).value());
        else
            outcome.error = analysis.error();
        onFinished(std::move(outcome));
        return;
    }
    m_runner->start([request, rank, job = m_job, workflow = m_workflow](Progress &progress) {
        return analysed(*workflow, workflow->loadRank(request, rank, *job, progress), request, progress);
    });
    m_request = request;
    Q_EMIT started();
}

void LoadController::cancel()
{
    const bool loading = m_runner->abandon();
    const bool completing = m_completion->abandon();
    const bool cluster = m_cluster->abandon();
    if (loading || completing || cluster)
        Q_EMIT cancelled();
}

void LoadController::keepRank(const std::shared_ptr<const Profile> &profile)
{
    if (!profile->run)
        return;
    const int rank = rankOf(profile);
    std::erase_if(m_kept, [&](const auto &p) { return rankOf(p) == rank; });
    m_kept.push_back(profile);
    if (m_kept.size() > kRanksKept)
        m_kept.erase(m_kept.begin());
}

void LoadController::onFinished(std::optional<LoadOutcome> outcome)
{
    if (!outcome || outcome->cancelled) {
        Q_EMIT cancelled();
        return;
    }
    if (outcome->profile) {
        m_profile = outcome->profile; // even when analysis failed: another chip may succeed
        if (!m_job && m_profile->run)
            m_job = m_profile->run;
        keepRank(m_profile);
    }
    if (outcome->error) {
        Q_EMIT failed(*outcome->error);
    } else {
        Q_EMIT finished(outcome->analysis);
        emitRun();
    }
    if (m_profile && m_job && needsCompletion(*m_job) && !m_completion->isRunning())
        completeJob();
}

void LoadController::emitRun()
{
    if (!m_profile || !m_job)
        return;
    if (m_job == m_profile->run) {
        Q_EMIT runChanged(m_job);
        return;
    }
    auto run = std::make_shared<RunBreakdown>(runShowingRank(*m_job, m_profile->run.get(), shownRank()));
    Q_EMIT runChanged(std::move(run));
}

void LoadController::completeJob()
{
    m_completion->start([profile = m_profile, request = m_request, workflow = m_workflow](Progress &progress) {
        return workflow->completeRun(*profile, request, progress);
    });
    Q_EMIT jobCompletionStarted();
}

void LoadController::onJobCompleted(std::optional<Result<RunBreakdown>> outcome)
{
    if (!outcome)
        return; // abandoned: a new load or a cancel says what happened
    if (!*outcome) {
        const Error &error = outcome->error();
        Diagnostics problems;
        if (error.kind != Error::Kind::Cancelled)
            problems << warning(tr("the other ranks of the job could not be read: %1").arg(error.message),
                                error.location);
        Q_EMIT jobCompleted(problems);
        return;
    }
    m_job = std::make_shared<const RunBreakdown>(std::move(*outcome).value());
    Q_EMIT jobCompleted(m_job->diagnostics); // the ranks that could not be read, said once
    emitRun();
}

Result<Analysis> LoadController::reanalyze(const QString &hardware, const QString &hbmVariant,
                                           const AnalyzeOptions &options)
{
    if (!m_profile)
        return makeError(Error::Kind::Usage, tr("Nothing is loaded"));
    m_request.hardware = hardware;
    m_request.hbmVariant = hbmVariant;
    m_request.options = options;
    return m_workflow->analyze(m_profile, m_request);
}

} // namespace rl
