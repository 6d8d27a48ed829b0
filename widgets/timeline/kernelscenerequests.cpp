// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/timeline/kernelscenerequests.h"

#include "core/timeline/kernelscene.h"
#include "widgets/common/latestonlyrunner.h"

#include <algorithm>

namespace rl {

KernelSceneRequests::KernelSceneRequests(QObject *parent)
    : QObject(parent), m_build(std::make_unique<LatestOnlyRunner<std::shared_ptr<const TimelineScene>>>(
                           this, nullptr, [this](std::optional<std::shared_ptr<const TimelineScene>> scene) {
                               if (scene)
                                   Q_EMIT ready(std::move(*scene));
                           }))
{ }

KernelSceneRequests::~KernelSceneRequests() = default;

bool KernelSceneRequests::request(std::shared_ptr<const Analysis> analysis)
{
    m_build->abandon();
    const Profile &profile = *analysis->profile;
    const bool hasRun = profile.timeline.eventCount() > 0
        || std::any_of(profile.operators.begin(), profile.operators.end(),
                       [](const Operator &o) { return o.startNs.has_value(); });
    if (!hasRun) {
        Q_EMIT ready(nullptr);
        return false;
    }
    if (!isLong(profile)) {
        Q_EMIT ready(std::make_shared<const TimelineScene>(buildKernelScene(profile, analysis.get())));
        return false;
    }
    m_build->start([analysis](Progress &) {
        return std::make_shared<const TimelineScene>(buildKernelScene(*analysis->profile, analysis.get()));
    });
    return true;
}

void KernelSceneRequests::abandon()
{
    m_build->abandon();
}

} // namespace rl
