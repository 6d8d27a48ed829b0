// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/tr.h"
#include "core/io/importerregistry.h"
#include "core/io/impossiblevalues.h"
#include "core/io/metricgroupmerge.h"

#include <QDir>
#include <QFileInfo>

namespace rl {

namespace {

struct Input
{
    QString path;
    const Importer *importer = nullptr;
};

// A folder filled by hand (a kernel_details.csv or op_summary_*.csv copied out of a run, a
// visualize_data.bin) is no profiler layout, but its files are: read those RoofLens knows.
// Only for directories no importer claims, so real layouts keep their own rules.
std::vector<Input> recognisedFilesIn(const ImporterRegistry &registry, const QString &directory)
{
    constexpr int kMaxFilesLookedAt = 256; // sniffing reads 64 KiB of each
    std::vector<Input> files;
    const QFileInfoList entries = QDir(directory).entryInfoList(QDir::Files | QDir::Readable, QDir::Name);
    for (qsizetype i = 0; i < entries.size() && i < kMaxFilesLookedAt; ++i) {
        if (const auto importer = registry.find(entries[i].filePath()))
            files.push_back({entries[i].filePath(), *importer});
    }
    return files;
}

// Each path with the importer that reads it (sniffed once); a hand-filled folder becomes
// its recognised files.
Result<std::vector<Input>> resolveInputs(const ImporterRegistry &registry, const QStringList &paths)
{
    std::vector<Input> inputs;
    for (const QString &path : paths) {
        const auto importer = registry.find(path);
        if (importer) {
            inputs.push_back({path, *importer});
            continue;
        }
        const std::vector<Input> files = importer.error().kind == Error::Kind::Unsupported && QFileInfo(path).isDir()
            ? recognisedFilesIn(registry, path)
            : std::vector<Input>{};
        if (files.empty())
            return importer.error();
        inputs.insert(inputs.end(), files.begin(), files.end());
    }
    return inputs;
}

} // namespace

Result<Profile> loadWorkload(const ImporterRegistry &registry, const QStringList &paths, const LoadOptions &options,
                             Progress &progress)
{
    if (paths.isEmpty())
        return makeError(Error::Kind::Usage, Tr::tr("no input path given"));
    const auto inputs = resolveInputs(registry, paths);
    if (!inputs)
        return inputs.error();
    std::vector<Profile> parts;
    for (size_t i = 0; i < inputs->size(); ++i) {
        const Input &input = (*inputs)[i];
        progress.setStage(Tr::tr("Loading %1 (%2 of %3)").arg(input.path).arg(i + 1).arg(inputs->size()));
        auto p = input.importer->load(input.path, options, progress);
        if (!p)
            return p.error();
        if (progress.cancelled())
            return makeError(Error::Kind::Cancelled, Tr::tr("loading was cancelled"));
        parts.push_back(std::move(p).value());
    }
    Result<Profile> profile = parts.size() == 1 ? Result<Profile>(std::move(parts.front()))
                                                : mergeMetricGroups(std::move(parts));
    if (profile)
        repairImpossibleValues(*profile);
    return profile;
}

} // namespace rl
