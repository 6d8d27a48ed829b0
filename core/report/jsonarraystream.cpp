// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/jsonarraystream.h"

#include "core/common/orderedblocks.h"

#include <string>

namespace rl::json {

namespace {

// The items of an array written at depth 1 of the document, `itemsPerBlock` to a block (a
// megabyte or so of text for a long run's operators, so handing a block on is a few per second
// of work and the blocks waiting to be written hold a few megabytes).
template<typename WriteItem, typename Emit>
bool formatInBlocks(size_t count, size_t itemsPerBlock, int indent, const WriteItem &writeItem, const Emit &emit)
{
    const auto formatBlock = [&](std::string &out, size_t first, size_t last) {
        JsonStreamWriter w(out, indent, 1);
        w.continueArray(first);
        for (size_t i = first; i < last; ++i)
            writeItem(w, i);
    };
    return formatInOrderedBlocks(count, itemsPerBlock, formatBlock, emit);
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
        writer.flush(); // the '[' before the blocks
        const bool ok = formatInBlocks(
            array.count, array.itemsPerBlock, indent, array.writeItem, [&](const std::string &block) {
                if (chunk.size() + block.size() < kChunk) {
                    chunk += block;
                    return true;
                }
                return flush() && device.write(block.data(), qint64(block.size())) == qint64(block.size());
            });
        writer.itemsWrittenElsewhere(array.count);
        writer.endArray();
        writer.flush();
        if (!ok)
            return false;
    }
    chunk.append(text.constData() + from, size_t(text.size() - from));
    chunk += '\n';
    return flush();
}

} // namespace rl::json
