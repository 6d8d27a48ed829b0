// SPDX-License-Identifier: GPL-3.0-or-later
// rooflens_hostilebench: writes each hostile input into a temporary folder and runs
// `rooflens analyze` on it in a child process, with its peak memory (ru_maxrss) and time.
// Target: a clear error (exit 3 naming the file) or a bounded result, in seconds, under 512 MB.
//   rooflens_hostilebench ROOFLENS [--only NAME] [--limit-mb N] [--limit-s N]
#include "hostilefiles.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace rl::bench;

namespace {

struct Outcome
{
    int exitCode = -1;
    int signal = 0;
    double seconds = 0.0;
    long peakMb = 0;
    QByteArray firstErrorLine;
};

Outcome runAnalyze(const QString &exe, const QString &input, double limitSeconds)
{
    int pipeFds[2];
    if (pipe(pipeFds) != 0)
        return {};
    QElapsedTimer timer;
    timer.start();
    const pid_t child = fork();
    if (child == 0) {
        dup2(pipeFds[1], STDERR_FILENO);
        const int null = open("/dev/null", O_WRONLY);
        dup2(null, STDOUT_FILENO);
        close(pipeFds[0]);
        const QByteArray e = exe.toLocal8Bit(), i = input.toLocal8Bit();
        execl(e.constData(), e.constData(), "analyze", i.constData(), static_cast<char *>(nullptr));
        _exit(127);
    }
    close(pipeFds[1]);
    QByteArray err;
    char buffer[4096];
    ssize_t n;
    // The child's messages are short; read them while it runs so it never blocks on the pipe.
    while ((n = read(pipeFds[0], buffer, sizeof buffer)) > 0 && err.size() < (1 << 20))
        err.append(buffer, n);
    close(pipeFds[0]);
    Outcome o;
    int status = 0;
    rusage usage{};
    while (wait4(child, &status, WNOHANG, &usage) == 0) {
        if (timer.elapsed() > limitSeconds * 1000) {
            kill(child, SIGKILL);
            wait4(child, &status, 0, &usage);
            break;
        }
        usleep(20000);
    }
    o.seconds = double(timer.nsecsElapsed()) / 1e9;
    o.peakMb = usage.ru_maxrss / 1024;
    if (WIFEXITED(status))
        o.exitCode = WEXITSTATUS(status);
    if (WIFSIGNALED(status))
        o.signal = WTERMSIG(status);
    o.firstErrorLine = err.split('\n').value(0).left(160);
    return o;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    auto option = [&](const QString &name, const QString &fallback) {
        const qsizetype i = args.indexOf(name);
        if (i < 0 || i + 1 >= args.size())
            return fallback;
        const QString v = args[i + 1];
        args.remove(i, 2);
        return v;
    };
    const QString only = option(u"--only"_qs, {});
    const long limitMb = option(u"--limit-mb"_qs, u"512"_qs).toLong();
    const double limitS = option(u"--limit-s"_qs, u"30"_qs).toDouble();
    if (args.size() != 1) {
        std::fprintf(stderr, "usage: rooflens_hostilebench ROOFLENS [--only NAME] [--limit-mb N] [--limit-s N]\n");
        return 2;
    }
    const QString exe = args.front();
    int failures = 0;
    std::printf("%-14s %-9s %8s %9s  %s\n", "case", "result", "time s", "peak MB", "first line of stderr");
    for (const HostileCase &c : hostileCases()) {
        if (!only.isEmpty() && c.name != only)
            continue;
        QTemporaryDir dir;
        const QString input = c.write(dir.path());
        if (input.isEmpty()) {
            std::printf("%-14s could not write the input\n", qPrintable(c.name));
            ++failures;
            continue;
        }
        const Outcome o = runAnalyze(exe, input, limitS);
        const bool clear = (o.exitCode == 0 || o.exitCode == 3) && o.signal == 0;
        const bool bounded = o.peakMb <= limitMb && o.seconds <= limitS;
        const bool ok = clear && bounded;
        failures += ok ? 0 : 1;
        const QString result = o.signal ? QString(u"signal " + QString::number(o.signal))
                                        : QString(u"exit " + QString::number(o.exitCode));
        std::printf("%-14s %-9s %8.2f %9ld  %s%s\n", qPrintable(c.name), qPrintable(result), o.seconds, o.peakMb,
                    o.firstErrorLine.constData(), ok ? "" : "   <-- FAILS the target");
        std::fflush(stdout);
    }
    std::printf("%d of the cases miss the target (%ld MB, %.0f s)\n", failures, limitMb, limitS);
    return failures == 0 ? 0 : 1;
}
