// SPDX-License-Identifier: GPL-3.0-or-later
// An msprof op OPPROF_* directory (core/io/README.md §5.1): OpBasicInfo.csv and the per-block
// metric group CSVs. Input: the files' contents separated by 0x1E, in the order of kFiles; an empty
// part leaves its file out.
#include "tests/fuzz/fuzzharness.h"

#include <QDir>

#include <iterator>

namespace {

const char16_t *const kFiles[] = {u"OpBasicInfo.csv", u"PipeUtilization.csv", u"ArithmeticUtilization.csv",
                                  u"Memory.csv",      u"L2Cache.csv",         u"ResourceConflictRatio.csv"};

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    rl::fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString dir = rl::fuzz::freshDir(u"OPPROF_fuzz"_qs);
    const auto parts = rl::fuzz::splitParts(data, size, std::size(kFiles));
    for (size_t i = 0; i < parts.size(); ++i) {
        if (!parts[i].isEmpty())
            rl::fuzz::writeFile(dir + u'/' + QString::fromUtf16(kFiles[i]), parts[i]);
    }
    rl::fuzz::analyzePaths({dir}, size);
    return 0;
}
