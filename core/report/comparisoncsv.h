// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"

#include <QByteArray>
#include <QIODevice>

namespace rl {

// The delta table as RFC-4180 CSV (UTF-8, CRLF): one row per match, then one per unmatched
// operator of either run (`status` says which).
QByteArray comparisonToCsv(const Comparison &comparison);
// The same written to `device` as it is made (writeCsvRows); false when a write failed.
bool writeComparisonCsv(const Comparison &comparison, QIODevice &device);

} // namespace rl
