// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"

#include <QByteArray>

namespace rl {

// `rooflens.analysis/1` (contract §5). Unknown values are null, never omitted.
QByteArray analysisToJson(const Analysis &analysis);

} // namespace rl
