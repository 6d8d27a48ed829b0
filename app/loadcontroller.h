// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/workflow/workflow.h"

#include <QObject>

#include <memory>
#include <optional>

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
class LoadController : public QObject
{
    Q_OBJECT
public:
    // Loads go through `workflow` (the registry and catalogues RoofLens ships unless a test
    // gives its own); it must outlive the controller.
    explicit LoadController(QObject *parent = nullptr, const Workflow &workflow = Workflow::builtin());
    ~LoadController() override;

    void load(const AnalysisRequest &request);
    void cancel();
    bool isLoading() const;

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

private:
    void onFinished(std::optional<LoadOutcome> outcome);

    const Workflow *m_workflow;
    std::unique_ptr<LatestOnlyRunner<LoadOutcome>> m_runner;
    std::shared_ptr<const Profile> m_profile;
    AnalysisRequest m_request;
};

} // namespace rl
