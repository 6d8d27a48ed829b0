// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace rl {

// One block of msprof op's visualize_data.bin (core/io/README.md §3).
struct VisualizeBlock
{
    enum Type : quint8 {
        SourceFile = 0x01,
        Trace = 0x02,
        HotspotLines = 0x03,
        HotspotInstructions = 0x04,
        OpBasicInfo = 0x05,
        ComputeLoadFigure = 0x06,
        ComputeLoadTable = 0x07,
        MemoryHeatMap = 0x08,
        MemoryTable = 0x09,
        Occupancy = 0x0C,
        Roofline = 0x0D,
        LastKnown = 0x0F,
    };
    quint8 type = 0;
    quint8 version = 0;
    qint64 headerOffset = 0;  // where the block starts in the file
    qint64 payloadOffset = 0; // where its payload starts
    QString sourcePath;       // type 0x01 only
    QByteArray payload;       // without the trailing zero padding
};

// Little-endian blocks: uint64 size (payload incl. padding), uint8 type, uint8 padding,
// uint8 version (0x5A, or 0 for newer blocks), uint8 reserved (0x5A); type 0x01 adds a
// 4096-byte NUL-padded path. Any inconsistency is an Input error at "path@offset".
Result<std::vector<VisualizeBlock>> readVisualizeBlocks(const QString &path);
Result<std::vector<VisualizeBlock>> parseVisualizeBlocks(const QByteArray &data, const QString &path);

// Whether the first bytes look like such a container.
bool looksLikeVisualizeData(const QByteArray &head);

} // namespace rl
