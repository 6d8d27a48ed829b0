// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rl {

// A rate with a decimal prefix: "353.9 TFLOP/s", or with `bytes` "1.38 TB/s".
QString formatRate(double perSecond, bool bytes);

} // namespace rl
