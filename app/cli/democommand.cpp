// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/clirunner.h"

#include "core/common/tr.h"

namespace rl::cli {

int runDemo(const CliOptions &, QTextStream &, QTextStream &err)
{
    err << QStringView(u"rooflens: ") << Tr::tr("demo is not available in this build yet") << u'\n';
    return ExitUsage;
}

} // namespace rl::cli
