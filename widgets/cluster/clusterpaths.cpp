// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/cluster/clusterpaths.h"

#include "widgets/cluster/clusterpage.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace rl {

namespace {

constexpr qint64 kSchemaWithin = 256; // `{"schema": "rooflens.cluster/1"` opens the file, indented or not

} // namespace

QString clusterFileOf(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir()) {
        const QString inside = QDir(path).filePath(u"cluster.json"_qs);
        return QFileInfo(inside).isFile() ? inside : QString();
    }
    if (!info.isFile() || info.suffix().compare(u"json", Qt::CaseInsensitive) != 0)
        return {};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray head = file.read(kSchemaWithin);
    const qsizetype schema = head.indexOf("\"schema\"");
    return schema >= 0 && head.indexOf("\"rooflens.cluster/1\"", schema) > schema ? path : QString();
}

RankProfileLocation locateRankProfile(const ClusterRank &rank, const QString &clusterFile)
{
    if (rank.path.isEmpty())
        return {{}, ClusterPage::tr("the cluster file gives no profile folder for rank %1").arg(rank.rank)};
    if (QFileInfo::exists(rank.path) && !QFileInfo(rank.path).isRelative())
        return {rank.path, {}};
    const QString beside = QFileInfo(clusterFile).absoluteDir().filePath(rank.path);
    if (QFileInfo(rank.path).isRelative() && QFileInfo::exists(beside))
        return {QDir::cleanPath(beside), {}};
    return {{},
            ClusterPage::tr(
                "rank %1's profile folder %2 is not on this machine (the map ran where it is, or it has moved since); "
                "mount or copy it here to open the rank")
                .arg(rank.rank)
                .arg(QDir::toNativeSeparators(rank.path))};
}

} // namespace rl
