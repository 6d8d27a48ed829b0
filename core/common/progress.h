// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <atomic>
#include <chrono>
#include <functional>

namespace rl {

// Progress reporting and cancellation for long work (loading, exporting). Importers call
// report() as often as they like; the callback is throttled so a GUI is never flooded.
// Cancellation is cooperative: long loops poll cancelled().
class Progress
{
public:
    using Callback = std::function<void(int permille, const QString &stage)>;

    Progress() = default;
    explicit Progress(Callback callback) : m_callback(std::move(callback)) { }

    void setCallback(Callback callback) { m_callback = std::move(callback); }
    void setStage(const QString &stage);

    // fraction in [0, 1] of the current stage
    void report(double fraction);
    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    bool cancelled() const { return m_cancelled.load(std::memory_order_relaxed); }

private:
    Callback m_callback;
    QString m_stage;
    std::atomic<bool> m_cancelled{false};
    int m_lastPermille = -1;
    std::chrono::steady_clock::time_point m_lastEmit{};
};

// A Progress that ignores everything; handy default argument.
Progress &nullProgress();

} // namespace rl
