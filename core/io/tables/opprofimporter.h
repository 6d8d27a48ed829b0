// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/importer.h"

namespace rl {

// An msprof op `OPPROF_*` directory recorded on the board (core/io/README.md §5.1): OpBasicInfo.csv
// (name, type, duration, block counts, clocks) and one CSV per metric group. On A2/A3 the
// group CSVs have a row per block × sub-core (cube0, vector0, vector1): busy times and ratios
// are averaged over the rows of their sub-core kind, work (fops, data volumes, instruction
// counts) is summed, and the core times are the mean aic_time / aiv_time. 310P writes one
// aggregated row per operator. A simulator-only directory is left to the simulator importer.
class OpprofImporter final : public Importer
{
public:
    QString formatId() const override { return QStringLiteral("msprof_op"); }
    QString displayName() const override;
    int sniff(const SniffInput &input) const override;
    Result<Profile> load(const QString &path, const LoadOptions &options, Progress &progress) const override;
};

} // namespace rl
