// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/traces/chrometracereader.h"

#include <optional>
#include <vector>

namespace rl {

// The AI Core clock the kernels ran at, from the "AI Core Freq" counter: the frequency in
// effect when each AI Core task started, weighted by the task's duration. The device drops to
// an idle clock between bursts (CANN 8.5 runs show 1800 -> 800 -> 1800 MHz, core/io/README.md),
// and a clock taken from the whole run's time would then be the idle one. Without device tasks,
// the frequency held for most of the run. nullopt for an empty series.
std::optional<double> kernelClockMhz(const CounterSeries &frequency, const std::vector<DeviceTaskEvent> &tasks);

} // namespace rl
