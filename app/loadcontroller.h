// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/cluster/clusterresult.h"
#include "core/workflow/workflow.h"

#include <QObject>

#include <memory>
#include <optional>
#include <vector>

namespace rl {

template<typename Outcome>
class LatestOnlyRunner;

// What one background load produced: the profile and its analysis, or why there is none.
struct LoadOutcome
{
    std::shared_ptr<const Profile> profile;
    std::shared_ptr<const Analysis> analysis;
    std::optional<Error> error;
    bool cancelled = false;
};

// Runs Workflow::load + Workflow::analyze (the one road of core/workflow) on a worker thread
// with progress and cancel. Only the newest load may finish: starting another, or cancelling,
// makes the running one stale and its result is dropped, so a partial or old result is never
// shown as final. Re-analysing the loaded profile (another chip or thresholds) is cheap and
// happens synchronously.
//
// A job of several ranks (core/job/README.md): the load reads the rank shown; then the rest of
// the job is completed on a second worker (jobCompleted), and loadRank() shows another rank,
// read when first shown and kept for the next switch (a few ranks, the most recent).
class LoadController : public QObject
{
    Q_OBJECT
public:
    // Loads go through `workflow` (the registry and catalogues RoofLens ships unless a test
    // gives its own); it must outlive the controller.
    explicit LoadController(QObject *parent = nullptr, const Workflow &workflow = Workflow::builtin());
    ~LoadController() override;

    void load(const AnalysisRequest &request);
    // Reads a cluster file (rooflens.cluster/1, or an OUTDIR holding cluster.json) on a worker:
    // clusterLoaded, or failed; started, cancel and a newer load act as for a profile.
    void loadCluster(const QString &file);
    // Shows another rank of the loaded job: from the ranks kept, else read in the background.
    void loadRank(int rank);
    void cancel();
    bool isLoading() const;
    bool isCompletingJob() const;
    // The loaded job's run breakdown: every rank, completed once jobCompleted was emitted.
    std::shared_ptr<const RunBreakdown> job() const { return m_job; }
    int shownRank() const;

    // The last successful load, re-analysed with another hardware choice or thresholds.
    Result<Analysis> reanalyze(const QString &hardware, const QString &hbmVariant, const AnalyzeOptions &options);
    std::shared_ptr<const Profile> profile() const { return m_profile; }
    const AnalysisRequest &request() const { return m_request; }

Q_SIGNALS:
    void started();
    void progressChanged(int permille, const QString &stage);
    void finished(std::shared_ptr<const rl::Analysis> analysis);
    void failed(const rl::Error &error);
    void cancelled();
    void clusterLoaded(std::shared_ptr<const rl::ClusterResult> cluster, const QString &file);
    void jobCompletionStarted();
    // Every rank of the job read; `problems` names those that could not be.
    void jobCompleted(const rl::Diagnostics &problems);
    // The whole job's run as seen from the rank shown now (after a load, a rank switch, a
    // completion): the run page shows this, not the profile's own run.
    void runChanged(std::shared_ptr<const rl::RunBreakdown> run);

private:
    void onFinished(std::optional<LoadOutcome> outcome);
    void onJobCompleted(std::optional<Result<RunBreakdown>> outcome);
    void completeJob();
    void emitRun();
    void keepRank(const std::shared_ptr<const Profile> &profile);

    const Workflow *m_workflow;
    std::unique_ptr<LatestOnlyRunner<LoadOutcome>> m_runner;
    std::unique_ptr<LatestOnlyRunner<Result<RunBreakdown>>> m_completion;
    std::unique_ptr<LatestOnlyRunner<Result<ClusterResult>>> m_cluster;
    QString m_clusterFile;
    std::shared_ptr<const Profile> m_profile;
    std::shared_ptr<const RunBreakdown> m_job;
    std::vector<std::shared_ptr<const Profile>> m_kept; // ranks read, most recent last
    AnalysisRequest m_request;
};

} // namespace rl
