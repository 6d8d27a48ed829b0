// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/boundedread.h"

#include "core/common/tr.h"

#include <QFile>

namespace rl {

Result<QByteArray> readBoundedFile(const QString &path, qint64 limit)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return makeError(Error::Kind::Io, Tr::tr("cannot open: %1").arg(file.errorString()), path);
    if (file.size() > limit)
        return makeError(Error::Kind::Input,
                         Tr::tr("%1 MiB is larger than such a file can be (at most %2 MiB)")
                             .arg(file.size() >> 20)
                             .arg(limit >> 20),
                         path);
    // read() rather than readAll(): a file that grows while being read stays bounded too.
    QByteArray data = file.read(limit + 1);
    if (data.size() > limit)
        return makeError(Error::Kind::Input, Tr::tr("the file grew past %1 MiB while being read").arg(limit >> 20), path);
    return data;
}

} // namespace rl
