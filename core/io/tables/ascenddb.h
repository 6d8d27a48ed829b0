// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/progress.h"
#include "core/common/result.h"
#include "core/model/profile.h"

#include <QString>

namespace rl {

// The SQLite exports of msprof (`msprof_*.db`) and torch_npu (`ascend_pytorch_profiler_*.db`),
// core/io/README.md §4: TASK ⋈ COMPUTE_TASK_INFO ⋈ TASK_PMU_INFO on globalTaskId, names through
// STRING_IDS, the chip from NPU_INFO and the clock from AICORE_FREQ. PMU `*_time` values are
// nanoseconds there. Communication ops (COMMUNICATION_OP) become operators too, as they are
// rows of the kernel table; every TASK row goes on the timeline. The LLC table's cache samples
// come along (llctable.h). Opened read-only through a connection of its own, removed afterwards.
Result<Profile> readAscendDb(const QString &path, Progress &progress);

// Does `head` start like an SQLite database?
bool looksLikeSqlite(const QByteArray &head);

} // namespace rl
