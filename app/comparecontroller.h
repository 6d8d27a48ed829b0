// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/workflow/workflow.h"

#include <QObject>

#include <memory>
#include <optional>

namespace rl {

template<typename Outcome>
class LatestOnlyRunner;

// What one background comparison produced: the comparison, or why there is none.
struct CompareOutcome
{
    std::shared_ptr<Comparison> comparison;
    std::optional<Error> error;
    bool cancelled = false;
};

// Runs Workflow::compare() (both runs loaded and analysed, then matched) on a worker
// thread with progress and cancel, like LoadController does for one workload: only the newest
// comparison may finish, a cancelled or superseded one is dropped, never shown as final.
class CompareController : public QObject
{
    Q_OBJECT
public:
    // Loads go through `workflow` (the registry and catalogues RoofLens ships unless a test
    // gives its own); it must outlive the controller.
    explicit CompareController(QObject *parent = nullptr, const Workflow &workflow = Workflow::builtin());
    ~CompareController() override;

    void compare(const CompareRequest &request);
    void cancel();
    bool isRunning() const;
    const CompareRequest &request() const { return m_request; }

Q_SIGNALS:
    void started();
    void progressChanged(int permille, const QString &stage);
    void finished(std::shared_ptr<rl::Comparison> comparison);
    void failed(const rl::Error &error);
    void cancelled();

private:
    void onFinished(std::optional<CompareOutcome> outcome);

    const Workflow *m_workflow;
    std::unique_ptr<LatestOnlyRunner<CompareOutcome>> m_runner;
    CompareRequest m_request;
};

} // namespace rl
