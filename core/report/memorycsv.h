// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/memory/memoryreport.h"

#include <QIODevice>

namespace rl {

// `FILE.memory.csv` beside the operator table: per rank one `rank` row with the figures of
// contract §7c (peaks, capacity, alive at the peak, HBM and L2), then one `top_operator` row per
// largest allocation and one `alive_at_peak` row per largest allocation alive at the peak, each
// with its position, name, size and times. A cell a row does not use, or a figure the run does not
// give, is empty. RFC-4180, UTF-8, CRLF; false when a write failed.
bool writeMemoryCsv(const MemoryReport &report, QIODevice &device);

} // namespace rl
