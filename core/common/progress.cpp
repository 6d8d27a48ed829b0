// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/progress.h"

#include <algorithm>

namespace rl {

void Progress::setStage(const QString &stage)
{
    m_stage = stage;
    m_lastPermille = -1;
    report(0.0);
}

void Progress::report(double fraction)
{
    if (!m_callback)
        return;
    const int permille = std::clamp(static_cast<int>(fraction * 1000.0), 0, 1000);
    if (permille == m_lastPermille)
        return;
    const auto now = std::chrono::steady_clock::now();
    // At most ~30 updates a second, but always the first and the last one of a stage.
    if (permille != 1000 && m_lastPermille >= 0 && now - m_lastEmit < std::chrono::milliseconds(33))
        return;
    m_lastPermille = permille;
    m_lastEmit = now;
    m_callback(permille, m_stage);
}

Progress &nullProgress()
{
    thread_local Progress progress;
    return progress;
}

} // namespace rl
