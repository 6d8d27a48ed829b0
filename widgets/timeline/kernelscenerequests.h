// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/timeline/timelinescene.h"

#include <QObject>

#include <memory>
#include <optional>

namespace rl {

template<typename Outcome>
class LatestOnlyRunner;

// The kernel-level scene of an analysis, built where it should be: a run with few events at
// once, a big one (a gigabyte trace_view.json) on a worker thread through LatestOnlyRunner,
// so the GUI stays responsive. A newer request or abandon() drops an older build: its scene
// is never shown.
class KernelSceneRequests : public QObject
{
    Q_OBJECT
public:
    // Runs with more timeline events and operators together than this are laid out off the
    // GUI thread. Operators count too: a kernel table of a quarter of a million rows has no
    // timeline events, and laying its calls out took the GUI thread 0.4 s.
    static constexpr size_t kBackgroundBuildItems = 50000;
    // Whether the profile's layout is one of those: long enough to wait for.
    static bool isLong(const Profile &profile)
    {
        return profile.timeline.eventCount() + profile.operators.size() >= kBackgroundBuildItems;
    }

    explicit KernelSceneRequests(QObject *parent = nullptr);
    ~KernelSceneRequests() override;

    // Emits ready() before returning and returns false, or returns true and emits ready()
    // when the worker is done. A run without start times has no kernel level: ready(nullptr).
    bool request(std::shared_ptr<const Analysis> analysis);
    void abandon();

Q_SIGNALS:
    void ready(std::shared_ptr<const rl::TimelineScene> scene);

private:
    std::unique_ptr<LatestOnlyRunner<std::shared_ptr<const TimelineScene>>> m_build;
};

} // namespace rl
