// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/loadcontroller.h"

#include <QFutureWatcher>
#include <QPromise>
#include <QtConcurrent>

namespace rl {

LoadController::LoadController(QObject *parent) : QObject(parent) { }

LoadController::~LoadController()
{
    // Importers poll the flag; waiting here keeps the worker from outliving what it reports to.
    if (m_watcher) {
        m_progress->cancel();
        m_watcher->future().cancel();
        m_watcher->waitForFinished();
    }
}

void LoadController::load(const AnalysisRequest &request)
{
    if (m_watcher) {
        // The old load becomes stale: cancel it and forget its watcher (it deletes itself).
        m_progress->cancel();
        m_watcher->future().cancel();
        m_watcher->disconnect(this);
        connect(m_watcher, &QFutureWatcherBase::finished, m_watcher, &QObject::deleteLater);
        m_watcher = nullptr;
    }
    auto progress = std::make_shared<Progress>();
    m_progress = progress;
    auto *watcher = new QFutureWatcher<LoadOutcome>(this);
    m_watcher = watcher;
    connect(watcher, &QFutureWatcherBase::progressValueChanged, this, [this, watcher](int value) {
        if (watcher == m_watcher)
            Q_EMIT progressChanged(value, watcher->progressText());
    });
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] { onFinished(watcher); });

    const AnalysisRequest copy = request;
    QFuture<LoadOutcome> future = QtConcurrent::run([copy, progress](QPromise<LoadOutcome> &promise) {
        promise.setProgressRange(0, 1000);
        progress->setCallback([&promise](int permille, const QString &stage) {
            promise.setProgressValueAndText(permille, stage);
        });
        LoadOutcome outcome;
        Result<Profile> profile = loadProfile(copy, *progress);
        if (progress->cancelled() || promise.isCanceled()) {
            outcome.cancelled = true;
        } else if (!profile) {
            outcome.error = profile.error();
            outcome.cancelled = profile.error().kind == Error::Kind::Cancelled;
        } else {
            auto shared = std::make_shared<const Profile>(std::move(profile).value());
            Result<Analysis> analysis = analyzeProfile(shared, copy);
            outcome.profile = shared;
            if (analysis)
                outcome.analysis = std::make_shared<const Analysis>(std::move(analysis).value());
            else
                outcome.error = analysis.error();
        }
        progress->setCallback({});
        promise.addResult(std::move(outcome));
    });
    watcher->setFuture(future);
    m_request = request;
    Q_EMIT started();
}

void LoadController::cancel()
{
    if (!m_watcher)
        return;
    m_progress->cancel();
    m_watcher->future().cancel();
    m_watcher->disconnect(this);
    connect(m_watcher, &QFutureWatcherBase::finished, m_watcher, &QObject::deleteLater);
    m_watcher = nullptr;
    Q_EMIT cancelled();
}

void LoadController::onFinished(QFutureWatcher<LoadOutcome> *watcher)
{
    watcher->deleteLater();
    if (watcher != m_watcher)
        return; // stale
    m_watcher = nullptr;
    const QFuture<LoadOutcome> future = watcher->future();
    if (future.isCanceled() || future.resultCount() == 0) {
        Q_EMIT cancelled();
        return;
    }
    const LoadOutcome outcome = future.result();
    if (outcome.profile)
        m_profile = outcome.profile; // even when analysis failed: another chip may succeed
    if (outcome.cancelled) {
        Q_EMIT cancelled();
    } else if (outcome.error) {
        Q_EMIT failed(*outcome.error);
    } else {
        Q_EMIT finished(outcome.analysis);
    }
}

Result<Analysis> LoadController::reanalyze(const QString &hardware, const AnalyzeOptions &options)
{
    if (!m_profile)
        return makeError(Error::Kind::Usage, tr("Nothing is loaded"));
    m_request.hardware = hardware;
    m_request.options = options;
    return analyzeProfile(m_profile, m_request);
}

} // namespace rl
