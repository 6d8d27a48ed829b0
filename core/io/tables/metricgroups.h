// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace rl {

// Are these names prefixed aic_/aiv_ (separated AIC/AIV chips, formats.md §0.2)?
bool hasSeparatedNaming(const QStringList &names);

// The aic-metrics groups these names belong to ("PipeUtilization", "Memory"...), in a fixed
// order (formats.md §1.3, §3.4).
QStringList metricGroupsOf(const QStringList &names);

} // namespace rl
