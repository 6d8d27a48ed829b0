// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rl {

class MemoryDatabase;

// The readers of the memory tables of a profiler DB (README §2), each adding its table's rows to
// the builder of the row's device. A missing table adds nothing; a table without the columns it
// needs is a warning; rows that cannot be used are one warning per table and reason, naming the
// first by rowid. Sizes are bytes, times ns, as the file has them (README §1).

// MEMORY_RECORD: the PTA+GE, PTA, GE and WORKSPACE series.
void readMemoryRecordTable(MemoryDatabase &db);
// NPU_MEM: the APP series (the `app` rows' hbm + ddr), reserved only.
void readNpuMemTable(MemoryDatabase &db);
// NPU_MODULE_MEM: reserved memory per ENUM_MODULE module.
void readNpuModuleMemTable(MemoryDatabase &db);
// OP_MEMORY: one allocation interval per row.
void readOpMemoryTable(MemoryDatabase &db);
// NPU_OP_MEM: the NPU_OP_MEM series (the pool's totals after each event) and the allocation
// intervals its allocate/release pairs make (on operator, address and device).
void readNpuOpMemTable(MemoryDatabase &db);
// HBM: the bandwidth per sample time, read and write summed over the units.
void readHbmTable(MemoryDatabase &db);
// LLC: the L2 hit rate per mode and sample time.
void readLlcTable(MemoryDatabase &db);

} // namespace rl
