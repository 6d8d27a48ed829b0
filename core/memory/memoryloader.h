// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/memory/memorydata.h"

#include <QStringList>

#include <optional>

namespace rl {

// The device memory of the job at or below `paths` (folders are searched, a file stands for its
// own folder; core/memory/README.md §2): per rank, the profiler DB's memory tables, else the
// torch_npu CSVs. Nothing when no source has a row. Unreadable files and malformed rows are
// warnings with the file and line; the rest still loads.
std::optional<MemoryData> loadMemory(const QStringList &paths);

} // namespace rl
