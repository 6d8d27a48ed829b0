// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/comparecontroller.h"

#include "widgets/common/latestonlyrunner.h"

namespace rl {

CompareController::CompareController(QObject *parent, const Workflow &workflow)
    : QObject(parent), m_workflow(&workflow),
      m_runner(std::make_unique<LatestOnlyRunner<CompareOutcome>>(
          this, [this](int permille, const QString &stage) { Q_EMIT progressChanged(permille, stage); },
          [this](std::optional<CompareOutcome> outcome) { onFinished(std::move(outcome)); }))
{ }

CompareController::~CompareController() = default;

bool CompareController::isRunning() const
{
    return m_runner->isRunning();
}

void CompareController::compare(const CompareRequest &request)
{
    m_runner->start([request, workflow = m_workflow](Progress &progress) {
        CompareOutcome outcome;
        Result<Comparison> comparison = workflow->compare(request, progress);
        if (progress.cancelled())
            outcome.cancelled = true;
        else if (!comparison)
            outcome.error = comparison.error();
        else
            outcome.comparison = std::make_shared<Comparison>(std::move(comparison).value());
        return outcome;
    });
    m_request = request;
    Q_EMIT started();
}

void CompareController::cancel()
{
    if (m_runner->abandon())
        Q_EMIT cancelled();
}

void CompareController::onFinished(std::optional<CompareOutcome> outcome)
{
    if (!outcome || outcome->cancelled || (outcome->error && outcome->error->kind == Error::Kind::Cancelled))
        Q_EMIT cancelled();
    else if (outcome->error)
        Q_EMIT failed(*outcome->error);
    else
        Q_EMIT finished(outcome->comparison);
}

} // namespace rl
