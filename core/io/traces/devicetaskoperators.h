// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/traces/chrometracereader.h"
#include "core/model/operator.h"

#include <QString>

#include <optional>
#include <vector>

namespace rl {

// One operator from a device task event, when no kernel table defines the operators (a
// trace-event file loaded alone, the old per-device msprof layout; core/io/README.md §2.3):
// "Aicore Time" is the core time of AI Core tasks (and of tasks whose type is not written),
// and the block count is recovered from "Total Cycle" (a sum over blocks) when the clock is
// known. Its source location is "path@offset".
Operator operatorFromDeviceTask(const DeviceTaskEvent &task, const StringTable &names, std::optional<double> clockMhz,
                                const QString &path);

// One operator per device task, in file order; sets the events' Timeline::operatorIndex.
std::vector<Operator> operatorsFromDeviceTasks(ChromeTraceContent &content, std::optional<double> clockMhz,
                                               const QString &path);

} // namespace rl
