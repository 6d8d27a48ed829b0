// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cstddef>
#include <thread>
#include <utility>
#include <vector>

namespace rl {

// How many threads to share `count` independent items between: `requested` when given (never
// more than the items), else one per core, up to 8, each with at least `minPerWorker` items so
// that starting it pays (a thread costs tens of microseconds).
inline size_t workersFor(size_t count, size_t minPerWorker, unsigned requested = 0)
{
    if (requested > 0)
        return std::clamp<size_t>(requested, 1, std::max<size_t>(1, count));
    constexpr size_t kMaxWorkers = 8;
    const size_t cores = std::max(1u, std::thread::hardware_concurrency());
    return std::clamp<size_t>(count / std::max<size_t>(1, minPerWorker), 1, std::min(cores, kMaxWorkers));
}

// The items [first, last) of worker `w` when `count` items are shared between `workers` in
// contiguous slices, in order: the slices of workers 0, 1, … follow each other, so results
// joined in worker order are in item order.
inline std::pair<size_t, size_t> sliceOf(size_t count, size_t workers, size_t w)
{
    return {count * w / workers, count * (w + 1) / workers};
}

// Runs work(w) for every w below `workers`, w = 0 on the calling thread, and returns when all
// are done.
template<typename Work>
void runOnWorkers(size_t workers, const Work &work)
{
    std::vector<std::thread> threads;
    threads.reserve(workers > 0 ? workers - 1 : 0);
    for (size_t w = 1; w < workers; ++w)
        threads.emplace_back(work, w);
    if (workers > 0)
        work(size_t(0));
    for (std::thread &t : threads)
        t.join();
}

} // namespace rl
