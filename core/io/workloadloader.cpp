// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/tr.h"
#include "core/io/importerregistry.h"
#include "core/io/metricgroupmerge.h"

namespace rl {

Result<Profile> loadWorkload(const ImporterRegistry &registry, const QStringList &paths,
                             const LoadOptions &options, Progress &progress)
{
    if (paths.isEmpty())
        return makeError(Error::Kind::Usage, Tr::tr("no input path given"));
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
