// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/dbimporter.h"

#include "core/common/tr.h"
#include "core/io/tables/ascenddb.h"
#include "core/io/tables/tablehardware.h"

namespace rl {

QString DbImporter::displayName() const
{
    return Tr::tr("Ascend profiler database (*.db)");
}

int DbImporter::sniff(const SniffInput &input) const
{
    // The schema sits wherever SQLite put it, often past the sniffed head: tables are
    // checked when loading.
    return !input.isDirectory && looksLikeSqlite(input.head) ? 60 : 0;
}

Result<Profile> DbImporter::load(const QString &path, const LoadOptions &, Progress &progress) const
{
    auto profile = readAscendDb(path, progress);
    if (profile) {
        bool separated = false;
        for (const Operator &op : profile->operators)
            separated = separated || op.aivTimeUs.has_value();
        completeDetectedHardware(*profile, separated, path);
    }
    return profile;
}

} // namespace rl
