// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFileDevice>
#include <QString>

#include <memory>

namespace rl {

// A file written as a whole. A regular file, or one that does not exist yet, goes through a
// QSaveFile: the bytes land in a temporary beside it that is renamed over it once complete, so
// a failed or cancelled write leaves the old file. A path that exists and is something else (a
// device such as /dev/null, a FIFO, /dev/stdout, a shell's process substitution) is written in
// place: the rename would put a regular file where the device was, which as root replaced the
// machine's /dev/null. A regular file's bytes are sent to the disk while it is written
// (WritebackSaveFile), so the commit waits for the last few megabytes only.
class OutputFile
{
public:
    explicit OutputFile(const QString &path);
    ~OutputFile();
    OutputFile(const OutputFile &) = delete;
    OutputFile &operator=(const OutputFile &) = delete;

    bool open();
    QIODevice &device();
    // open(), all of `data`, commit(): a file made in memory first (a chart, a demo file).
    bool writeAll(const QByteArray &data);
    // Makes the written bytes the file's content; false (see errorString) if any write failed.
    bool commit();
    // Drops what was written to a regular file; bytes already sent to a device stay sent.
    void cancel();
    QString errorString() const;
    // True when the path is written in place (see above).
    bool writesInPlace() const { return m_inPlace; }

private:
    bool m_inPlace = false;
    std::unique_ptr<QFileDevice> m_file;
};

} // namespace rl
