// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/traces/simulatortracereader.h"
#include "core/io/traces/visualizecontainer.h"
#include "core/model/profile.h"

namespace rl {

// What the blocks of one visualize_data.bin say about its operator.
struct VisualizeContent
{
    Operator op;
    QString chip;                                  // 0x05 "soc"
    std::optional<double> clockMhz;                // cube cycles (0x08) over cube time (0x05), when they agree
    std::optional<SimulatorTraceContent> pipeline; // block 0x02
    Diagnostics diagnostics;
};

// 0x05 → name, type, block dims, duration, per-sub-core times; 0x06 → Cube/Vector busy ratios
// (× the sub-core's time = busy µs, averaged per kind); 0x07/0x08/0x0C → Operator::metrics;
// 0x02 → the pipeline (busy then comes from its instructions instead). `path` for messages.
Result<VisualizeContent> interpretVisualizeBlocks(const std::vector<VisualizeBlock> &blocks, const QString &path,
                                                  Progress &progress);

} // namespace rl
