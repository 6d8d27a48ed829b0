// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"

#include <QByteArray>
#include <QIODevice>

namespace rl {

// `rooflens.comparison/1` (app/README.md §5). Unknown values are null, never omitted; fields
// beyond the contract (names, verdicts, limiting components) are additions.
// One line by default, `indent` spaces per level when asked.
QByteArray comparisonToJson(const Comparison &comparison, int indent = -1);
// The same written to `device` as it is made, the matches a block at a time, so two long
// runs' comparison is never held whole in memory; false when a write failed.
bool writeComparisonJson(const Comparison &comparison, QIODevice &device, int indent = -1);

// One element of the document's `matches` as writeComparisonJson writes it (one line): for
// answers that list a few deltas (core/agent/README.md §6).
QByteArray comparisonDeltaJson(const Comparison &comparison, const OperatorDelta &delta);

} // namespace rl
