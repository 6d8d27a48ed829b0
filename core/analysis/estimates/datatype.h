// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rl {

// Precision id for a profiler data type ("FLOAT16" -> "fp16"), empty when not a compute type.
QString precisionOfDataType(const QString &dataType);
// Bytes per element, 0 when unknown.
int bytesOfDataType(const QString &dataType);

} // namespace rl
