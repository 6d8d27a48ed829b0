// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/parallel.h"

#include <algorithm>
#include <array>
#include <string>
#include <thread>
#include <vector>

namespace rl {

// Formats `count` items into text block by block and hands each block's text to `emit` in item
// order, so a long run's output (a quarter of a million operators) is never held whole. A
// round of blocks, one per core (workersFor), is formatted at a time; while one round is
// formatted, the round before is handed to `emit` on a thread of its own: writing the file is
// mostly the kernel copying the text, and the cores waited for it.
// `formatBlock(std::string &out, size_t first, size_t last)` appends the text of items
// [first, last) to an emptied buffer (which keeps its capacity); `emit(const std::string &)`
// returns false when it failed, which stops the work and is returned.
template<typename FormatBlock, typename Emit>
bool formatInOrderedBlocks(size_t count, size_t itemsPerBlock, const FormatBlock &formatBlock, const Emit &emit)
{
    itemsPerBlock = std::max<size_t>(1, itemsPerBlock);
    const size_t workers = workersFor(count, itemsPerBlock);
    // A cache line each: the formatters append to them all the time, and buffers sharing a line
    // made the threads wait on each other.
    struct alignas(64) Block
    {
        std::string text;
    };
    // Two sets: one being formatted, the other being emitted.
    std::array<std::vector<Block>, 2> sets{std::vector<Block>(workers), std::vector<Block>(workers)};
    std::thread emitter;
    bool emitted = true; // written by the emitter, read after joining it
    size_t set = 0;
    for (size_t round = 0; round < count; round += itemsPerBlock * workers, set ^= 1) {
        const size_t inRound = std::min(workers, (count - round + itemsPerBlock - 1) / itemsPerBlock);
        std::vector<Block> &blocks = sets[set];
        runOnWorkers(inRound, [&](size_t w) {
            const size_t first = round + w * itemsPerBlock;
            blocks[w].text.clear();
            formatBlock(blocks[w].text, first, std::min(count, first + itemsPerBlock));
        });
        if (emitter.joinable())
            emitter.join();
        if (!emitted)
            return false;
        emitter = std::thread([&blocks, inRound, &emit, &emitted] {
            for (size_t w = 0; w < inRound && emitted; ++w)
                emitted = emit(blocks[w].text);
        });
    }
    if (emitter.joinable())
        emitter.join();
    return emitted;
}

} // namespace rl
