// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <optional>
#include <vector>

namespace rl {

// One sample of the last-level cache (the L2 the AI Cores share), as a profiler DB's LLC table
// records it every ~20 ms per cache unit (core/io/README.md §4.6). A sample at t covers the time
// since the previous sample: (previous t, t].
struct LlcSample
{
    qint64 timestampNs = 0; // on the clock of the kernels' start times
    int llcId = 0;
    double hitRate = 0.0;                // fraction 0–1
    std::optional<double> throughputBps; // bytes per second as the table holds it (0 in the first sample)
    bool write = false;                  // a write-mode sample; read mode otherwise
};

// A profile's samples, sorted by time, then cache unit.
using LlcSamples = std::vector<LlcSample>;

} // namespace rl
