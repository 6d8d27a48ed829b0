// SPDX-License-Identifier: GPL-3.0-or-later
// rooflens_clusterbench [--ranks N] [--kernels K] [--types T] [--runs N] [--jobs P] [--rooflens PATH]
//                       [--skip-map] [--case typical|bound|both] [--bound-types T]
// The cluster path of core/cluster/README.md on one machine, as the drivers run it, in two cases:
// - typical: `rooflens demo --job N` writes the generated job, every rank is mapped by its own
//   `rooflens analyze RANKDIR --rank-summary` (P at a time, the wall time of the whole map
//   reported), then the N summaries are reduced;
// - bound: the worst case of the reduce, N summaries at the 256 KiB bound: one generated rank of
//   T operator types (default 1,200, more than fit, so the map cuts its summary to the bound)
//   is mapped and its summary copied under every rank number.
// Each `rooflens reduce` is timed in fresh processes against the reference — `cat` of the same
// summaries to /dev/null, the least any reduce must do to read them — alternating their order.
// Medians and the ratio are printed; the figure is the reduce of 1,000 summaries under
// 5 s and 300 MB.
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
            p->start(rooflens,
                     {u"analyze"_qs, QDir(job).filePath(folders[next]), u"--rank-summary"_qs,
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

// One rank's summary copied under every rank number `ranks` (the reduce alone: the summaries
// differ only in their rank). The file is removed.
bool copyUnderEveryRank(const QString &summary, const QString &dir, int ranks)
{
    QFile one(summary);
    if (!one.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = one.readAll();
    one.close();
    one.remove();
    if (!text.contains("\"rank\":0,"))
        return false;
    for (int r = 0; r < ranks; ++r) {
        QByteArray copy = text;
        copy.replace("\"rank\":0,", QByteArray("\"rank\":" + QByteArray::number(r) + ','));
        QFile f(QDir(dir).filePath(u"rank_" + QString::number(r) + u".json"));
        if (!f.open(QIODevice::WriteOnly) || f.write(copy) != copy.size())
            return false;
    }
    return true;
}

struct Options
{
    int ranks = 1000, kernels = 2000, types = 40, boundTypes = 1200, runs = 5;
    int parallel = std::max(1, QThread::idealThreadCount());
    bool skipMap = false;
    QString rooflens;
};

// Generates, maps and reduces one case in `dir`; false (the reason printed) on a failure.
bool runCase(const Options &o, bool bound, const QString &dir, QTextStream &out)
{
    const QString job = QDir(dir).filePath(u"job"_qs), summaries = QDir(dir).filePath(u"out/ranks"_qs);
    QDir().mkpath(summaries);
    QString problem;
    QElapsedTimer clock;
    clock.start();
    // --skip-map (and the bound case): one rank is mapped and its summary copied under every rank number.
    const bool copies = bound || o.skipMap;
    const int generated = copies ? 1 : o.ranks;
    const int types = bound ? o.boundTypes : o.types, kernels = bound ? o.boundTypes * 5 : o.kernels;
    out << "== " << (bound ? "bound: summaries at the 256 KiB bound" : "typical: the generated job's summaries")
        << " ==" << Qt::endl;
    const auto demo = runMeasured(o.rooflens,
                                  {u"demo"_qs, u"--job"_qs, QString::number(generated), u"--kernels"_qs,
                                   QString::number(kernels), u"--types"_qs, QString::number(types), job},
                                  &problem);
    if (!demo) {
        out << "demo --job failed: " << problem << Qt::endl;
        return false;
    }
    out << generated << " ranks x " << kernels << " kernels, " << types << " types generated in "
        << double(clock.elapsed()) / 1000.0 << " s" << Qt::endl;
    clock.restart();
    if (!mapAll(o.rooflens, job, summaries, o.parallel, &problem)) {
        out << problem << Qt::endl;
        return false;
    }
    const double mapSeconds = double(clock.elapsed()) / 1000.0;
    if (copies) {
        const QString one = QDir(summaries).filePath(u"rank_0_ascend_pt.json"_qs);
        out << "one summary: " << QFileInfo(one).size() << " bytes (the bound is " << (256 << 10) << ")" << Qt::endl;
        if (!copyUnderEveryRank(one, summaries, o.ranks)) {
            out << "cannot copy the summary under every rank" << Qt::endl;
            return false;
        }
    } else {
        out << "map: " << o.ranks << " ranks in " << mapSeconds << " s with " << o.parallel << " processes ("
            << mapSeconds / o.ranks * o.parallel * 1000.0 << " ms per rank per process)" << Qt::endl;
    }
    out << "summaries: " << double(bytesOf(summaries)) / 1e6 << " MB, " << double(bytesOf(summaries)) / o.ranks / 1024.0
        << " KiB per rank" << Qt::endl;

    QStringList files;
    for (const QString &name : QDir(summaries).entryList(QDir::Files, QDir::Name))
        files << QDir(summaries).filePath(name);
    std::vector<double> refSeconds, refMB, seconds, mb;
    for (int r = 0; r < o.runs; ++r) {
        for (int order = 0; order < 2; ++order) {
            const bool reference = (order == 0) == (r % 2 == 0);
            const auto sample = reference
                ? runMeasured(u"cat"_qs, files, &problem, QProcess::nullDevice())
                : runMeasured(o.rooflens,
                              {u"reduce"_qs, summaries, u"-o"_qs, QDir(dir).filePath(u"out/cluster.json"_qs)},
                              &problem);
            if (!sample) {
                out << (reference ? "cat" : "reduce") << " failed: " << problem << Qt::endl;
                return false;
            }
            (reference ? refSeconds : seconds).push_back(sample->seconds);
            (reference ? refMB : mb).push_back(sample->peakRssMB);
        }
    }
    const double ref = median(refSeconds), t = median(seconds);
    out << "reduce of " << o.ranks << " summaries: " << t << " s, peak RSS " << median(mb) << " MB (medians of "
        << o.runs << ")" << Qt::endl;
    out << "cat of the same files: " << ref << " s, peak RSS " << median(refMB) << " MB; reduce / cat = " << t / ref
        << Qt::endl;
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    Options o;
    QString which = u"both"_qs;
    o.rooflens = QCoreApplication::applicationDirPath() + u"/../../app/rooflens";
    for (qsizetype i = 1; i < args.size(); ++i) {
        const bool hasValue = i + 1 < args.size();
        if (args[i] == u"--skip-map")
            o.skipMap = true;
        else if (args[i] == u"--ranks" && hasValue)
            o.ranks = std::max(1, args[++i].toInt());
        else if (args[i] == u"--kernels" && hasValue)
            o.kernels = std::max(1, args[++i].toInt());
        else if (args[i] == u"--types" && hasValue)
            o.types = std::max(1, args[++i].toInt());
        else if (args[i] == u"--bound-types" && hasValue)
            o.boundTypes = std::max(1, args[++i].toInt());
        else if (args[i] == u"--runs" && hasValue)
            o.runs = std::max(1, args[++i].toInt());
        else if (args[i] == u"--jobs" && hasValue)
            o.parallel = std::max(1, args[++i].toInt());
        else if (args[i] == u"--rooflens" && hasValue)
            o.rooflens = args[++i];
        else if (args[i] == u"--case" && hasValue)
            which = args[++i];
    }
    if (which != u"typical" && which != u"bound" && which != u"both") {
        out << "--case is typical, bound or both" << Qt::endl;
        return 2;
    }
    for (const bool bound : {false, true}) {
        if (which != u"both" && (which == u"bound") != bound)
            continue;
        QTemporaryDir dir;
        if (!runCase(o, bound, dir.path(), out))
            return 1;
    }
    return 0;
}
