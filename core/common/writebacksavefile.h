// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSaveFile>

namespace rl {

// A QSaveFile that has the system start writing its bytes to the disk while they are still being
// written, a few megabytes behind the end. The commit's sync then waits only for the last few
// megabytes: a long run's 670 MB JSON waited a quarter of a second for all of it at once, after
// the text was done. What the file holds, and when it is durable, do not change.
class WritebackSaveFile : public QSaveFile
{
public:
    explicit WritebackSaveFile(const QString &path) : QSaveFile(path) { }

protected:
    qint64 writeData(const char *data, qint64 len) override;

private:
    void startWritebackOfWrittenPages();

    qint64 m_written = 0;          // bytes handed to writeData
    qint64 m_writebackStarted = 0; // the file's first bytes whose writeback has been started
};

} // namespace rl
