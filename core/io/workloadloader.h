// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/importer.h"

#include <QStringList>

namespace rl {

class ImporterRegistry;

// Loads several paths of one workload and merges them per operator (metric groups recorded
// in different runs: core/io/README.md §0.5); one path is simply loaded. A folder no importer
// claims is a hand-filled folder or one above the profiles (searched). No values are repaired:
// the workspace importer merges its runs with this before its own loader repairs the whole.
Result<Profile> loadAndMerge(const ImporterRegistry &registry, const QStringList &paths, const LoadOptions &options,
                             Progress &progress);

// loadAndMerge, then the values no profiler can have measured made unknown and the busy-ratio
// columns checked (core/README.md §1.1): what every analysis starts from.
Result<Profile> loadWorkload(const ImporterRegistry &registry, const QStringList &paths, const LoadOptions &options,
                             Progress &progress);

} // namespace rl
