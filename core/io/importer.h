// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/progress.h"
#include "core/common/result.h"
#include "core/model/profile.h"

#include <QByteArray>
#include <QString>

namespace rl {

// What an importer may look at to decide whether it can read a path: the path itself (a file
// or a directory) and, for files, the first few kilobytes. Sniff content, not names
// (core/io/README.md §0.1): wrappers rename files.
struct SniffInput
{
    QString path;
    bool isDirectory = false;
    QByteArray head; // first up to 64 KiB of a file; empty for directories
};

struct LoadOptions
{
    int rank = -1; // for a parent directory holding several ranks: which one (-1 = first)
    // Read every rank of a job while loading (the command line), or only the one shown and
    // leave the rest to Workflow::completeRun (the GUI, core/job/README.md §2).
    bool wholeJob = true;
};

// One importer per format family. Stateless and thread-safe: load() may run on a worker
// thread; it reports progress and polls cancellation through `progress`.
class Importer
{
public:
    virtual ~Importer() = default;

    virtual QString formatId() const = 0;    // "torch_npu_dir", "rooflens_profile", ...
    virtual QString displayName() const = 0; // translated, for dialogs
    // 0 = cannot read it; higher = more specific. The registry picks the highest.
    virtual int sniff(const SniffInput &input) const = 0;
    virtual Result<Profile> load(const QString &path, const LoadOptions &options, Progress &progress) const = 0;
};

} // namespace rl
