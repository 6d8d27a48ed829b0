// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/comparecontroller.h"

#include <QFutureWatcher>
#include <QPromise>
#include <QtConcurrent>

namespace rl {

CompareController::CompareController(QObject *parent) : QObject(parent) { }

CompareController::~CompareController()
{
    // Importers poll the flag; waiting keeps the worker from outliving what it reports to.
    if (m_watcher) {
        m_progress->cancel();
        m_watcher->waitForFinished();
    }
}

void CompareController::abandonRunning()
{
    if (!m_watcher)
        return;
    m_progress->cancel();
    m_watcher->future().cancel();
    m_watcher->disconnect(this);
    connect(m_watcher, &QFutureWatcherBase::finished, m_watcher, &QObject::deleteLater);
    m_watcher = nullptr;
}

void CompareController::compare(const CompareRequest &request)
{
    abandonRunning();
    auto progress = std::make_shared<Progress>();
    m_progress = progress;
    auto *watcher = new QFutureWatcher<CompareOutcome>(this);
    m_watcher = watcher;
    connect(watcher, &QFutureWatcherBase::progressValueChanged, this, [this, watcher](int value) {
        if (watcher == m_watcher)
            Q_EMIT progressChanged(value, watcher->progressText());
    });
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] { onFinished(watcher); });

    const CompareRequest copy = request;
    watcher->setFuture(QtConcurrent::run([copy, progress](QPromise<CompareOutcome> &promise) {
        promise.setProgressRange(0, 1000);
        progress->setCallback([&promise](int permille, const QString &stage) {
            promise.setProgressValueAndText(permille, stage);
        });
        CompareOutcome outcome;
        Result<Comparison> comparison = compareWorkloads(copy, *progress);
        if (progress->cancelled() || promise.isCanceled())
            outcome.cancelled = true;
        else if (!comparison)
            outcome.error = comparison.error();
        else
            outcome.comparison = std::make_shared<Comparison>(std::move(comparison).value());
        progress->setCallback({});
        promise.addResult(std::move(outcome));
    }));
    m_request = request;
    Q_EMIT started();
}

void CompareController::cancel()
{
    if (!m_watcher)
        return;
    abandonRunning();
    Q_EMIT cancelled();
}

void CompareController::onFinished(QFutureWatcher<CompareOutcome> *watcher)
{
    watcher->deleteLater();
    if (watcher != m_watcher)
        return; // superseded
    m_watcher = nullptr;
    const QFuture<CompareOutcome> future = watcher->future();
    if (future.isCanceled() || future.resultCount() == 0) {
        Q_EMIT cancelled();
        return;
    }
    const CompareOutcome outcome = future.result();
    if (outcome.cancelled || (outcome.error && outcome.error->kind == Error::Kind::Cancelled))
        Q_EMIT cancelled();
    else if (outcome.error)
        Q_EMIT failed(*outcome.error);
    else
        Q_EMIT finished(outcome.comparison);
}

} // namespace rl
