// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rl::bench {

// Writes a torch_npu rank folder into `dir` whose ASCEND_PROFILER_OUTPUT/operator_memory.csv holds
// `rows` allocations shaped as the real ones (15 columns, µs with three decimals and a trailing
// TAB, a third released after the profile) and a short memory_record.csv. Returns the CSV's path,
// empty when it cannot be written.
QString writeAllocationJob(const QString &dir, qint64 rows);

} // namespace rl::bench
