// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/tr.h"
#include "core/io/importerregistry.h"
#include "core/io/metricgroupmerge.h"

#include <QDir>
#include <QFileInfo>

namespace rl {

namespace {

// A folder filled by hand (a kernel_details.csv or op_summary_*.csv copied out of a run, a
// visualize_data.bin) is no profiler layout, but its files are: read those RoofLens knows.
// Only for directories no importer claims, so real layouts keep their own rules.
QStringList recognisedFilesIn(const ImporterRegistry &registry, const QString &directory)
{
    constexpr int kMaxFilesLookedAt = 256; // sniffing reads 64 KiB of each
    QStringList files;
    const QFileInfoList entries = QDir(directory).entryInfoList(QDir::Files | QDir::Readable, QDir::Name);
    for (qsizetype i = 0; i < entries.size() && i < kMaxFilesLookedAt; ++i) {
        if (registry.find(entries[i].filePath()))
            files << entries[i].filePath();
    }
    return files;
}

} // namespace

Result<Profile> loadWorkload(const ImporterRegistry &registry, const QStringList &givenPaths,
                             const LoadOptions &options, Progress &progress)
{
    if (givenPaths.isEmpty())
        return makeError(Error::Kind::Usage, Tr::tr("no input path given"));
    QStringList paths;
    for (const QString &path : givenPaths) {
        const auto importer = registry.find(path);
        const QStringList files = !importer && importer.error().kind == Error::Kind::Unsupported
                && QFileInfo(path).isDir()
            ? recognisedFilesIn(registry, path)
            : QStringList();
        if (files.isEmpty())
            paths << path; // loads, or fails with the importer's own message
        else
            paths << files;
    }
    std::vector<Profile> parts;
    for (qsizetype i = 0; i < paths.size(); ++i) {
        progress.setStage(Tr::tr("Loading %1 (%2 of %3)").arg(paths[i]).arg(i + 1).arg(paths.size()));
        auto p = registry.load(paths[i], options, progress);
        if (!p)
            return p.error();
        if (progress.cancelled())
            return makeError(Error::Kind::Cancelled, Tr::tr("loading was cancelled"));
        parts.push_back(std::move(p).value());
    }
    if (parts.size() == 1)
        return std::move(parts.front());
    return mergeMetricGroups(std::move(parts));
}

} // namespace rl
