// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"
#include "core/model/profile.h"

#include <QString>

#include <optional>

namespace rl {

// torch_npu `profiler_info_{rank}.json` (core/io/README.md §8.3): which aic-metrics group the run
// recorded, its rank and the CANN version.
struct TorchNpuRunInfo
{
    QString metricGroup; // "PipeUtilization"...; empty for AiCoreNone or when not recorded
    std::optional<int> rankId;
    QString cannVersion;
    QString level; // "Level0", "Level1"...
};

std::optional<TorchNpuRunInfo> readTorchNpuRunInfo(const QString &path, Diagnostics &diagnostics);

// "ACL_AICORE_PIPE_UTILIZATION" -> "PipeUtilization" (core/io/README.md §8.3); empty when none.
QString metricGroupOfAclName(const QString &aclName);

// msprof `device_{id}/info.json.{id}` (core/io/README.md §8.3): chip from `platform_version`,
// clock from `DeviceInfo[0].aic_frequency`, core counts from `ai_core_num`/`aiv_num`.
// Fills only what `detected` lacks.
bool readMsprofDeviceInfo(const QString &path, DetectedHardware &detected, Diagnostics &diagnostics);

// msprof chip id (`platform_version`) -> SoC family string; empty when unknown.
QString chipOfPlatformVersion(int version);

} // namespace rl
