// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationdata.h"
#include "core/io/tables/readonlysqlite.h"

namespace rl {

// A database reader of core/comm run on `path` opened read-only and immutable: `Reader` is made
// from (database, path, rank), read() fills it and take() hands over what it read.
template<typename Reader>
Result<CommunicationData> readCommunicationDatabase(const QString &path, int rank)
{
    CommunicationData data;
    const Status read = withReadOnlySqlite(path, [&](const QSqlDatabase &db) {
        Reader reader(db, path, rank);
        const Status status = reader.read();
        if (status)
            data = reader.take();
        return status;
    });
    if (!read)
        return read.error();
    return data;
}

} // namespace rl
