// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/readonlysqlite.h"

#include "core/common/tr.h"

#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>

#include <atomic>

namespace rl {

Status withReadOnlySqlite(const QString &path, const std::function<Status(const QSqlDatabase &)> &read)
{
    static std::atomic<int> counter{0};
    const QString connection = u"rooflens-db-" + QString::number(counter.fetch_add(1));
    Status result = makeError(Error::Kind::Internal, QString());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_qs, connection);
        if (!db.isValid()) {
            result = makeError(Error::Kind::Internal, Tr::tr("Qt's SQLite driver (QSQLITE) is not available"), path);
        } else {
            QUrl uri = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath());
            uri.setQuery(u"mode=ro&immutable=1"_qs);
            db.setDatabaseName(uri.toString(QUrl::FullyEncoded));
            db.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"_qs);
            if (!db.open())
                result = makeError(Error::Kind::Io, Tr::tr("cannot open the database: %1").arg(db.lastError().text()),
                                   path);
            else
                result = read(db);
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return result;
}

Result<QStringList> sqliteTables(const QSqlDatabase &db, const QString &path)
{
    QSqlQuery q(db);
    if (!q.exec(u"SELECT name FROM sqlite_master WHERE type = 'table'"_qs))
        return makeError(Error::Kind::Input, Tr::tr("SQLite cannot read the database: %1").arg(q.lastError().text()),
                         path);
    QStringList tables;
    while (q.next())
        tables << q.value(0).toString();
    return tables;
}

Error sqliteQueryError(const QSqlQuery &query, const QString &path, const QString &table)
{
    return makeError(Error::Kind::Input, Tr::tr("cannot read the table %1: %2").arg(table, query.lastError().text()),
                     path + u'#' + table);
}

} // namespace rl
