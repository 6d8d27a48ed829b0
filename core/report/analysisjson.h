// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"

#include <QByteArray>

class QIODevice;

namespace rl {

// `rooflens.analysis/1` (app/README.md §4). Unknown values are null, never omitted. One line by
// default, `indent` spaces per level when asked (a long run's file is then twice the size).
QByteArray analysisToJson(const Analysis &analysis, int indent = -1);

// The same text written to `device` as it is produced, a megabyte at a time, so a long run's
// document is never held whole. False when a write failed (the device's errorString says why).
bool writeAnalysisJson(const Analysis &analysis, QIODevice &device, int indent = -1);

// One element of the document's `operators`, the operator at `position` in
// Analysis::operators, as writeAnalysisJson writes it (one line): for answers about one operator
// (core/agent/README.md §4) without writing the run.
QByteArray analysisOperatorJson(const Analysis &analysis, size_t position);

} // namespace rl
