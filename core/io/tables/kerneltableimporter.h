// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/importer.h"
#include "core/io/tables/kerneltable.h"

namespace rl {

// A single kernel table file: torch_npu `kernel_details.csv` or msprof `op_summary_*.csv`
// (recognised by header). Operators come out in row order; the chip family, clock and core
// count are inferred from the PMU columns when the table is all there is.
class KernelTableImporter final : public Importer
{
public:
    QString formatId() const override { return QStringLiteral("kernel_table"); }
    QString displayName() const override;
    int sniff(const SniffInput &input) const override;
    Result<Profile> load(const QString &path, const LoadOptions &options, Progress &progress) const override;

    // The profile of an already read table (directory importers add their own details).
    static Profile toProfile(KernelTable table);
};

} // namespace rl
