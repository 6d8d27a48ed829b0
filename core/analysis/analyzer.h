// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/advicecatalog.h"
#include "core/analysis/analysis.h"

#include <memory>

namespace rl {

struct AnalyzeOptions
{
    Thresholds thresholds;
    QString language = QStringLiteral("en"); // advice text language ("en", "zh_CN")
    bool estimateWork = true;                // derive work from shapes when counters are absent
    // Worker threads for the per-operator work; 0: one per core for runs long enough to pay.
    // The result is the same for any count.
    unsigned threads = 0;
};

// The one implementation of the model that the GUI, the CLI and the reports share:
// Profile + HardwareSpec + Thresholds -> Analysis.
Analysis analyze(std::shared_ptr<const Profile> profile, const HardwareSpec &hardware, const AnalyzeOptions &options,
                 const AdviceCatalog &advice);

} // namespace rl
