// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/visualizecontainer.h"

#include "core/common/tr.h"

#include <QFile>
#include <QtEndian>

#include <limits>

namespace rl {

namespace {

constexpr qint64 kHeaderBytes = 12;
constexpr qint64 kPathBytes = 4096;
constexpr quint8 kVersionDefault = 0x5A;
constexpr quint8 kVersionInstrApi = 0x00;
constexpr quint8 kReserved = 0x5A;
// The largest blocks (instruction traces of long simulations) stay far below this; a claim
// above it is a damaged header, and copying it would take that much memory.
constexpr quint64 kMaxBlockBytes = quint64(1) << 30;

Error errorAt(const QString &path, qint64 offset, const QString &message)
{
    return makeError(Error::Kind::Input, message, path + u'@' + QString::number(offset));
}

} // namespace

bool looksLikeVisualizeData(const QByteArray &head)
{
    if (head.size() < kHeaderBytes)
        return false;
    const auto *h = reinterpret_cast<const uchar *>(head.constData());
    const quint8 type = h[8], padding = h[9], version = h[10], reserved = h[11];
    const quint64 size = qFromLittleEndian<quint64>(h);
    return type >= VisualizeBlock::SourceFile && type <= VisualizeBlock::LastKnown && padding < 4
        && (version == kVersionDefault || version == kVersionInstrApi) && reserved == kReserved && size >= padding
        && size < (quint64(1) << 40);
}

Result<std::vector<VisualizeBlock>> parseVisualizeBlocks(const QByteArray &data, const QString &path)
{
    std::vector<VisualizeBlock> blocks;
    const qint64 total = data.size();
    if (total == 0)
        return errorAt(path, 0, Tr::tr("the file is empty"));
    const auto *bytes = reinterpret_cast<const uchar *>(data.constData());
    qint64 offset = 0;
    while (offset < total) {
        if (total - offset < kHeaderBytes)
            return errorAt(path, offset, Tr::tr("truncated block header (%1 of 12 bytes)").arg(total - offset));
        const quint64 size = qFromLittleEndian<quint64>(bytes + offset);
        VisualizeBlock block;
        block.type = bytes[offset + 8];
        const quint8 padding = bytes[offset + 9];
        block.version = bytes[offset + 10];
        const quint8 reserved = bytes[offset + 11];
        block.headerOffset = offset;
        if (block.version != kVersionDefault && block.version != kVersionInstrApi)
            return errorAt(path, offset + 10,
                           Tr::tr("unknown block version 0x%1").arg(block.version, 2, 16, QLatin1Char('0')));
        if (reserved != kReserved)
            return errorAt(
                path, offset + 11,
                Tr::tr("not a visualize_data.bin block (reserved byte 0x%1)").arg(reserved, 2, 16, QLatin1Char('0')));
        if (block.type == 0 || block.type > VisualizeBlock::LastKnown)
            return errorAt(path, offset + 8,
                           Tr::tr("unknown block type 0x%1").arg(block.type, 2, 16, QLatin1Char('0')));
        qint64 payload = offset + kHeaderBytes;
        if (block.type == VisualizeBlock::SourceFile) {
            if (total - payload < kPathBytes)
                return errorAt(path, payload, Tr::tr("the source-file block's path runs past the end of the file"));
            const QByteArray name(data.constData() + payload, kPathBytes);
            block.sourcePath = QString::fromUtf8(name.left(name.indexOf('\0') < 0 ? kPathBytes : name.indexOf('\0')));
            payload += kPathBytes;
        }
        if (size > quint64(total - payload))
            return errorAt(
                path, offset,
                Tr::tr("block size %1 runs past the end of the file (%2 bytes left)").arg(size).arg(total - payload));
        if (padding > size)
            return errorAt(path, offset + 9, Tr::tr("padding larger than the block"));
        if (size > kMaxBlockBytes)
            return errorAt(path, offset, Tr::tr("block size %1 is larger than msprof op writes").arg(size));
        block.payloadOffset = payload;
        block.payload = data.mid(payload, qsizetype(size - padding));
        blocks.push_back(std::move(block));
        offset = payload + qint64(size);
    }
    return blocks;
}

Result<std::vector<VisualizeBlock>> readVisualizeBlocks(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return makeError(Error::Kind::Io, Tr::tr("cannot open: %1").arg(file.errorString()), path);
    // Mapped, not read: only the blocks are copied, so a huge file of junk costs no memory
    // before its first header is found wrong.
    const qint64 size = file.size();
    if (size > 0 && size < qint64(std::numeric_limits<qsizetype>::max())) {
        if (const uchar *mapped = file.map(0, size))
            return parseVisualizeBlocks(
                QByteArray::fromRawData(reinterpret_cast<const char *>(mapped), qsizetype(size)), path);
    }
    return parseVisualizeBlocks(file.readAll(), path);
}

} // namespace rl
