// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/textstreamdevice.h"

namespace rl::cli {

TextStreamDevice::TextStreamDevice(QTextStream &out) : m_out(out)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

TextStreamDevice::~TextStreamDevice()
{
    m_out.flush();
}

qint64 TextStreamDevice::readData(char *, qint64)
{
    return -1;
}

qint64 TextStreamDevice::writeData(const char *data, qint64 size)
{
    m_out << m_decoder.decode(QByteArrayView(data, size));
    return m_out.status() == QTextStream::Ok ? size : -1;
}

} // namespace rl::cli
