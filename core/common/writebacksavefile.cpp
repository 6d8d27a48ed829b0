// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/writebacksavefile.h"

#ifdef Q_OS_LINUX
#include <fcntl.h>
#endif

namespace rl {

namespace {

// One call per 8 MiB written: few calls, and the disk kept busy while the text is made.
constexpr qint64 kWritebackStep = qint64(8) << 20;
// QFileDevice keeps up to 16 KiB of small writes in its buffer before they reach the file; the
// pages more than this behind the bytes written are complete and written no more, so starting
// their writeback never makes a later write wait for a page on its way to the disk.
constexpr qint64 kBehindTheEnd = qint64(64) << 10;
constexpr qint64 kPage = 4096;

} // namespace

qint64 WritebackSaveFile::writeData(const char *data, qint64 len)
{
    const qint64 written = QSaveFile::writeData(data, len);
    if (written > 0) {
        m_written += written;
        if (m_written - m_writebackStarted >= kWritebackStep + kBehindTheEnd)
            startWritebackOfWrittenPages();
    }
    return written;
}

void WritebackSaveFile::startWritebackOfWrittenPages()
{
    const qint64 end = (m_written - kBehindTheEnd) / kPage * kPage;
#ifdef Q_OS_LINUX
    // Only starts the writeback (no waiting for it); a failure here changes nothing, as the
    // commit's sync writes and checks everything anyway.
    if (handle() >= 0)
        ::sync_file_range(handle(), m_writebackStarted, end - m_writebackStarted, SYNC_FILE_RANGE_WRITE);
#endif
    m_writebackStarted = end;
}

} // namespace rl
