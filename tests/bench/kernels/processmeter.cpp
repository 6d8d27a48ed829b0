// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/bench/kernels/processmeter.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>

#include <algorithm>

namespace rl::bench {

namespace {

// kB figures of /proc/<pid>/status, or -1 when the process is gone.
struct StatusFigures
{
    qint64 rssAnonKb = -1;
    qint64 hwmKb = -1;
};

StatusFigures statusOf(qint64 pid)
{
    QFile f(u"/proc/%1/status"_qs.arg(pid));
    StatusFigures s;
    if (!f.open(QIODevice::ReadOnly))
        return s;
    for (const QByteArray &line : f.readAll().split('\n')) {
        const auto figure = [&line](const char *name) {
            return line.mid(qsizetype(qstrlen(name))).trimmed().split(' ').value(0).toLongLong();
        };
        if (line.startsWith("RssAnon:"))
            s.rssAnonKb = figure("RssAnon:");
        else if (line.startsWith("VmHWM:"))
            s.hwmKb = figure("VmHWM:");
    }
    return s;
}

} // namespace

std::optional<ProcessSample> runMeasured(const QString &program, const QStringList &arguments, QString *problem,
                                         const QString &stdoutFile)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::SeparateChannels);
    child.setStandardErrorFile(QProcess::nullDevice());
    if (!stdoutFile.isEmpty())
        child.setStandardOutputFile(stdoutFile);
    QElapsedTimer timer;
    timer.start();
    child.start(program, arguments);
    if (!child.waitForStarted(-1)) {
        *problem = program + u": "_qs + child.errorString();
        return std::nullopt;
    }
    ProcessSample sample;
    const qint64 pid = child.processId();
    // 5 ms between samples: a phase that allocates and frees faster than that can escape the
    // peak, which is why the figure is called sampled.
    while (!child.waitForFinished(5)) {
        const StatusFigures s = statusOf(pid);
        sample.peakAnonMB = std::max(sample.peakAnonMB, double(s.rssAnonKb) / 1024.0);
        if (s.hwmKb >= 0)
            sample.peakRssMB = double(s.hwmKb) / 1024.0;
    }
    sample.seconds = double(timer.nsecsElapsed()) / 1e9;
    if (stdoutFile.isEmpty())
        sample.output = QString::fromUtf8(child.readAllStandardOutput());
    if (child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0) {
        *problem = u"%1 %2 failed (exit %3)"_qs.arg(program, arguments.join(u' ')).arg(child.exitCode());
        return std::nullopt;
    }
    return sample;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0.0 : values[values.size() / 2];
}

} // namespace rl::bench
