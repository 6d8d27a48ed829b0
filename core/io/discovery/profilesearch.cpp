// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/discovery/profilesearch.h"

#include "core/io/importerregistry.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <deque>

namespace rl {

namespace {

struct Pending
{
    QString path;
    int depth = 0;
};

} // namespace

SearchResult searchProfiles(const ImporterRegistry &registry, const QString &folder, const SearchLimits &limits)
{
    SearchResult result;
    QSet<QString> seen{QFileInfo(folder).canonicalFilePath()};
    std::deque<Pending> queue{{folder, 0}};
    int looked = 0;
    while (!queue.empty()) {
        const Pending at = std::move(queue.front());
        queue.pop_front();
        const QDir dir(at.path);
        if (!dir.isReadable()) {
            result.unreadable << at.path;
            continue;
        }
        const QFileInfoList children = dir.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (const QFileInfo &child : children) {
            const QString canonical = child.canonicalFilePath();
            if (canonical.isEmpty() || seen.contains(canonical))
                continue; // a dangling link, or a folder reached again through a link
            seen.insert(canonical);
            if (++looked > limits.maxFolders || int(result.profiles.size()) >= limits.maxProfiles) {
                result.truncated = true;
                return result;
            }
            const auto importer = registry.find(child.filePath());
            if (importer) {
                result.profiles.push_back({child.filePath(), *importer});
                continue;
            }
            if (importer.error().kind == Error::Kind::Io) {
                result.unreadable << child.filePath();
                continue;
            }
            if (at.depth + 1 < limits.maxDepth)
                queue.push_back({child.filePath(), at.depth + 1});
            else
                result.truncated = true;
        }
    }
    return result;
}

std::vector<FoundProfile> recognisedFilesIn(const ImporterRegistry &registry, const QString &directory)
{
    constexpr int kMaxFilesLookedAt = 256;
    std::vector<FoundProfile> files;
    const QFileInfoList entries = QDir(directory).entryInfoList(QDir::Files | QDir::Readable, QDir::Name);
    for (qsizetype i = 0; i < entries.size() && i < kMaxFilesLookedAt; ++i) {
        if (const auto importer = registry.find(entries[i].filePath()))
            files.push_back({entries[i].filePath(), *importer});
    }
    return files;
}

} // namespace rl
