// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/bench/trace/measurement.h"

#include "tests/bench/trace/allocationmeter.h"

#include <QElapsedTimer>
#include <QProcess>

#include <sys/resource.h>

namespace rl::bench {

namespace {

constexpr double kMB = 1024.0 * 1024.0;
constexpr QLatin1StringView kTag("sample:");

struct Usage
{
    double cpuSeconds = 0.0;
    double faultedMB = 0.0;
};

Usage usageNow()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return Usage{double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                     + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6,
                 double(usage.ru_minflt) * 4096.0 / kMB};
}

} // namespace

Sample measure(const std::function<void()> &work)
{
    const size_t heapBefore = AllocationMeter::current();
    const size_t rssBefore = ResidentMemory::current();
    const bool rssReset = ResidentMemory::resetPeak();
    AllocationMeter::resetPeak();
    const Usage before = usageNow();
    QElapsedTimer timer;
    timer.start();
    work();
    Sample s;
    s.seconds = double(timer.nsecsElapsed()) / 1e9;
    const Usage after = usageNow();
    s.cpuSeconds = after.cpuSeconds - before.cpuSeconds;
    s.firstTouchedMB = after.faultedMB - before.faultedMB;
    s.peakAllocMB = double(AllocationMeter::peak() - heapBefore) / kMB;
    s.peakRssDeltaMB = rssReset ? (double(ResidentMemory::peak()) - double(rssBefore)) / kMB : -1.0;
    return s;
}

QString sampleLine(const Sample &s)
{
    return kTag
        + QStringList{QString::number(s.seconds, 'g', 9), QString::number(s.cpuSeconds, 'g', 9),
                      QString::number(s.peakAllocMB, 'g', 9), QString::number(s.peakRssDeltaMB, 'g', 9),
                      QString::number(s.firstTouchedMB, 'g', 9)}
              .join(u' ');
}

std::optional<Sample> measureInChild(const QString &program, const QStringList &arguments, QString *problem)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(program, arguments);
    if (!child.waitForFinished(-1) || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0) {
        *problem = u"the measuring child failed: "_qs + child.errorString();
        return std::nullopt;
    }
    const QString output = QString::fromUtf8(child.readAllStandardOutput());
    for (const QString &line : output.split(u'\n')) {
        if (!line.startsWith(kTag))
            continue;
        const QStringList f = line.mid(kTag.size()).split(u' ');
        if (f.size() != 5)
            break;
        return Sample{f[0].toDouble(), f[2].toDouble(), f[3].toDouble(), f[1].toDouble(), f[4].toDouble()};
    }
    *problem = u"the measuring child printed no sample: "_qs + output.left(500);
    return std::nullopt;
}

} // namespace rl::bench
