// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/kerneltableimporter.h"

#include "core/common/tr.h"
#include "core/io/tables/tablehardware.h"

#include <QFileInfo>

namespace rl {

QString KernelTableImporter::displayName() const
{
    return Tr::tr("Kernel table (kernel_details.csv, op_summary_*.csv)");
}

int KernelTableImporter::sniff(const SniffInput &input) const
{
    if (input.isDirectory)
        return 0;
    return sniffKernelTable(input.head) ? 90 : 0;
}

Profile KernelTableImporter::toProfile(KernelTable table)
{
    Profile profile;
    profile.name = QFileInfo(table.path).fileName();
    profile.inputs.push_back({table.path, formatIdOf(table.kind), table.metricGroups, {}});
    profile.operators = std::move(table.operators);
    profile.diagnostics = std::move(table.diagnostics);
    return profile;
}

Result<Profile> KernelTableImporter::load(const QString &path, const LoadOptions &, Progress &progress) const
{
    auto table = readKernelTable(path, progress);
    if (!table)
        return table.error();
    const bool separated = table->separated;
    Profile profile = toProfile(std::move(table).value());
    completeDetectedHardware(profile, separated, path);
    return profile;
}

} // namespace rl
