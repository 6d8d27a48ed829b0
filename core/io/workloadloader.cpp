// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/workloadloader.h"

#include "core/common/tr.h"
#include "core/io/discovery/profilesearch.h"
#include "core/io/followupjoin.h"
#include "core/io/importerregistry.h"
#include "core/io/impossiblevalues.h"
#include "core/io/metricgroupmerge.h"
#include "core/io/ratiocolumncheck.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <optional>

namespace rl {

namespace {

struct Input
{
    QString path;
    const Importer *importer = nullptr;
    int foundBelow = -1; // index of the user's folder it was found in; -1 when named directly
};

void noteSearch(const SearchResult &search, const QString &folder, Diagnostics &notes)
{
    for (const QString &dir : search.unreadable)
        notes << warning(Tr::tr("this folder could not be read; profiles in it were not searched"), dir);
    if (search.truncated)
        notes << warning(Tr::tr("the search for profiles stopped at its limits (depth, folders or profiles); "
                                "name a folder nearer the profiles"),
                         folder);
}

// Each path with the importer that reads it (sniffed once); a hand-filled folder becomes its
// recognised files; any other folder the profiles found below it.
Result<std::vector<Input>> resolveInputs(const ImporterRegistry &registry, const QStringList &paths, Diagnostics &notes)
{
    std::vector<Input> inputs;
    for (qsizetype p = 0; p < paths.size(); ++p) {
        const QString &path = paths[p];
        const auto importer = registry.find(path);
        if (importer) {
            inputs.push_back({path, *importer, -1});
            continue;
        }
        if (importer.error().kind != Error::Kind::Unsupported || !QFileInfo(path).isDir())
            return importer.error();
        if (const std::vector<FoundProfile> files = recognisedFilesIn(registry, path); !files.empty()) {
            for (const FoundProfile &file : files)
                inputs.push_back({file.path, file.importer, -1});
            continue;
        }
        const SearchResult search = searchProfiles(registry, path);
        noteSearch(search, path, notes);
        if (search.profiles.empty()) {
            Error error = importer.error();
            if (!search.unreadable.isEmpty())
                error.message += Tr::tr(" (%n folder(s) below could not be read)", nullptr,
                                        int(search.unreadable.size()));
            return error;
        }
        for (const FoundProfile &found : search.profiles) {
            inputs.push_back({found.path, found.importer, int(p)});
            if (search.profiles.size() == 1)
                notes << info(Tr::tr("analysing the profile found at %1").arg(found.path), path);
        }
    }
    return inputs;
}

// Operator names, sorted: runs of one workload recorded with different metric groups launch
// the same operators.
QStringList operatorNames(const Profile &profile)
{
    QStringList names;
    names.reserve(qsizetype(profile.operators.size()));
    for (const Operator &op : profile.operators)
        names << op.name;
    names.sort();
    return names;
}

// Profiles found below one folder are merged only when they are one workload (same format,
// same operators).
bool oneWorkload(const std::vector<const Input *> &found, const std::vector<const Profile *> &profiles)
{
    const QStringList names = operatorNames(*profiles.front());
    for (size_t i = 1; i < profiles.size(); ++i) {
        if (found[i]->importer->formatId() != found.front()->importer->formatId()
            || operatorNames(*profiles[i]) != names)
            return false;
    }
    return true;
}

// Otherwise the user is shown what is there and picks one; `why` (a sentence) may say more.
Error differentWorkloads(const QString &folder, const std::vector<const Input *> &found,
                         const std::vector<const Profile *> &profiles, const QString &why = {})
{
    QStringList lines;
    for (size_t i = 0; i < found.size(); ++i)
        lines << Tr::tr("  %1 (%2, %n operator(s))", nullptr, int(profiles[i]->operators.size()))
                     .arg(QDir(QFileInfo(folder).absoluteFilePath())
                              .relativeFilePath(QFileInfo(found[i]->path).absoluteFilePath()),
                          found[i]->importer->displayName());
    Error error = makeError(Error::Kind::Unsupported,
                            Tr::tr("this folder holds %1 profiles of different workloads; analyse one of them "
                                   "(rooflens analyze --list shows them):\n%2")
                                .arg(found.size())
                                .arg(lines.join(u'\n')),
                            folder);
    if (!why.isEmpty())
        error.message += u'\n' + why;
    for (const Input *input : found)
        error.choices << input->path;
    return error;
}

// The profiles found below one folder: the application-level runs must be one workload, and
// the msprof op follow-ups beside them must name at least one of their kernels
// (core/io/README.md §8.8); else they are different workloads.
Status checkOneWorkload(const QString &folder, const std::vector<const Input *> &found,
                        const std::vector<const Profile *> &profiles, const std::vector<bool> &followUps)
{
    std::vector<const Input *> appFound;
    std::vector<const Profile *> apps;
    bool anyFollowUp = false;
    for (size_t i = 0; i < found.size(); ++i) {
        anyFollowUp = anyFollowUp || followUps[i];
        if (!followUps[i]) {
            appFound.push_back(found[i]);
            apps.push_back(profiles[i]);
        }
    }
    if (apps.size() > 1 && !oneWorkload(appFound, apps))
        return differentWorkloads(folder, found, profiles);
    if (!anyFollowUp || apps.empty())
        return Ok{};
    QStringList kernels;
    for (size_t i = 0; i < found.size(); ++i) {
        if (!followUps[i])
            continue;
        if (namesAnyOperator(*profiles[i], apps.front()->operators))
            return Ok{};
        for (const Operator &op : profiles[i]->operators)
            kernels << op.name;
    }
    return differentWorkloads(folder, found, profiles,
                              Tr::tr("The msprof op runs (of %1) are of no kernel of the application run, even with "
                                     "_mix_aic/_mix_aiv and instance suffixes such as _0 left out.")
                                  .arg(kernels.join(u", ")));
}

} // namespace

Result<Profile> loadAndMerge(const ImporterRegistry &registry, const QStringList &paths, const LoadOptions &options,
                             Progress &progress)
{
    if (paths.isEmpty())
        return makeError(Error::Kind::Usage, Tr::tr("no input path given"));
    Diagnostics notes;
    const auto inputs = resolveInputs(registry, paths, notes);
    if (!inputs)
        return inputs.error();
    std::vector<int> foundPerPath(size_t(paths.size()), 0);
    for (const Input &input : *inputs) {
        if (input.foundBelow >= 0)
            ++foundPerPath[size_t(input.foundBelow)];
    }
    std::vector<Input> loadedInputs;
    std::vector<Profile> parts;
    std::optional<Error> firstSkipped;
    for (size_t i = 0; i < inputs->size(); ++i) {
        const Input &input = (*inputs)[i];
        progress.setStage(Tr::tr("Loading %1 (%2 of %3)").arg(input.path).arg(i + 1).arg(inputs->size()));
        auto p = input.importer->load(input.path, options, progress);
        if (progress.cancelled())
            return makeError(Error::Kind::Cancelled, Tr::tr("loading was cancelled"));
        // A profile the user named must load; one of several found by the search is skipped
        // with a warning, so one broken run does not hide the others.
        const bool oneOfSeveral = input.foundBelow >= 0 && foundPerPath[size_t(input.foundBelow)] > 1;
        if (!p && !oneOfSeveral)
            return p.error();
        if (!p) {
            notes << warning(Tr::tr("skipped: %1").arg(p.error().message),
                             p.error().location.isEmpty() ? input.path : p.error().location);
            if (!firstSkipped)
                firstSkipped = p.error();
            continue;
        }
        loadedInputs.push_back(input);
        parts.push_back(std::move(p).value());
    }
    if (parts.empty())
        return *firstSkipped;
    // msprof op runs beside application-level runs are follow-ups of their kernels: joined to
    // the merged runs afterwards, not merged with them (core/io/README.md §8.8). msprof op runs
    // alone are merged with each other as metric groups.
    const bool anyApplicationRun = std::any_of(loadedInputs.begin(), loadedInputs.end(), [](const Input &input) {
        return !isFollowUpFormat(input.importer->formatId());
    });
    std::vector<bool> followUp(parts.size(), false);
    for (size_t i = 0; i < parts.size(); ++i)
        followUp[i] = anyApplicationRun && isFollowUpFormat(loadedInputs[i].importer->formatId());
    for (qsizetype p = 0; p < paths.size(); ++p) {
        std::vector<const Input *> found;
        std::vector<const Profile *> loaded;
        std::vector<bool> foundFollowUps;
        for (size_t i = 0; i < loadedInputs.size(); ++i) {
            if (loadedInputs[i].foundBelow == int(p)) {
                found.push_back(&loadedInputs[i]);
                loaded.push_back(&parts[i]);
                foundFollowUps.push_back(followUp[i]);
            }
        }
        if (found.size() > 1) {
            if (const Status one = checkOneWorkload(paths[p], found, loaded, foundFollowUps); !one)
                return one.error();
        }
    }
    std::vector<Profile> runs, followUps;
    for (size_t i = 0; i < parts.size(); ++i)
        (followUp[i] ? followUps : runs).push_back(std::move(parts[i]));
    putPipeUtilizationFirst(runs);
    Result<Profile> profile = runs.size() == 1 ? Result<Profile>(std::move(runs.front()))
                                               : mergeMetricGroups(std::move(runs));
    if (!profile)
        return profile;
    for (Profile &f : followUps)
        joinFollowUp(*profile, std::move(f));
    profile->diagnostics = notes + profile->diagnostics;
    return profile;
}

Result<Profile> loadWorkload(const ImporterRegistry &registry, const QStringList &paths, const LoadOptions &options,
                             Progress &progress)
{
    Result<Profile> profile = loadAndMerge(registry, paths, options, progress);
    if (profile) {
        repairImpossibleValues(*profile);
        checkRatioColumns(*profile);
    }
    return profile;
}

} // namespace rl
