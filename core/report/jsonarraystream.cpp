// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/jsonarraystream.h"

#include "core/common/parallel.h"

#include <array>
#include <string>
#include <thread>

namespace rl::json {

namespace {

// Formats the `count` items of an array (written at depth 1 of the document) block by block and hands each
// block's text to `emit` in order; with a long run, a round of blocks at a time is formatted on the cores
// (workersFor). Formatting took most of a long run's `--json`, and the items are independent. While one round
// is formatted, the round before is handed to `emit` on a thread of its own: writing the file is mostly the
// kernel copying the text (2.5 s of the 246k-kernel run's 5.6 s, README.md), and the cores waited for it.
// False when `emit` fails.
template<typename WriteItem, typename Emit>
bool formatInBlocks(size_t count, int indent, const WriteItem &writeItem, const Emit &emit)
{
    constexpr size_t kBlock = 512; // a megabyte or so of text; a thread start per block is a few per second of work
    const size_t workers = workersFor(count, kBlock);
    // A cache line each: the writers append to them all the time, and buffers sharing a line
    // made the threads wait on each other.
    struct alignas(64) Block
    {
        std::string text;
    };
    // Two sets: one being formatted, the other being emitted.
    std::array<std::vector<Block>, 2> sets{std::vector<Block>(workers), std::vector<Block>(workers)};
    const auto format = [&](std::vector<Block> &blocks, size_t worker, size_t first) {
        std::string &out = blocks[worker].text;
        out.clear(); // keeps its capacity
        JsonStreamWriter w(out, indent, 1);
        w.continueArray(first);
        for (size_t i = first, last = std::min(count, first + kBlock); i < last; ++i)
            writeItem(w, i);
    };
    std::thread emitter;
    bool emitted = true; // written by the emitter, read after joining it
    size_t set = 0;
    for (size_t round = 0; round < count; round += kBlock * workers, set ^= 1) {
        const size_t inRound = std::min(workers, (count - round + kBlock - 1) / kBlock);
        std::vector<Block> &blocks = sets[set];
        runOnWorkers(inRound, [&](size_t w) { format(blocks, w, round + w * kBlock); });
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

} // namespace

bool writeJsonWithStreamedArrays(QIODevice &device, const Json &root, int indent,
                                 const std::vector<StreamedArray> &arrays)
{
    const QByteArray text = dumpFragment(root, indent);
    static constexpr size_t kChunk = size_t(1) << 20;
    std::string chunk;
    chunk.reserve(kChunk + 64 * 1024);
    const auto flush = [&] {
        const bool ok = device.write(chunk.data(), qint64(chunk.size())) == qint64(chunk.size());
        chunk.clear(); // keeps its capacity
        return ok;
    };
    // The text up to a marker, then the array it stands for, item by item.
    qsizetype from = 0;
    for (const StreamedArray &array : arrays) {
        const QByteArray marker = QByteArray::fromStdString(Json(array.marker).dump());
        const qsizetype at = text.indexOf(marker, from);
        if (at < 0)
            continue; // not in this document
        chunk.append(text.constData() + from, size_t(at - from));
        from = at + marker.size();
        JsonStreamWriter writer(chunk, indent, 1);
        writer.beginArray();
        const bool ok = formatInBlocks(array.count, indent, array.writeItem, [&](const std::string &block) {
            if (chunk.size() + block.size() < kChunk) {
                chunk += block;
                return true;
            }
            return flush() && device.write(block.data(), qint64(block.size())) == qint64(block.size());
        });
        writer.itemsWrittenElsewhere(array.count);
        writer.endArray();
        if (!ok)
            return false;
    }
    chunk.append(text.constData() + from, size_t(text.size() - from));
    chunk += '\n';
    return flush();
}

} // namespace rl::json
