// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"

#include <QString>

namespace rl::bench {

// Writes `copies` copies of the body rows of a real kernel table (kernel_details.csv or
// op_summary_*.csv) to `target`, as a training run of that many more steps would: each copy's
// Step Id moves on by the number of steps the source spans and its start times by the time
// it spans plus 100 µs. Everything else is the source's bytes, field for field. Returns the
// number of rows written.
Result<qint64> writeRepeatedTable(const QString &source, const QString &target, int copies);

} // namespace rl::bench
