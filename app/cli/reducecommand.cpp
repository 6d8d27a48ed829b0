// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/clirunner.h"

#include "core/common/tr.h"

namespace rl::cli {

int runReduce(const CliOptions &, QTextStream &, QTextStream &err)
{
    err << QStringView(u"rooflens: ") << Tr::tr("reduce is not available yet") << u'\n';
    return ExitUsage;
}

} // namespace rl::cli
