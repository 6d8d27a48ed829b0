// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/outputwriters.h"

#include "app/cli/clirunner.h"
#include "core/common/tr.h"
#include "core/report/analysiscsv.h"

namespace rl::cli {

bool writeAnalysisOutputs(const Analysis &analysis, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    bool ok = true;
    if (!o.csvOut.isEmpty())
        ok = writeOutput(o.csvOut, analysisToCsv(analysis), out, err) && ok;
    if (!o.htmlOut.isEmpty() || !o.chartsDir.isEmpty()) {
        err << QStringView(u"rooflens: ") << Tr::tr("--html and --charts are not available in this build yet") << u'\n';
        ok = false;
    }
    return ok;
}

} // namespace rl::cli
