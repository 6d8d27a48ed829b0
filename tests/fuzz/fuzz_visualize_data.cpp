// SPDX-License-Identifier: GPL-3.0-or-later
// msprof op's visualize_data.bin (core/io/README.md §3) on its own.
#include "tests/fuzz/fuzzharness.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    rl::fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = rl::fuzz::scratchDir() + u"/visualize_data.bin";
    rl::fuzz::writeFile(path, QByteArrayView(data, qsizetype(size)));
    rl::fuzz::analyzePaths({path}, size);
    return 0;
}
