// SPDX-License-Identifier: GPL-3.0-or-later
// A kernel table file on its own: torch_npu kernel_details.csv in its header variants or an
// msprof op_summary_*.csv (core/io/README.md §1), as `rooflens analyze FILE` reads it.
#include "tests/fuzz/fuzzharness.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    rl::fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = rl::fuzz::scratchDir() + u"/kernel_details.csv";
    rl::fuzz::writeFile(path, QByteArrayView(data, qsizetype(size)));
    rl::fuzz::analyzePaths({path}, size);
    return 0;
}
