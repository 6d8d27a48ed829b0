// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/progress.h"

#include <QFutureWatcher>
#include <QPromise>
#include <QtConcurrent>

#include <functional>
#include <memory>
#include <optional>

namespace rl {

// The one way RoofLens runs work off the GUI thread (loading, comparing, the timeline's
// scene, the demo): one job at a time, `work` on the thread pool with a Progress it polls;
// starting another job, or abandoning, makes the running one stale, and a stale job's result
// is dropped. Only the newest job reaches `done`, with its outcome, or nothing when it was
// cancelled. Progress arrives in permille, on the GUI thread, like `done`; a job nobody
// watches the progress of passes an empty `progressed`.
template<typename Outcome>
class LatestOnlyRunner
{
public:
    using Work = std::function<Outcome(Progress &)>;

    LatestOnlyRunner(QObject *context, std::function<void(int, const QString &)> progressed,
                     std::function<void(std::optional<Outcome>)> done)
        : m_context(context), m_progressed(std::move(progressed)), m_done(std::move(done))
    { }
    LatestOnlyRunner(const LatestOnlyRunner &) = delete;
    LatestOnlyRunner &operator=(const LatestOnlyRunner &) = delete;

    ~LatestOnlyRunner()
    {
        // Importers poll the flag; waiting keeps the worker from outliving what it reports to.
        if (m_watcher) {
            m_progress->cancel();
            m_watcher->waitForFinished();
        }
    }

    bool isRunning() const { return m_watcher != nullptr; }

    void start(Work work)
    {
        abandon();
        auto progress = std::make_shared<Progress>();
        m_progress = progress;
        auto *watcher = new QFutureWatcher<Outcome>(m_context);
        m_watcher = watcher;
        QObject::connect(watcher, &QFutureWatcherBase::progressValueChanged, m_context, [this, watcher](int value) {
            if (watcher == m_watcher && m_progressed)
                m_progressed(value, watcher->progressText());
        });
        QObject::connect(watcher, &QFutureWatcherBase::finished, m_context, [this, watcher] { finished(watcher); });
        watcher->setFuture(QtConcurrent::run([work = std::move(work), progress](QPromise<Outcome> &promise) {
            promise.setProgressRange(0, 1000);
            progress->setCallback(
                [&promise](int permille, const QString &stage) { promise.setProgressValueAndText(permille, stage); });
            Outcome outcome = work(*progress);
            progress->setCallback({});
            if (!progress->cancelled() && !promise.isCanceled())
                promise.addResult(std::move(outcome));
        }));
    }

    // Makes the running job stale; true when there was one.
    bool abandon()
    {
        if (!m_watcher)
            return false;
        m_progress->cancel();
        m_watcher->future().cancel();
        m_watcher->disconnect(m_context);
        QObject::connect(m_watcher, &QFutureWatcherBase::finished, m_watcher, &QObject::deleteLater);
        m_watcher = nullptr;
        return true;
    }

private:
    void finished(QFutureWatcher<Outcome> *watcher)
    {
        watcher->deleteLater();
        if (watcher != m_watcher)
            return; // stale
        m_watcher = nullptr;
        const QFuture<Outcome> future = watcher->future();
        if (future.isCanceled() || future.resultCount() == 0)
            m_done(std::nullopt);
        else
            m_done(future.result());
    }

    QObject *m_context;
    std::function<void(int, const QString &)> m_progressed;
    std::function<void(std::optional<Outcome>)> m_done;
    QFutureWatcher<Outcome> *m_watcher = nullptr;
    std::shared_ptr<Progress> m_progress;
};

} // namespace rl
