// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/cluster/nodename.h"

#include "core/common/boundedread.h"
#include "core/io/tables/readonlysqlite.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

#include <functional>

namespace rl {

namespace {

constexpr qint64 kInfoJsonLimit = 1 << 20;

QString hostOfDatabase(const QString &path)
{
    QString host;
    const Status read = withReadOnlySqlite(path, [&](const QSqlDatabase &db) -> Status {
        const auto tables = sqliteTables(db, path);
        if (!tables || !tables->contains(u"HOST_INFO"))
            return Ok{};
        QSqlQuery query(db);
        if (query.exec(u"SELECT hostName FROM HOST_INFO LIMIT 1"_qs) && query.next())
            host = query.value(0).toString().trimmed();
        return Ok{};
    });
    Q_UNUSED(read); // a database that cannot be read names no host; its readers say why
    return host;
}

QString hostOfInfoJson(const QString &path)
{
    const auto text = readBoundedFile(path, kInfoJsonLimit);
    if (!text)
        return {};
    const QJsonDocument doc = QJsonDocument::fromJson(*text);
    return doc.object().value(u"hostname").toString().trimmed();
}

} // namespace

QString nodeNameOf(const QString &rankPath)
{
    if (rankPath.isEmpty() || !QFileInfo(rankPath).isDir())
        return {};
    // Depth 0 to 2: the rank folder, ASCEND_PROFILER_OUTPUT / PROF_* / device_* / host below it.
    QStringList databases, infos;
    std::function<void(const QString &, int)> walk = [&](const QString &dir, int depth) {
        const QFileInfoList entries = QDir(dir).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot,
                                                              QDir::Name);
        for (const QFileInfo &e : entries) {
            const QString name = e.fileName();
            if (e.isDir()) {
                if (depth < 2)
                    walk(e.filePath(), depth + 1);
            } else if (name.endsWith(u".db")
                       && (name.startsWith(u"ascend_pytorch_profiler") || name.startsWith(u"msprof"))) {
                databases << e.filePath();
            } else if (name.startsWith(u"info.json")) {
                infos << e.filePath();
            }
        }
    };
    walk(rankPath, 0);
    for (const QString &db : databases) {
        if (QString host = hostOfDatabase(db); !host.isEmpty())
            return host;
    }
    for (const QString &info : infos) {
        if (QString host = hostOfInfoJson(info); !host.isEmpty())
            return host;
    }
    return {};
}

} // namespace rl
