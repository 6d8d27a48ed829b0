// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"
#include "core/common/result.h"
#include "core/memory/memorydata.h"

#include <optional>

namespace rl {

class RankMemoryBuilder;

// torch_npu's memory CSVs in a rank's ASCEND_PROFILER_OUTPUT/ (README §1, §2): MB are 2^20 bytes,
// KB 2^10, times µs with three decimals (and a trailing TAB) made integer ns. A file that cannot
// be read, or whose header lacks a column the rows need, is an error; a malformed row is left
// out, one warning per file naming its first line. `device` is set from the Device Type column.

// memory_record.csv: the PTA+GE, PTA, GE, APP and WORKSPACE series.
Status readMemoryRecordCsv(const QString &path, RankMemoryBuilder &into, std::optional<int> &device,
                           Diagnostics &diagnostics);
// operator_memory.csv: one allocation interval per row (an empty release: after the profile).
// Long files are read in parts on the cores (`threads` 0: one per core).
Status readOperatorMemoryCsv(const QString &path, AllocationColumns &into, std::optional<int> &device,
                             Diagnostics &diagnostics, unsigned threads = 0);
// npu_module_mem.csv: reserved memory per module.
Status readNpuModuleMemCsv(const QString &path, RankMemoryBuilder &into, std::optional<int> &device,
                           Diagnostics &diagnostics);

// The three files of `folder` that are there, as one rank: nothing when none has a row.
std::optional<RankMemory> readMemoryCsvFolder(const QString &folder, int rank, Diagnostics &diagnostics);

} // namespace rl
