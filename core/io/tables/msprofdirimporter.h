// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/importer.h"

namespace rl {

// An msprof `PROF_*` directory (core/io/README.md §8.2), in any of its layouts:
// mindstudio_profiler_output/op_summary_*.csv (+ msprof_*.json timeline), the msprof_*.db
// export, or the older per-device device_N/timeline/*.json, where the trace's device tasks
// are the operators. device_N/info.json.N gives chip, clock and core counts.
class MsprofDirImporter final : public Importer
{
public:
    QString formatId() const override { return QStringLiteral("msprof_dir"); }
    QString displayName() const override;
    int sniff(const SniffInput &input) const override;
    Result<Profile> load(const QString &path, const LoadOptions &options, Progress &progress) const override;
};

} // namespace rl
