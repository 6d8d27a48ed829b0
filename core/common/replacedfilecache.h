// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

#include <thread>

namespace rl {

// Drops the cached pages of the files a command's outputs will replace, on a thread of its own,
// while the command does its work. An output is written beside its file and renamed over it
// (OutputFile), and that rename freed the old file's cached pages at the very end: 0.14 s of
// the rename for a long run's 700 MB JSON written over the one before it (strace). Dropped
// early, that work runs beside the analysis instead. The files' contents do not change, nor does
// anything when the command fails: only their copy in memory goes, to be read from the disk if
// it is read again. Only regular files are touched; a device, a FIFO or a missing path is left.
// Joined when destroyed.
class ReplacedFileCache
{
public:
    explicit ReplacedFileCache(const QStringList &outputPaths);
    ~ReplacedFileCache();
    ReplacedFileCache(const ReplacedFileCache &) = delete;
    ReplacedFileCache &operator=(const ReplacedFileCache &) = delete;

private:
    std::thread m_dropping;
};

} // namespace rl
