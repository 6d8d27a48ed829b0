// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"
#include "core/common/result.h"
#include "core/memory/memoryrankbuilder.h"

#include <QHash>
#include <QSqlDatabase>
#include <QStringList>

class QSqlQuery;

#include <map>
#include <optional>

namespace rl {

// A time cell of a memory table in ns: as integerCell (core/comm/tablerows.h), and `bad` for a
// time more than 2^62 ns (146 years) from zero, which no profiler clock gives: every difference
// of two times read stays a number (README §1).
std::optional<qint64> timeCell(const QVariant &cell, bool &bad);

// What the readers of a profiler DB's memory tables share (README §2): the open file, its
// tables and strings, and one RankMemoryBuilder per deviceId the rows name.
class MemoryDatabase
{
public:
    MemoryDatabase(const QSqlDatabase &db, QString path, QStringList tables);

    // STRING_IDS and every ENUM_* table, read once.
    Status loadWords();

    const QSqlDatabase &db() const { return m_db; }
    const QString &path() const { return m_path; }
    bool hasTable(const QString &table) const { return m_tables.contains(table); }
    // True when `table` has every one of `columns`; else a warning that it is not read.
    bool hasColumns(const QString &table, const QStringList &columns);
    QString location(const QString &table) const { return m_path + u'#' + table; }
    // Runs `statement` forward-only on `q`; false, with a warning naming `table`, when SQLite cannot.
    bool select(QSqlQuery &q, const QString &table, const QString &statement);
    // A warning when the rows of `table` stopped on an error rather than at the end.
    void warnIfCut(const QSqlQuery &q, const QString &table);

    // The text STRING_IDS gives an id; empty when it has none.
    QString string(const QVariant &id) const;
    // The word an id stands for among `vocabulary` (lower case). Schemas differ: torch_npu and
    // the newer msprof DBs resolve it through STRING_IDS, older ones through an ENUM_* table, and
    // an edited file's STRING_IDS may give nonsense for the id: the first of those that gives a
    // word of the vocabulary wins (README §1). Empty when none does; a column holding the word
    // itself is read as is.
    QString word(const QVariant &id, const QStringList &vocabulary) const;
    // The name the ENUM table `table` gives an id; empty when it has none.
    QString enumName(const QString &table, qint64 id) const;

    // The rank builder of the row's deviceId (NULL: the file's rows without a device).
    RankMemoryBuilder &device(const QVariant &deviceId);
    std::map<qint64, RankMemoryBuilder> &devices() { return m_devices; }

    Diagnostics diagnostics;

    static constexpr qint64 kNoDevice = -1;

private:
    const QSqlDatabase &m_db;
    QString m_path;
    QStringList m_tables;
    QHash<qint64, QString> m_strings;
    QHash<QString, QHash<qint64, QString>> m_enums; // ENUM_* table -> id -> name
    std::map<qint64, RankMemoryBuilder> m_devices;
};

} // namespace rl
