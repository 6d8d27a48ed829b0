// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"

#include <QByteArray>

namespace rl {

// One row per operator: the operator table of the GUI as RFC-4180 CSV (UTF-8, CRLF).
QByteArray analysisToCsv(const Analysis &analysis);

// Quotes a CSV field when it needs it.
QString csvField(const QString &text);

} // namespace rl
