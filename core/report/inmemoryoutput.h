// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QBuffer>
#include <QByteArray>

namespace rl {

// What a writer that streams to a device (writeAnalysisJson, writeAnalysisCsv...) writes, as
// bytes in memory: for the tests, the GUI and the small outputs. A buffer's writes do not fail.
template<typename Write>
QByteArray writtenToMemory(const Write &write)
{
    QByteArray out;
    QBuffer buffer(&out);
    buffer.open(QIODevice::WriteOnly);
    write(buffer);
    return out;
}

} // namespace rl
