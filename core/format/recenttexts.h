// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/recentvalues.h"

#include <QString>

#include <cstddef>

namespace rl {

// The last few texts made of a number, kept to be said again: a run's sentences say the same
// two or three thresholds and roofs for nearly every kernel. Only for texts that do not depend
// on the language.
template<size_t N>
using RecentTexts = RecentValues<double, QString, N>;

} // namespace rl
