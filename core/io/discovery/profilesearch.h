// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/importer.h"

#include <QStringList>

#include <vector>

namespace rl {

class ImporterRegistry;

// Bounds of a search below a folder: job folders nest profiles a few levels down
// (reports/app/PROF_*, reports/followups/<name>/OPPROF_*, level2/rank0_ascend_pt), and a
// user may point at their home directory by mistake.
struct SearchLimits
{
    int maxDepth = 8;       // levels below the folder given
    int maxFolders = 20000; // folders looked at
    int maxProfiles = 256;  // profile roots kept
};

// A folder or file an importer claims, found below the searched folder.
struct FoundProfile
{
    QString path;
    const Importer *importer = nullptr;
};

struct SearchResult
{
    std::vector<FoundProfile> profiles; // in path order
    QStringList unreadable;             // folders that could not be listed
    bool truncated = false;             // a limit stopped the search
};

// Searches below `folder` (not the folder itself) breadth first: a claimed folder is a
// profile root and is not searched further; symbolic links to folders are followed once
// (a folder reached again through a link is skipped, so link loops end).
SearchResult searchProfiles(const ImporterRegistry &registry, const QString &folder, const SearchLimits &limits = {});

// A folder filled by hand (a kernel_details.csv or op_summary_*.csv copied out of a run, a
// visualize_data.bin) is no profiler layout, but its files are: the files directly in
// `directory` that an importer claims, in name order (at most 256 looked at: sniffing reads
// 64 KiB of each). Only for directories no importer claims, so real layouts keep their rules.
std::vector<FoundProfile> recognisedFilesIn(const ImporterRegistry &registry, const QString &directory);

} // namespace rl
