// SPDX-License-Identifier: GPL-3.0-or-later
// rooflens_clusterbench [--ranks N] [--kernels K] [--types T] [--runs N] [--jobs P] [--rooflens PATH] [--skip-map]
// The cluster path of core/cluster/README.md on one machine, as the drivers run it: `rooflens demo
// --job N` writes the generated job, every rank is mapped by its own `rooflens analyze RANKDIR
// --rank-summary` (P at a time, the wall time of the whole map reported), then `rooflens reduce`
// of the N summaries is timed in fresh processes against the reference — `cat` of the same
// summaries, the least any reduce must do to read them — alternating their order. Medians and
// the ratio are printed; the figure is the reduce of 1,000 summaries under 5 s and 300 MB.
#include "tests/bench/kernels/processmeter.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

#include <algorithm>
#include <vector>

using namespace rl::bench;

namespace {

// Maps every rank folder of `job` into `ranks`, `parallel` processes at a time; false on the first failure.
bool mapAll(const QString &rooflens, const QString &job, const QString &ranks, int parallel, QString *problem)
{
    const QStringList folders = QDir(job).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    std::vector<std::unique_ptr<QProcess>> running;
    qsizetype next = 0;
    while (next < folders.size() || !running.empty()) {
        while (next < folders.size() && int(running.size()) < parallel) {
            auto p = std::make_unique<QProcess>();
            p->setStandardErrorFile(QProcess::nullDevice());
            p->start(rooflens, {u"analyze"_qs, QDir(job).filePath(folders[next]), u"--rank-summary"_qs,
                                QDir(ranks).filePath(folders[next] + u".json")});
            running.push_back(std::move(p));
            ++next;
        }
        running.front()->waitForFinished(-1);
        for (auto it = running.begin(); it != running.end();) {
            if ((*it)->state() != QProcess::NotRunning) {
                ++it;
                continue;
            }
            if ((*it)->exitStatus() != QProcess::NormalExit || (*it)->exitCode() != 0) {
                *problem = u"a map exited with "_qs + QString::number((*it)->exitCode());
                return false;
            }
            it = running.erase(it);
        }
    }
    return true;
}

qint64 bytesOf(const QString &dir)
{
    qint64 total = 0;
    for (const QFileInfo &f : QDir(dir).entryInfoList(QDir::Files))
        total += f.size();
    return total;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    int ranks = 1000, kernels = 2000, types = 40, runs = 5, parallel = std::max(1, QThread::idealThreadCount());
    bool skipMap = false;
    QString rooflens = QCoreApplication::applicationDirPath() + u"/../../app/rooflens";
    for (qsizetype i = 1; i < args.size(); ++i) {
        const bool hasValue = i + 1 < args.size();
        if (args[i] == u"--skip-map")
            skipMap = true;
        else if (args[i] == u"--ranks" && hasValue)
            ranks = std::max(1, args[++i].toInt());
        else if (args[i] == u"--kernels" && hasValue)
            kernels = std::max(1, args[++i].toInt());
        else if (args[i] == u"--types" && hasValue)
            types = std::max(1, args[++i].toInt());
        else if (args[i] == u"--runs" && hasValue)
            runs = std::max(1, args[++i].toInt());
        else if (args[i] == u"--jobs" && hasValue)
            parallel = std::max(1, args[++i].toInt());
        else if (args[i] == u"--rooflens" && hasValue)
            rooflens = args[++i];
    }
    QTemporaryDir dir;
    const QString job = dir.filePath(u"job"_qs), summaries = dir.filePath(u"out/ranks"_qs);
    QDir().mkpath(summaries);
    QString problem;
    QElapsedTimer clock;
    clock.start();
    // --skip-map: one rank is mapped and its summary copied under every rank number, for the
    // reduce alone (the summaries differ only in their figures).
    const int generated = skipMap ? 1 : ranks;
    const auto demo = runMeasured(rooflens, {u"demo"_qs, u"--job"_qs, QString::number(generated), u"--kernels"_qs,
                                             QString::number(kernels), u"--types"_qs, QString::number(types), job},
                                  &problem);
    if (!demo) {
        out << "demo --job failed: " << problem << Qt::endl;
        return 1;
    }
    out << generated << " ranks x " << kernels << " kernels generated in " << double(clock.elapsed()) / 1000.0
        << " s" << Qt::endl;
    clock.restart();
    if (!mapAll(rooflens, job, summaries, parallel, &problem)) {
        out << problem << Qt::endl;
        return 1;
    }
    const double mapSeconds = double(clock.elapsed()) / 1000.0;
    if (skipMap) {
        QFile one(QDir(summaries).filePath(u"rank_0_ascend_pt.json"_qs));
        one.open(QIODevice::ReadOnly);
        const QByteArray text = one.readAll();
        one.close();
        one.remove();
        for (int r = 0; r < ranks; ++r) {
            QByteArray copy = text;
            copy.replace("\"rank\":0,", QByteArray("\"rank\":" + QByteArray::number(r) + ','));
            QFile f(QDir(summaries).filePath(u"rank_" + QString::number(r) + u".json"));
            if (!f.open(QIODevice::WriteOnly) || f.write(copy) != copy.size())
                return 1;
        }
    } else {
        out << "map: " << ranks << " ranks in " << mapSeconds << " s with " << parallel << " processes ("
            << mapSeconds / ranks * parallel * 1000.0 << " ms per rank per process)" << Qt::endl;
    }
    out << "summaries: " << double(bytesOf(summaries)) / 1e6 << " MB, " << double(bytesOf(summaries)) / ranks / 1024.0
        << " KiB per rank" << Qt::endl;

    QStringList files;
    for (const QString &name : QDir(summaries).entryList(QDir::Files, QDir::Name))
        files << QDir(summaries).filePath(name);
    std::vector<double> refSeconds, refMB, seconds, mb;
    for (int r = 0; r < runs; ++r) {
        for (int order = 0; order < 2; ++order) {
            const bool reference = (order == 0) == (r % 2 == 0);
            const auto sample = reference ? runMeasured(u"cat"_qs, files, &problem)
                                          : runMeasured(rooflens, {u"reduce"_qs, summaries, u"-o"_qs,
                                                                   dir.filePath(u"out/cluster.json"_qs)},
                                                        &problem);
            if (!sample) {
                out << (reference ? "cat" : "reduce") << " failed: " << problem << Qt::endl;
                return 1;
            }
            (reference ? refSeconds : seconds).push_back(sample->seconds);
            (reference ? refMB : mb).push_back(sample->peakRssMB);
        }
    }
    const double ref = median(refSeconds), t = median(seconds);
    out << "reduce of " << ranks << " summaries: " << t << " s, peak RSS " << median(mb) << " MB (medians of "
        << runs << ")" << Qt::endl;
    out << "cat of the same files: " << ref << " s, peak RSS " << median(refMB) << " MB; reduce / cat = " << t / ref
        << Qt::endl;
    return 0;
}
