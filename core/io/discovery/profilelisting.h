// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"
#include "core/common/progress.h"
#include "core/common/result.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace rl {

class ImporterRegistry;

// One profile root below a folder, as `rooflens analyze --list` prints it: each rank of a
// torch_npu job is its own entry.
struct ListedProfile
{
    QString path;
    QString kind;            // the importer's display name
    std::optional<int> rank; // torch_npu ranks
    QStringList metricGroups;
    std::optional<qsizetype> operators; // unknown when the profile could not be loaded
    QString problem;                    // why it could not be loaded
};

struct ProfileListing
{
    std::vector<ListedProfile> profiles;
    Diagnostics notes; // unreadable folders, a search cut short
};

// Finds the profiles at or below `path` and loads each to count its operators.
Result<ProfileListing> listProfiles(const ImporterRegistry &registry, const QString &path, Progress &progress);

} // namespace rl
