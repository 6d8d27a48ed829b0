// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/loadcontroller.h"

#include "widgets/common/latestonlyrunner.h"

namespace rl {

LoadController::LoadController(QObject *parent, const Workflow &workflow)
    : QObject(parent), m_workflow(&workflow),
      m_runner(std::make_unique<LatestOnlyRunner<LoadOutcome>>(
          this, [this](int permille, const QString &stage) { Q_EMIT progressChanged(permille, stage); },
          [this](std::optional<LoadOutcome> outcome) { onFinished(std::move(outcome)); }))
{ }

LoadController::~LoadController() = default;

bool LoadController::isLoading() const
{
    return m_runner->isRunning();
}

void LoadController::load(const AnalysisRequest &request)
{
    m_runner->start([request, workflow = m_workflow](Progress &progress) {
        LoadOutcome outcome;
        Result<Profile> profile = workflow->load(request, progress);
        if (progress.cancelled()) {
            outcome.cancelled = true;
        } else if (!profile) {
            outcome.error = profile.error();
            outcome.cancelled = profile.error().kind == Error::Kind::Cancelled;
        } else {
            auto shared = std::make_shared<const Profile>(std::move(profile).value());
            Result<Analysis> analysis = workflow->analyze(shared, request);
            outcome.profile = shared;
            if (analysis)
                outcome.analysis = std::make_shared<const Analysis>(std::move(analysis).value());
            else
                outcome.error = analysis.error();
        }
        return outcome;
    });
    m_request = request;
    Q_EMIT started();
}

void LoadController::cancel()
{
    if (m_runner->abandon())
        Q_EMIT cancelled();
}

void LoadController::onFinished(std::optional<LoadOutcome> outcome)
{
    if (!outcome || outcome->cancelled) {
        Q_EMIT cancelled();
        return;
    }
    if (outcome->profile)
        m_profile = outcome->profile; // even when analysis failed: another chip may succeed
    if (outcome->error)
        Q_EMIT failed(*outcome->error);
    else
        Q_EMIT finished(outcome->analysis);
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
