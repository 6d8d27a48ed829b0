// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIODevice>
#include <QStringDecoder>
#include <QTextStream>

namespace rl::cli {

// A write-only device that passes UTF-8 bytes on to a text stream as they come: `--json -` of
// a long run is hundreds of MB, which collected whole and then converted to text took three
// times that in memory. The decoder keeps a character split between two writes.
class TextStreamDevice : public QIODevice
{
public:
    explicit TextStreamDevice(QTextStream &out);
    ~TextStreamDevice() override;

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    QTextStream &m_out;
    QStringDecoder m_decoder{QStringDecoder::Utf8};
};

} // namespace rl::cli
