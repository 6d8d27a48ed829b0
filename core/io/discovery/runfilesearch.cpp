// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/discovery/runfilesearch.h"

#include <QFileInfo>
#include <QSet>

#include <deque>

namespace rl {

namespace {

constexpr int kMaxDepth = 8;
constexpr int kMaxFolders = 5000;

} // namespace

void forEachRunFolder(const QStringList &paths, const std::function<void(const QDir &)> &visit)
{
    QSet<QString> seen;
    std::deque<std::pair<QString, int>> queue; // folder, depth left
    for (const QString &p : paths) {
        const QFileInfo info(p);
        queue.emplace_back(info.isDir() ? info.absoluteFilePath() : info.absolutePath(), info.isDir() ? kMaxDepth : 0);
    }
    int folders = 0;
    while (!queue.empty() && folders < kMaxFolders) {
        auto [dir, depthLeft] = queue.front();
        queue.pop_front();
        const QString canonical = QFileInfo(dir).canonicalFilePath();
        if (canonical.isEmpty() || seen.contains(canonical))
            continue;
        seen.insert(canonical);
        ++folders;
        const QDir d(dir);
        visit(d);
        if (depthLeft <= 0)
            continue;
        for (const QString &child : d.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            queue.emplace_back(d.filePath(child), depthLeft - 1);
    }
}

QStringList profilerDatabasesIn(const QDir &folder)
{
    QStringList found;
    for (const QString &db :
         folder.entryList({u"ascend_pytorch_profiler*.db"_qs, u"ascend_mindspore_profiler*.db"_qs, u"msprof_*.db"_qs},
                          QDir::Files, QDir::Name))
        found << folder.filePath(db);
    return found;
}

} // namespace rl
