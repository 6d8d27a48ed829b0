// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/importer.h"

namespace rl {

// A profiler database file on its own: torch_npu `ascend_pytorch_profiler_*.db` or msprof
// `msprof_*.db` (core/io/README.md §4).
class DbImporter final : public Importer
{
public:
    QString formatId() const override { return QStringLiteral("ascend_db"); }
    QString displayName() const override;
    int sniff(const SniffInput &input) const override;
    Result<Profile> load(const QString &path, const LoadOptions &options, Progress &progress) const override;
};

} // namespace rl
