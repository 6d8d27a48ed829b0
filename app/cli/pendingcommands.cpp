// SPDX-License-Identifier: GPL-3.0-or-later
// Commands whose engines land in later issues (compare: #7, demo: #6, HTML/charts: #7).
// They fail loudly with a usage error rather than pretending to work.
#include "app/cli/clirunner.h"
#include "app/cli/outputwriters.h"

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

int runCompare(const CliOptions &, QTextStream &, QTextStream &err)
{
    err << QStringView(u"rooflens: ") << Tr::tr("compare is not available in this build yet") << u'\n';
    return ExitUsage;
}

int runDemo(const CliOptions &, QTextStream &, QTextStream &err)
{
    err << QStringView(u"rooflens: ") << Tr::tr("demo is not available in this build yet") << u'\n';
    return ExitUsage;
}

} // namespace rl::cli
