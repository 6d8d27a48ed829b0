// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/parallel.h"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace rl {

// Formats `count` items into text block by block and hands each block's text to `emitBlock` in item
// order, so a long run's output (a quarter of a million operators) is never held whole.
// One formatter per core (workersFor; the calling thread is one of them) takes the next block
// as soon as it is done with one, and one writer thread hands the blocks to `emitBlock` in order as
// soon as the next in order is done: writing the file is mostly the kernel copying the text,
// and neither side waits for a whole round of the other. The finished blocks wait in a ring of a
// few per formatter, so the memory stays a few blocks whatever the count.
// `formatBlock(std::string &out, size_t first, size_t last)` appends the text of items
// [first, last) to an emptied buffer (which keeps its capacity) and may run on any formatter;
// `emitBlock(const std::string &)` runs on one thread at a time, in block order, and returns false
// when it failed, which stops the work and is returned.
template<typename FormatBlock, typename Emit>
bool formatInOrderedBlocks(size_t count, size_t itemsPerBlock, const FormatBlock &formatBlock, const Emit &emitBlock)
{
    itemsPerBlock = std::max<size_t>(1, itemsPerBlock);
    const size_t blockCount = (count + itemsPerBlock - 1) / itemsPerBlock;
    const auto itemsOf = [&](size_t block) {
        const size_t first = block * itemsPerBlock;
        return std::pair<size_t, size_t>{first, std::min(count, first + itemsPerBlock)};
    };
    if (blockCount <= 1) { // nothing to overlap
        std::string text;
        if (blockCount == 1)
            formatBlock(text, 0, count);
        return blockCount == 0 || emitBlock(text);
    }

    const size_t formatters = workersFor(count, itemsPerBlock);
    // A cache line each: the formatters append to them all the time, and buffers sharing a line
    // made the threads wait on each other.
    struct alignas(64) Slot
    {
        std::string text;
        bool done = false;
    };
    // Block b is formatted into slot b % ring.size() once block b - ring.size() has been emitted. Three per
    // formatter: one being formatted, one done, one being emitted.
    constexpr size_t kSlotsPerFormatter = 3;
    std::vector<Slot> ring(formatters * kSlotsPerFormatter);

    std::mutex mutex;                    // guards everything below and each Slot::done
    std::condition_variable slotDone;    // the writer waits on it
    std::condition_variable slotEmitted; // the formatters wait on it
    size_t nextToClaim = 0;
    size_t nextToEmit = 0;
    bool failed = false;

    const auto format = [&](size_t) {
        for (;;) {
            std::unique_lock lock(mutex);
            const size_t block = nextToClaim++;
            if (block >= blockCount)
                return;
            slotEmitted.wait(lock, [&] { return failed || block < nextToEmit + ring.size(); });
            if (failed)
                return;
            Slot &slot = ring[block % ring.size()];
            lock.unlock();
            const auto [first, last] = itemsOf(block);
            slot.text.clear();
            formatBlock(slot.text, first, last);
            lock.lock();
            slot.done = true;
            slotDone.notify_one();
        }
    };
    std::thread writer([&] {
        for (size_t block = 0; block < blockCount; ++block) {
            Slot &slot = ring[block % ring.size()];
            {
                std::unique_lock lock(mutex);
                slotDone.wait(lock, [&] { return slot.done; });
            }
            const bool emitted = emitBlock(slot.text);
            const std::lock_guard lock(mutex);
            slot.done = false;
            ++nextToEmit;
            failed = !emitted;
            slotEmitted.notify_all();
            if (failed)
                return;
        }
    });
    runOnWorkers(formatters, format);
    writer.join();
    return !failed;
}

} // namespace rl
