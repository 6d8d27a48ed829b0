// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

#include <chrono>
#include <future>

#include <fcntl.h>
#include <unistd.h>

namespace rl::test {

// Reads everything written into the FIFO `path` on a thread of its own, as a shell's `>(...)`
// would. Opening a FIFO for reading waits for a writer: take() lets a reader that is still
// waiting go on (it then reads an end of file), so a writer that never came fails the test
// instead of hanging it.
class FifoReader
{
public:
    explicit FifoReader(const QString &path)
        : m_path(path), m_read(std::async(std::launch::async, [path] {
              QFile f(path);
              return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
          }))
    { }

    // What was read, once every writer has closed the FIFO: call it after the writing is done.
    QByteArray take()
    {
        using namespace std::chrono_literals;
        while (m_read.wait_for(20ms) != std::future_status::ready) {
            // A non-blocking open for writing fails at once when no reader waits.
            const int fd = ::open(QFile::encodeName(m_path).constData(), O_WRONLY | O_NONBLOCK);
            if (fd >= 0)
                ::close(fd);
        }
        return m_read.get();
    }

private:
    QString m_path;
    std::future<QByteArray> m_read;
};

} // namespace rl::test
