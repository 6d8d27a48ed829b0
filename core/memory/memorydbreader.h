// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"
#include "core/memory/memorydata.h"

#include <optional>

namespace rl {

// The memory tables of a profiler DB (ascend_pytorch_profiler_<rank>.db, msprof_*.db; README §2),
// opened read-only and immutable: one RankMemory per deviceId the rows name. `rank` is the run
// folder's (torch_npu); a file whose rows name one device takes it, otherwise (msprof records no
// rank) each device's rank is its id. A file without memory tables gives no ranks; one SQLite
// cannot open is an error.
Result<MemoryData> readProfilerDbMemory(const QString &path, std::optional<int> rank);

} // namespace rl
