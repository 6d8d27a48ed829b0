// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rl {

// One copy of each metric or work-item name for the whole process, so a MetricMap entry is a
// pointer and a number (16 bytes) rather than a QString and a number (32): a run of a quarter
// of a million kernels holds millions of entries under a few hundred names. The names are kept
// until the process ends; any number of threads may intern at once.
class MetricNames
{
public:
    // The process' copy of `name`; the same pointer for every equal name.
    static const QString *intern(const QString &name);
};

} // namespace rl
