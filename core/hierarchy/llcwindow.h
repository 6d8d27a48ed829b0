// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/llcsamples.h"

#include <optional>

namespace rl {

// The last-level cache's hit rate while one kernel ran, from the ~20 ms samples of a profiler
// DB (Profile::llcSamples): over the cache units, the samples of the one window that holds the
// whole kernel [startNs, endNs], a sample at t covering (previous sample's t, t]. The units'
// rates are weighted by their throughput (a unit nothing reached reports 0, which is no miss),
// or plainly averaged when a sample has none. Read samples are used when the window has any,
// else write samples; `write`, when given, says which. A fraction 0–1; nullopt when no single
// window holds the kernel (it spans a sample, or runs before the second sample or after the
// last), or the window served no bytes, or nothing is known. `samples` sorted by time (as the
// reader leaves them); O(log n) per call.
std::optional<double> llcHitRateOver(const LlcSamples &samples, qint64 startNs, qint64 endNs, bool *write = nullptr);

} // namespace rl
