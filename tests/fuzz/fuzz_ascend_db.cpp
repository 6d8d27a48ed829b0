// SPDX-License-Identifier: GPL-3.0-or-later
// The SQLite exports, msprof_*.db and torch_npu ascend_pytorch_profiler_*.db
// (core/io/README.md §4): the input bytes are copied to a temporary file, which Qt's SQLite driver
// opens read-only.
#include "tests/fuzz/fuzzharness.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    rl::fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = rl::fuzz::scratchDir() + u"/msprof_0.db";
    rl::fuzz::writeFile(path, QByteArrayView(data, qsizetype(size)));
    rl::fuzz::analyzePaths({path}, size);
    return 0;
}
