// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/mappedfile.h"

#include "core/common/tr.h"

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

} // namespace rl
