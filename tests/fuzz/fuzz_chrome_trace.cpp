// SPDX-License-Identifier: GPL-3.0-or-later
// A torch_npu trace_view.json (or any Chrome trace-event timeline) on its own, as `rooflens
// analyze FILE` reads it; then the same file again cut into small batches on one or two
// threads, as gigabyte traces are read. The reader promises the same result whatever the
// batching (chrometracereader.h): a difference is a bug and stops the fuzzer.
#include "tests/fuzz/fuzzharness.h"

#include "core/io/traces/chrometracereader.h"

#include <cstdio>
#include <cstdlib>

namespace {

void expectSame(const rl::ChromeTraceContent &a, const rl::ChromeTraceContent &b, const char *what)
{
    const rl::Timeline &x = a.timeline, &y = b.timeline;
    bool same = x.startNs == y.startNs && x.durNs == y.durNs && x.lane == y.lane && x.lanes.size() == y.lanes.size()
        && x.counters.size() == y.counters.size() && a.deviceTasks.size() == b.deviceTasks.size()
        && x.nameId.size() == y.nameId.size();
    for (size_t i = 0; same && i < x.nameId.size(); ++i)
        same = x.strings.view(x.nameId[i]) == y.strings.view(y.nameId[i]);
    for (size_t i = 0; same && i < a.deviceTasks.size(); ++i)
        same = a.deviceTasks[i].timelineIndex == b.deviceTasks[i].timelineIndex
            && a.deviceTasks[i].streamId == b.deviceTasks[i].streamId;
    if (!same) {
        std::fprintf(stderr, "rooflens fuzz: the trace read in small batches (%s) differs from one read whole\n", what);
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    rl::fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = rl::fuzz::scratchDir() + u"/trace_view.json";
    rl::fuzz::writeFile(path, QByteArrayView(data, qsizetype(size)));
    rl::fuzz::analyzePaths({path}, size);

    auto whole = rl::readChromeTrace(path, rl::nullProgress(), {1, size_t(1) << 30});
    rl::ChromeTraceReadOptions small;
    small.threads = 1 + int(size % 2);
    small.batchBytes = 32 + size % 256;
    auto batched = rl::readChromeTrace(path, rl::nullProgress(), small);
    if (whole.ok() != batched.ok()) {
        std::fprintf(stderr, "rooflens fuzz: the trace reads %s whole but %s in small batches\n",
                     whole.ok() ? "fine" : "with an error", batched.ok() ? "fine" : "with an error");
        std::abort();
    }
    if (whole.ok())
        expectSame(*whole, *batched, small.threads > 1 ? "two threads" : "one thread");
    return 0;
}
