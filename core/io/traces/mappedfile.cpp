// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/mappedfile.h"

#include "core/common/tr.h"

#ifdef Q_OS_LINUX
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace rl {

Result<std::unique_ptr<MappedFile>> MappedFile::open(const QString &path)
{
    auto file = std::make_unique<MappedFile>();
    file->m_file.setFileName(path);
    if (!file->m_file.open(QIODevice::ReadOnly))
        return makeError(Error::Kind::Io, Tr::tr("cannot open: %1").arg(file->m_file.errorString()), path);
    const qint64 size = file->m_file.size();
    if (size == 0)
        return makeError(Error::Kind::Input, Tr::tr("the file is empty"), path + u"@0");
    uchar *map = file->m_file.map(0, size, QFileDevice::MapPrivateOption);
    if (!map)
        return makeError(Error::Kind::Io, Tr::tr("cannot map the file: %1").arg(file->m_file.errorString()), path);
    file->m_data = reinterpret_cast<char *>(map);
    file->m_size = size_t(size);
    return file;
}

void MappedFile::forget(size_t begin, size_t end) const
{
#ifdef Q_OS_LINUX
    static const auto page = quintptr(sysconf(_SC_PAGESIZE));
    if (end > m_size || begin >= end || page == 0)
        return;
    const auto first = (quintptr(m_data) + begin + page - 1) / page * page;
    const auto last = (quintptr(m_data) + end) / page * page;
    if (first < last)
        madvise(reinterpret_cast<void *>(first), size_t(last - first), MADV_DONTNEED);
#else
    Q_UNUSED(begin);
    Q_UNUSED(end);
#endif
}

} // namespace rl
