// SPDX-License-Identifier: GPL-3.0-or-later
// An msprof PROF_* directory (core/io/README.md §8.2): the msprof_*.json timeline, device_0's
// info.json.0 and an op_summary_*.csv. With an op_summary the timeline sits beside it in
// mindstudio_profiler_output/ and is joined to its rows; without, it is the older per-device
// device_0/timeline/ layout whose device tasks are the operators. Input: timeline, info.json
// and op_summary separated by 0x1E.
#include "tests/fuzz/fuzzharness.h"

#include <QDir>

#include <iterator>

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    rl::fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString run = rl::fuzz::freshDir(u"PROF_000001_fuzz"_qs);
    const auto parts = rl::fuzz::splitParts(data, size, 3);
    const bool textExport = parts.size() > 2 && !parts[2].isEmpty();
    const QString timelineDir = run + (textExport ? u"/mindstudio_profiler_output"_qs : u"/device_0/timeline"_qs);
    QDir().mkpath(run + u"/device_0");
    if (!parts[0].isEmpty())
        rl::fuzz::writeFile(timelineDir + u"/msprof_0.json"_qs, parts[0]);
    if (parts.size() > 1 && !parts[1].isEmpty())
        rl::fuzz::writeFile(run + u"/device_0/info.json.0", parts[1]);
    if (textExport)
        rl::fuzz::writeFile(run + u"/mindstudio_profiler_output/op_summary_0.csv", parts[2]);
    rl::fuzz::analyzePaths({run}, size);
    return 0;
}
