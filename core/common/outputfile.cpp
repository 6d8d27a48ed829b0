// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/outputfile.h"

#include "core/common/writebacksavefile.h"

#include <QFile>
#include <QFileInfo>

namespace rl {

namespace {

// QFileInfo follows symbolic links, so /dev/stdout counts as what it points at.
bool existsAsSomethingOtherThanAFile(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() && !info.isFile() && !info.isDir();
}

} // namespace

OutputFile::OutputFile(const QString &path) : m_inPlace(existsAsSomethingOtherThanAFile(path))
{
    if (m_inPlace)
        m_file = std::make_unique<QFile>(path);
    else
        m_file = std::make_unique<WritebackSaveFile>(path);
}

OutputFile::~OutputFile() = default;

bool OutputFile::open()
{
    // Unbuffered in place: a FIFO's reader gets the bytes as they are written.
    return m_file->open(m_inPlace ? QIODevice::WriteOnly | QIODevice::Unbuffered : QIODevice::WriteOnly);
}

QIODevice &OutputFile::device()
{
    return *m_file;
}

bool OutputFile::writeAll(const QByteArray &data)
{
    return open() && m_file->write(data) == data.size() && commit();
}

bool OutputFile::commit()
{
    if (!m_inPlace)
        return static_cast<QSaveFile &>(*m_file).commit();
    const bool written = m_file->error() == QFileDevice::NoError && m_file->flush();
    m_file->close();
    return written && m_file->error() == QFileDevice::NoError;
}

void OutputFile::cancel()
{
    if (m_inPlace)
        m_file->close();
    else
        static_cast<QSaveFile &>(*m_file).cancelWriting();
}

QString OutputFile::errorString() const
{
    return m_file->errorString();
}

} // namespace rl
