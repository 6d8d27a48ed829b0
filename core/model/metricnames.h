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
    // The process' copy of a list of `n` interned names (MetricMap::shareNames): the same
    // pointer for every equal list. Null once the registry holds kMaxLists lists: the rows of
    // real tables name a handful of sets, and a table naming a new set per row would only
    // fill it.
    static const QString *const *internList(const QString *const *names, qsizetype n);
    static constexpr size_t kMaxLists = 4096;
};

} // namespace rl
