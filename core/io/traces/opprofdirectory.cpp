// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/opprofdirectory.h"

#include "core/io/traces/visualizecontainer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace rl {

namespace {

QStringList splitCsvLine(const QString &line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted) {
            if (c == u'"' && i + 1 < line.size() && line[i + 1] == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            fields << field.trimmed();
            field.clear();
        } else {
            field += c;
        }
    }
    fields << field.trimmed();
    return fields;
}

std::optional<std::pair<QString, QString>> visualizeNameAndChip(const QString &binPath)
{
    auto blocks = readVisualizeBlocks(binPath);
    if (!blocks)
        return std::nullopt;
    for (const VisualizeBlock &b : *blocks) {
        if (b.type != VisualizeBlock::OpBasicInfo)
            continue;
        const QJsonObject o = QJsonDocument::fromJson(b.payload).object();
        const QString name = o.value(u"name").toString();
        if (!name.isEmpty())
            return std::pair{name, o.value(u"soc").toString()};
    }
    return std::nullopt;
}

} // namespace

std::optional<QString> opBasicInfoName(const QString &csvPath)
{
    QFile file(csvPath);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return std::nullopt;
    const QStringList header = splitCsvLine(QString::fromUtf8(file.readLine()).trimmed());
    const QStringList row = splitCsvLine(QString::fromUtf8(file.readLine()).trimmed());
    const qsizetype column = header.indexOf(u"Op Name"_qs);
    if (column < 0 || column >= row.size() || row[column].isEmpty())
        return std::nullopt;
    return row[column];
}

OpprofNaming findOpprofNaming(const QString &path)
{
    OpprofNaming naming;
    QDir dir = QFileInfo(path).isDir() ? QDir(path) : QFileInfo(path).dir();
    for (int depth = 0; depth < 4; ++depth) {
        if (dir.dirName().startsWith(u"OPPROF_")) {
            naming.opprofDir = dir.absolutePath();
            break;
        }
        if (!dir.cdUp())
            break;
    }
    const QDir run = naming.opprofDir.isEmpty() ? (QFileInfo(path).isDir() ? QDir(path) : QFileInfo(path).dir())
                                                : QDir(naming.opprofDir);
    if (auto name = opBasicInfoName(run.filePath(u"OpBasicInfo.csv"_qs)))
        naming.name = *name;
    for (const QString &bin :
         {run.filePath(u"visualize_data.bin"_qs), run.filePath(u"simulator/visualize_data.bin"_qs)}) {
        if (!QFileInfo::exists(bin))
            continue;
        if (auto found = visualizeNameAndChip(bin)) {
            if (naming.name.isEmpty())
                naming.name = found->first;
            naming.chip = found->second;
            break;
        }
    }
    if (naming.name.isEmpty() && !naming.opprofDir.isEmpty())
        naming.name = QDir(naming.opprofDir).dirName();
    return naming;
}

} // namespace rl
