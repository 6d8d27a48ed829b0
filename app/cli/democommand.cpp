// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/clirunner.h"

#include "core/common/tr.h"
#include "core/sim/demoworkspace.h"

#include <QDir>

namespace rl::cli {

int runDemo(const CliOptions &o, QTextStream &out, QTextStream &err)
{
    if (o.paths.size() != 1) {
        err << QStringView(u"rooflens: ") << Tr::tr("demo needs exactly one directory: rooflens demo DIR") << u'\n';
        return ExitUsage;
    }
    const QString dir = o.paths.front();
    auto report = sim::writeDemoWorkspace(dir);
    if (!report) {
        err << QStringView(u"rooflens: ") << report.error().toString() << u'\n';
        return report.error().kind == Error::Kind::Usage ? ExitUsage : ExitInput;
    }
    const QString native = QDir::toNativeSeparators(dir);
    out << Tr::tr("Wrote the demo workspace to %1 (%2 files): MobileNetV3-Large inference on a simulated "
                  "Ascend 310, %3 operators.")
               .arg(native)
               .arg(report->files.size())
               .arg(report->operatorCount)
        << u'\n'
        << Tr::tr("  %1/before  the library's kernels: %2 us of operator time")
               .arg(native, QString::number(report->beforeTotalUs, 'f', 1))
        << u'\n'
        << Tr::tr("  %1/after   with the paper's Table 1 strategies: %2 us")
               .arg(native, QString::number(report->afterTotalUs, 'f', 1))
        << u'\n' << Tr::tr("Open it with: rooflens --compare %1/before %1/after").arg(native) << u'\n';
    return ExitOk;
}

} // namespace rl::cli
