// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/discovery/profilelisting.h"

#include "core/common/tr.h"
#include "core/io/discovery/profilesearch.h"
#include "core/io/importerregistry.h"
#include "core/io/tables/profilerlayout.h"
#include "core/io/tables/torchnpudirimporter.h"

#include <QFileInfo>

namespace rl {

namespace {

ListedProfile describe(const Importer &importer, const QString &path, Progress &progress)
{
    ListedProfile entry;
    entry.path = path;
    entry.kind = importer.displayName();
    auto profile = importer.load(path, {}, progress);
    if (!profile) {
        entry.problem = profile.error().message;
        return entry;
    }
    entry.operators = qsizetype(profile->operators.size());
    for (const InputInfo &in : profile->inputs) {
        for (const QString &g : in.metricGroups) {
            if (!entry.metricGroups.contains(g))
                entry.metricGroups << g;
        }
    }
    return entry;
}

} // namespace

Result<ProfileListing> listProfiles(const ImporterRegistry &registry, const QString &path, Progress &progress)
{
    ProfileListing listing;
    std::vector<FoundProfile> roots;
    if (const auto importer = registry.find(path)) {
        roots.push_back({path, *importer});
    } else if (importer.error().kind == Error::Kind::Unsupported && QFileInfo(path).isDir()) {
        // A folder filled by hand lists its files, as `rooflens analyze` reads them; any other
        // folder the profiles found below it.
        roots = recognisedFilesIn(registry, path);
        if (roots.empty()) {
            const SearchResult search = searchProfiles(registry, path);
            for (const QString &dir : search.unreadable)
                listing.notes << warning(Tr::tr("this folder could not be read"), dir);
            if (search.truncated)
                listing.notes << warning(Tr::tr("the search stopped at its limits; name a folder nearer the profiles"),
                                         path);
            roots = search.profiles;
        }
    } else {
        return importer.error();
    }
    for (const FoundProfile &root : roots) {
        if (progress.cancelled())
            return makeError(Error::Kind::Cancelled, Tr::tr("listing was cancelled"));
        progress.setStage(Tr::tr("Reading %1").arg(root.path));
        const bool rankParent = root.importer->formatId() == u"torch_npu_dir" && !layout::isTorchNpuRun(root.path);
        if (!rankParent) {
            listing.profiles.push_back(describe(*root.importer, root.path, progress));
            continue;
        }
        for (const QString &rankDir : layout::torchNpuRuns(root.path)) {
            ListedProfile entry = describe(*root.importer, rankDir, progress);
            entry.rank = TorchNpuDirImporter::rankOf(rankDir);
            listing.profiles.push_back(std::move(entry));
        }
    }
    return listing;
}

} // namespace rl
