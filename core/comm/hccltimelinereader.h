// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationdata.h"
#include "core/common/result.h"

namespace rl {

// An msprof timeline's HCCL track, `device_<n>/timeline/hccl_<dev>_<x>_<iter>.json`
// (core/comm/README.md §1.5): one collective per op event, its figures worked out from the copy
// and notify tasks inside its window the way msprof defines them (§3), every one marked derived.
// The rank is the copy tasks' `src rank`, not the folder's number.
Result<CommunicationData> readHcclTimeline(const QString &path);

} // namespace rl
