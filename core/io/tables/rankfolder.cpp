// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/rankfolder.h"

#include "core/io/tables/profilerlayout.h"
#include "core/io/tables/torchnpudirimporter.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace rl::layout {

QString torchNpuRunOf(const QString &path)
{
    QFileInfo info(path);
    QString dir = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    for (int up = 0; up < 4 && !dir.isEmpty(); ++up) {
        if (isTorchNpuRun(dir))
            return dir;
        const QString parent = QFileInfo(dir).absolutePath();
        if (parent == dir)
            break;
        dir = parent;
    }
    return {};
}

std::optional<int> rankOfRunFolder(const QString &runFolder)
{
    if (runFolder.isEmpty())
        return std::nullopt;
    if (auto rank = TorchNpuDirImporter::rankOf(runFolder))
        return rank;
    static const QRegularExpression named(QStringLiteral("rank_?(\\d+)"), QRegularExpression::CaseInsensitiveOption);
    const auto m = named.match(QFileInfo(runFolder).fileName());
    return m.hasMatch() ? std::optional<int>(m.captured(1).toInt()) : std::nullopt;
}

} // namespace rl::layout
