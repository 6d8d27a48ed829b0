// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/profilerlayout.h"

#include <QDir>
#include <QFileInfo>

namespace rl::layout {

QStringList files(const QString &dir, const QStringList &patterns)
{
    QStringList out;
    const QDir d(dir);
    for (const QString &name : d.entryList(patterns, QDir::Files | QDir::Readable, QDir::Name))
        out << d.filePath(name);
    return out;
}

QStringList dirs(const QString &dir, const QStringList &patterns)
{
    QStringList out;
    const QDir d(dir);
    for (const QString &name : d.entryList(patterns, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        out << d.filePath(name);
    return out;
}

bool isTorchNpuRun(const QString &dir)
{
    return QFileInfo(QDir(dir).filePath(u"ASCEND_PROFILER_OUTPUT"_qs)).isDir()
        || !files(dir, {u"profiler_info*.json"_qs}).isEmpty();
}

QStringList torchNpuRuns(const QString &parent)
{
    QStringList out;
    for (const QString &d : dirs(parent, {u"*"_qs})) {
        if (isTorchNpuRun(d))
            out << d;
    }
    return out;
}

bool isMsprofRun(const QString &dir)
{
    if (QFileInfo(QDir(dir).filePath(u"mindstudio_profiler_output"_qs)).isDir())
        return true;
    if (!files(dir, {u"msprof_*.db"_qs}).isEmpty())
        return true;
    // A device folder whose timeline holds only HCCL tracks is communication, not a run whose
    // kernels can be read (core/comm/README.md §2 reads it).
    for (const QString &device : dirs(dir, {u"device_*"_qs})) {
        if (!files(device, {u"info.json.*"_qs}).isEmpty()
            || !files(QDir(device).filePath(u"timeline"_qs), {u"msprof_*.json"_qs}).isEmpty())
            return true;
    }
    return false;
}

bool isOpprofRun(const QString &dir)
{
    const QDir d(dir);
    return QFileInfo(d.filePath(u"OpBasicInfo.csv"_qs)).isFile()
        || QFileInfo(d.filePath(u"simulator/trace.json"_qs)).isFile()
        || QFileInfo(d.filePath(u"simulator/visualize_data.bin"_qs)).isFile();
}

} // namespace rl::layout
