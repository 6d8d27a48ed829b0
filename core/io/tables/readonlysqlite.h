// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"

#include <QString>
#include <QStringList>

#include <functional>

class QSqlDatabase;
class QSqlQuery;

namespace rl {

// Opens the SQLite file `path` as every reader of the profiler exports does (ascenddb.cpp, core/comm):
// read-only and immutable, on a connection of its own that is closed and removed afterwards, so
// SQLite takes no lock and writes no -wal/-shm file beside the user's data. `read` gets the open
// database; what it returns is returned. A file SQLite cannot open is an Io error.
Status withReadOnlySqlite(const QString &path, const std::function<Status(const QSqlDatabase &)> &read);

// The database's tables, asked of sqlite_master: tables() says nothing when SQLite cannot read the
// schema (a damaged file, or not a database at all), which must not read as "no tables".
Result<QStringList> sqliteTables(const QSqlDatabase &db, const QString &path);

// An Input error naming the failed query's file and table.
Error sqliteQueryError(const QSqlQuery &query, const QString &path, const QString &table);

} // namespace rl
