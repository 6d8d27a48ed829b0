// SPDX-License-Identifier: GPL-3.0-or-later
// rooflens_commbench [--ranks N[,N...]] [--collectives N] [--runs N] [--rooflens PATH] [--python PATH]
//                    [--write DIR]   (only writes the job of the first rank count into DIR, for runs by hand)
// A job's communication, read and judged as a user would open it: it writes N rank folders of
// communication.json (generatedjob.h) into a temporary folder, then times, each in a fresh process
// and alternating their order, the reference — python3's json.load of the same files, the least a
// script must do to look at them — and `rooflens analyze DIR`. It prints the medians and the
// ratios against the reference; the issue's figure is 64 ranks x 10,000 collectives in under
// 2 s on two cores, with time linear in the ranks.
#include "tests/bench/comm/generatedjob.h"
#include "tests/bench/kernels/processmeter.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <vector>

using namespace rl::bench;

namespace {

const char *const kJsonScript = R"(import glob, json, sys
files = sorted(glob.glob(sys.argv[1] + '/*/ASCEND_PROFILER_OUTPUT/communication.json'))
ops = 0
for f in files:
    with open(f) as h:
        d = json.load(h)
    for step in d.values():
        ops += len(step['collective'])
print(ops)
)";

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    QList<int> rankCounts{16, 64};
    int collectives = 10000;
    int runs = 5;
    QString rooflens = QCoreApplication::applicationDirPath() + u"/../../app/rooflens";
    QString python = u"python3"_qs;
    QString writeOnly;
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == u"--ranks") {
            rankCounts.clear();
            for (const QString &n : args[i + 1].split(u','))
                rankCounts << std::max(1, n.toInt());
        } else if (args[i] == u"--collectives")
            collectives = std::max(1, args[i + 1].toInt());
        else if (args[i] == u"--runs")
            runs = std::max(1, args[i + 1].toInt());
        else if (args[i] == u"--rooflens")
            rooflens = args[i + 1];
        else if (args[i] == u"--python")
            python = args[i + 1];
        else if (args[i] == u"--write")
            writeOnly = args[i + 1];
    }
    if (!writeOnly.isEmpty()) {
        const qint64 bytes = writeCommunicationJob(writeOnly, rankCounts.front(), collectives);
        out << bytes << " bytes written to " << writeOnly << Qt::endl;
        return bytes < 0 ? 1 : 0;
    }
    for (int ranks : rankCounts) {
        QTemporaryDir dir;
        const qint64 bytes = writeCommunicationJob(dir.path(), ranks, collectives);
        if (bytes < 0) {
            out << "cannot write the job into " << dir.path() << Qt::endl;
            return 1;
        }
        out << ranks << " ranks x " << collectives << " collectives, " << double(bytes) / 1e6 << " MB of JSON"
            << Qt::endl;
        std::vector<double> refSeconds, refMB, seconds, mb;
        for (int r = 0; r < runs; ++r) {
            const bool referenceFirst = r % 2 == 0;
            for (int pass = 0; pass < 2; ++pass) {
                QString problem;
                const bool reference = (pass == 0) == referenceFirst;
                const auto sample = reference
                    ? runMeasured(python, {u"-c"_qs, QString::fromUtf8(kJsonScript), dir.path()}, &problem)
                    : runMeasured(rooflens, {u"analyze"_qs, dir.path()}, &problem);
                if (!sample) {
                    out << (reference ? "reference" : "rooflens") << " failed: " << problem << Qt::endl;
                    return 1;
                }
                (reference ? refSeconds : seconds).push_back(sample->seconds);
                (reference ? refMB : mb).push_back(sample->peakAnonMB);
            }
        }
        const double rs = median(refSeconds), s = median(seconds);
        out << "  reference (python3 json.load of every file): " << rs << " s, " << median(refMB) << " MB" << Qt::endl;
        out << "  rooflens analyze: " << s << " s (" << s / rs << "x), " << median(mb) << " MB ("
            << median(mb) / std::max(median(refMB), 1.0) << "x)" << Qt::endl;
        out << "  (medians of " << runs << " runs, each pass in a fresh process)" << Qt::endl;
    }
    return 0;
}
