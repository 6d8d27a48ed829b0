// SPDX-License-Identifier: GPL-3.0-or-later
// An msprof op simulator folder with per-core files only (core/io/README.md §5.3, §5.4):
// OPPROF_fuzz/simulator/core0.cubecore0/trace.json and core0.veccore0/trace.json (numeric
// pids: the pipes), their *_instr_exe.csv beside them, and the run's OpBasicInfo.csv, which
// names the operator. Input: those four parts separated by 0x1E, in the order of kFiles.
#include "tests/fuzz/fuzzharness.h"

#include <QDir>

#include <iterator>

namespace {

const char16_t *const kFiles[] = {u"simulator/core0.cubecore0/trace.json", u"simulator/core0.veccore0/trace.json",
                                  u"simulator/core0.cubecore0_instr_exe.csv", u"OpBasicInfo.csv"};

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    rl::fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString run = rl::fuzz::freshDir(u"OPPROF_fuzz"_qs);
    const auto parts = rl::fuzz::splitParts(data, size, std::size(kFiles));
    QDir().mkpath(run + u"/simulator");
    for (size_t i = 0; i < parts.size(); ++i) {
        if (!parts[i].isEmpty())
            rl::fuzz::writeFile(run + u'/' + QString::fromUtf16(kFiles[i]), parts[i]);
    }
    rl::fuzz::analyzePaths({run + u"/simulator"}, size);
    return 0;
}
