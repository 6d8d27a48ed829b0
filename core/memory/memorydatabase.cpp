// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/memory/memorydatabase.h"

#include "core/comm/tablerows.h"
#include "core/common/tr.h"
#include "core/io/tables/readonlysqlite.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace rl {

std::optional<qint64> timeCell(const QVariant &cell, bool &bad)
{
    constexpr qint64 kFarthest = qint64(1) << 62;
    const std::optional<qint64> t = integerCell(cell, bad);
    if (t && (*t > kFarthest || *t < -kFarthest)) {
        bad = true;
        return std::nullopt;
    }
    return t;
}

MemoryDatabase::MemoryDatabase(const QSqlDatabase &db, QString path, QStringList tables)
    : m_db(db), m_path(std::move(path)), m_tables(std::move(tables))
{ }

Status MemoryDatabase::loadWords()
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (m_tables.contains(u"STRING_IDS"_qs)) {
        if (!q.exec(u"SELECT id, value FROM STRING_IDS"_qs))
            return sqliteQueryError(q, m_path, u"STRING_IDS"_qs);
        while (q.next())
            m_strings.insert(q.value(0).toLongLong(), q.value(1).toString());
    }
    for (const QString &table : m_tables) {
        if (!table.startsWith(u"ENUM_"))
            continue;
        const QSqlRecord columns = m_db.record(table);
        if (columns.indexOf(u"id"_qs) < 0 || columns.indexOf(u"name"_qs) < 0)
            continue;
        // The name comes from sqlite_master, quoted: never part of the statement's text otherwise.
        if (!q.exec(u"SELECT id, name FROM \"" + QString(table).replace(u'"', u"\"\""_qs) + u'"'))
            continue; // an enum that cannot be read decodes nothing
        QHash<qint64, QString> &names = m_enums[table];
        while (q.next())
            names.insert(q.value(0).toLongLong(), q.value(1).toString());
    }
    return Ok{};
}

bool MemoryDatabase::hasColumns(const QString &table, const QStringList &columns)
{
    const QSqlRecord record = m_db.record(table);
    QStringList missing;
    for (const QString &c : columns) {
        if (record.indexOf(c) < 0)
            missing << c;
    }
    if (missing.isEmpty())
        return true;
    diagnostics << warning(Tr::tr("the table %1 has no column %2: it is not read").arg(table, missing.join(u", ")),
                           location(table));
    return false;
}

bool MemoryDatabase::select(QSqlQuery &q, const QString &table, const QString &statement)
{
    q.setForwardOnly(true);
    if (q.exec(statement))
        return true;
    diagnostics << warning(Tr::tr("cannot read the table %1: %2").arg(table, q.lastError().text()), location(table));
    return false;
}

void MemoryDatabase::warnIfCut(const QSqlQuery &q, const QString &table)
{
    if (q.lastError().isValid())
        diagnostics << warning(Tr::tr("the table %1 could not be read to the end: %2").arg(table, q.lastError().text()),
                               location(table));
}

QString MemoryDatabase::string(const QVariant &id) const
{
    return id.isNull() ? QString() : m_strings.value(id.toLongLong());
}

QString MemoryDatabase::word(const QVariant &id, const QStringList &vocabulary) const
{
    if (id.isNull())
        return {};
    bool numeric = false;
    const qint64 key = id.toLongLong(&numeric);
    const auto known = [&vocabulary](const QString &text) {
        const QString w = text.trimmed().toLower();
        return vocabulary.contains(w) ? w : QString();
    };
    if (!numeric)
        return known(id.toString());
    if (QString w = known(m_strings.value(key)); !w.isEmpty())
        return w;
    for (auto it = m_enums.cbegin(); it != m_enums.cend(); ++it) {
        if (QString w = known(it->value(key)); !w.isEmpty())
            return w;
    }
    return {};
}

QString MemoryDatabase::enumName(const QString &table, qint64 id) const
{
    return m_enums.value(table).value(id);
}

RankMemoryBuilder &MemoryDatabase::device(const QVariant &deviceId)
{
    bool ok = false;
    const qint64 d = deviceId.toLongLong(&ok);
    return m_devices[deviceId.isNull() || !ok || d < 0 ? kNoDevice : d];
}

} // namespace rl
