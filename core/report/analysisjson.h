// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"

#include <QByteArray>

namespace rl {

// `rooflens.analysis/1` (app/README.md §4). Unknown values are null, never omitted. One line by
// default, `indent` spaces per level when asked (a long run's file is then twice the size).
QByteArray analysisToJson(const Analysis &analysis, int indent = -1);

} // namespace rl
