// SPDX-License-Identifier: GPL-3.0-or-later
// RoofLens's own rooflens.profile/1 JSON (core/io/README.md §6), inline hardware object included.
#include "tests/fuzz/fuzzharness.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    rl::fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = rl::fuzz::scratchDir() + u"/profile.json";
    rl::fuzz::writeFile(path, QByteArrayView(data, qsizetype(size)));
    rl::fuzz::analyzePaths({path}, size);
    return 0;
}
