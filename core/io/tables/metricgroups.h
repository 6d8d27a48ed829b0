// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace rl {

// Are these names prefixed aic_/aiv_ (separated AIC/AIV chips, core/io/README.md §0.4)?
bool hasSeparatedNaming(const QStringList &names);

// The aic-metrics groups these names belong to ("PipeUtilization", "Memory"...), in a fixed
// order (core/io/README.md §1.4, §5.1).
QStringList metricGroupsOf(const QStringList &names);

} // namespace rl
