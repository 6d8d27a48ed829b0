// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/replacedfilecache.h"

#include <QFile>

#include <vector>

#ifdef Q_OS_LINUX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace rl {

namespace {

#ifdef Q_OS_LINUX
// Smaller files free their pages in no time worth a thread's work.
constexpr off_t kWorthDropping = off_t(16) << 20;

void dropCachedPages(const QByteArray &path)
{
    // Non-blocking: opening a FIFO for reading would wait for a writer.
    const int fd = ::open(path.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return;
    struct stat info = {};
    if (::fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && info.st_size >= kWorthDropping)
        ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED); // advice: a failure changes nothing
    ::close(fd);
}
#endif

} // namespace

ReplacedFileCache::ReplacedFileCache(const QStringList &outputPaths)
{
#ifdef Q_OS_LINUX
    std::vector<QByteArray> paths;
    for (const QString &path : outputPaths) {
        if (!path.isEmpty() && path != u"-") // "-" is the standard output
            paths.push_back(QFile::encodeName(path));
    }
    if (!paths.empty()) {
        m_dropping = std::thread([paths = std::move(paths)] {
            for (const QByteArray &path : paths)
                dropCachedPages(path);
        });
    }
#else
    Q_UNUSED(outputPaths);
#endif
}

ReplacedFileCache::~ReplacedFileCache()
{
    if (m_dropping.joinable())
        m_dropping.join();
}

} // namespace rl
