// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/importer.h"

namespace rl {

// msprof op's visualize_data.bin on its own (core/io/README.md §3): one operator.
class VisualizeDataImporter final : public Importer
{
public:
    QString formatId() const override { return QStringLiteral("msprof_op_visualize"); }
    QString displayName() const override;
    int sniff(const SniffInput &input) const override;
    Result<Profile> load(const QString &path, const LoadOptions &options, Progress &progress) const override;
};

} // namespace rl
