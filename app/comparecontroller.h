// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/compareworkloads.h"

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

// Runs compareWorkloads() (both runs loaded and analysed, then matched) on a worker thread
// with progress and cancel, like LoadController does for one workload: only the newest
// comparison may finish, a cancelled or superseded one is dropped, never shown as final.
class CompareController : public QObject
{
    Q_OBJECT
public:
    explicit CompareController(QObject *parent = nullptr);
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

    std::unique_ptr<LatestOnlyRunner<CompareOutcome>> m_runner;
    CompareRequest m_request;
};

} // namespace rl
