// SPDX-License-Identifier: GPL-3.0-or-later
// A torch_npu profiler run (core/io/README.md §8.1): ASCEND_PROFILER_OUTPUT/kernel_details.csv (or,
// when the part is an SQLite file, ascend_pytorch_profiler_0.db), trace_view.json joined to
// its rows, and profiler_info_0.json. Input: those three parts separated by 0x1E.
#include "tests/fuzz/fuzzharness.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    rl::fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString run = rl::fuzz::freshDir(u"rank0_ascend_pt"_qs);
    const QString output = run + u"/ASCEND_PROFILER_OUTPUT";
    const auto parts = rl::fuzz::splitParts(data, size, 3);
    if (!parts[0].isEmpty()) {
        const bool db = parts[0].startsWith(QByteArrayView("SQLite format 3"));
        rl::fuzz::writeFile(output + (db ? u"/ascend_pytorch_profiler_0.db" : u"/kernel_details.csv"), parts[0]);
    }
    if (parts.size() > 1 && !parts[1].isEmpty())
        rl::fuzz::writeFile(output + u"/trace_view.json", parts[1]);
    if (parts.size() > 2 && !parts[2].isEmpty())
        rl::fuzz::writeFile(run + u"/profiler_info_0.json", parts[2]);
    rl::fuzz::analyzePaths({run}, size);
    return 0;
}
