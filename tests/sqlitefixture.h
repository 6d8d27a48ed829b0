// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the SQLite databases the tests generate (profiler DBs, analysis.db).
#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QTest>

namespace rl::test {

// Creates the SQLite file `path` from `statements`; a failing statement fails the running test.
inline bool makeDb(const QString &path, const QStringList &statements)
{
    static int fixtures = 0;
    const QString connection = u"rooflens-test-fixture-" + QString::number(fixtures++);
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_qs, connection);
        db.setDatabaseName(path);
        if (!db.open()) {
            QTest::qFail(qPrintable(u"cannot create " + path + u": " + db.lastError().text()), __FILE__, __LINE__);
            ok = false;
        }
        QSqlQuery q(db);
        for (const QString &statement : statements) {
            if (ok && !q.exec(statement)) {
                QTest::qFail(qPrintable(statement + u": " + q.lastError().text()), __FILE__, __LINE__);
                ok = false;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return ok;
}

} // namespace rl::test
