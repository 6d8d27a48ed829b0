// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/boundedread.h"

#include "core/common/tr.h"

#include <QFile>

#include <algorithm>

namespace rl {

Result<QByteArray> readBoundedFile(const QString &path, qint64 limit)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return makeError(Error::Kind::Io, Tr::tr("cannot open: %1").arg(file.errorString()), path);
    if (file.size() > limit)
        return makeError(
            Error::Kind::Input,
            Tr::tr("%1 MiB is larger than such a file can be (at most %2 MiB)").arg(file.size() >> 20).arg(limit >> 20),
            path);
    // read() rather than readAll(): a file that grows while being read stays bounded too. It
    // allocates what it is asked for, so it is asked for the size the file has (plus a byte to see
    // growth), then for more in small steps: read(limit + 1) took 64 MiB or 1 GiB for every small
    // file (found by tests/fuzz: out of memory under the sanitizers, and slow).
    QByteArray data = file.read(std::min(file.size(), limit) + 1);
    while (data.size() <= limit) {
        const QByteArray more = file.read(std::min<qint64>(qint64(1) << 20, limit + 1 - data.size()));
        if (more.isEmpty())
            break;
        data += more;
    }
    if (data.size() > limit)
        return makeError(Error::Kind::Input, Tr::tr("the file grew past %1 MiB while being read").arg(limit >> 20),
                         path);
    return data;
}

} // namespace rl
