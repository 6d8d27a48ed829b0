// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/clirunner.h"

#include "core/common/tr.h"
#include "core/sim/demoworkspace.h"
#include "core/sim/generatedjob.h"

#include <QDir>

namespace rl::cli {

namespace {

// `rooflens demo --job N DIR`: the generated many-rank job of core/sim/generatedjob.h, for the
// cluster path (core/cluster/README.md) and its tests and benches.
int runDemoJob(const CliOptions &o, QTextStream &out, QTextStream &err)
{
    sim::GeneratedJobSpec spec;
    spec.ranks = o.demoJobRanks;
    spec.kernelsPerRank = o.demoJobKernels;
    spec.typesPerRank = o.demoJobTypes;
    spec.stragglerRank = o.demoJobStraggler;
    auto report = sim::writeGeneratedJob(o.paths.front(), spec);
    if (!report) {
        err << QStringView(u"rooflens: ") << report.error().toString() << u'\n';
        return report.error().kind == Error::Kind::Usage ? ExitUsage : ExitInput;
    }
    out << Tr::tr("Wrote a generated job of %1 torch_npu ranks (%2 kernels each, %3 MB) to %4: rank %5 is the "
                  "planted straggler, its %6 calls three times longer.")
               .arg(report->ranks)
               .arg(spec.kernelsPerRank)
               .arg(QString::number(double(report->bytes) / 1e6, 'f', 1), QDir::toNativeSeparators(report->directory))
               .arg(report->straggler)
               .arg(report->slowType)
        << u'\n';
    return ExitOk;
}

} // namespace

int runDemo(const CliOptions &o, QTextStream &out, QTextStream &err)
{
    if (o.paths.size() != 1) {
        err << QStringView(u"rooflens: ") << Tr::tr("demo needs exactly one directory: rooflens demo DIR") << u'\n';
        return ExitUsage;
    }
    const QString dir = o.paths.front();
    if (o.demoJobRanks > 0)
        return runDemoJob(o, out, err);
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
