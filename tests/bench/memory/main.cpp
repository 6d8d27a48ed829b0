// SPDX-License-Identifier: GPL-3.0-or-later
// rooflens_memorybench [--rows N] [--runs N] [--python PATH] [--write DIR]
// rooflens_memorybench --load PATH   (one loadMemory of PATH; what each timed process runs)
// Ten million allocations, read as a user's load reads them: it writes a torch_npu rank folder
// whose operator_memory.csv holds N rows (generatedallocations.h) into a temporary folder, then
// times, each in a fresh process and alternating their order, the references — `wc -l` (reading
// the bytes once) and python3's csv module counting the rows, the least a script does to look at
// them — and loadMemory of the folder. It prints the medians (wall time, peak anonymous RSS, and
// VmHWM, which counts the mapped file's pages) and the ratios against the references. The issue's
// figure: 10 M allocation events in under 5 s on two cores at under 1 GB (core/memory/README.md §4).
#include "core/memory/memoryloader.h"
#include "tests/bench/kernels/processmeter.h"
#include "tests/bench/memory/generatedallocations.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>

#include <vector>

using namespace rl::bench;

namespace {

const char *const kCsvScript = R"(import csv, sys
rows = 0
with open(sys.argv[1], newline='') as f:
    r = csv.reader(f)
    next(r)
    for row in r:
        rows += 1
print(rows)
)";

int loadOnce(const QString &path)
{
    const auto data = rl::loadMemory({path});
    size_t allocations = 0;
    if (data) {
        for (const rl::RankMemory &r : data->ranks)
            allocations += r.allocations.size();
    }
    QTextStream(stdout) << allocations << Qt::endl;
    return data ? 0 : 1;
}

struct Figures
{
    std::vector<double> seconds, anonMB, rssMB;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    qint64 rows = 10'000'000;
    int runs = 5;
    QString python = u"python3"_qs;
    QString writeOnly;
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == u"--load")
            return loadOnce(args[i + 1]);
        if (args[i] == u"--rows")
            rows = std::max<qint64>(1, args[i + 1].toLongLong());
        else if (args[i] == u"--runs")
            runs = std::max(1, args[i + 1].toInt());
        else if (args[i] == u"--python")
            python = args[i + 1];
        else if (args[i] == u"--write")
            writeOnly = args[i + 1];
    }
    if (!writeOnly.isEmpty()) {
        const QString csv = writeAllocationJob(writeOnly, rows);
        out << (csv.isEmpty() ? u"cannot write into "_qs + writeOnly : csv) << Qt::endl;
        return csv.isEmpty() ? 1 : 0;
    }
    QTemporaryDir dir;
    const QString csv = writeAllocationJob(dir.path(), rows);
    if (csv.isEmpty()) {
        out << "cannot write the job into " << dir.path() << Qt::endl;
        return 1;
    }
    out << rows << " allocations, " << double(QFileInfo(csv).size()) / 1e6 << " MB of operator_memory.csv" << Qt::endl;
    const QString self = QCoreApplication::applicationFilePath();
    struct Pass
    {
        const char *name;
        QString program;
        QStringList arguments;
    };
    const std::vector<Pass> passes{{"wc -l", u"wc"_qs, {u"-l"_qs, csv}},
                                   {"python3 csv.reader", python, {u"-c"_qs, QString::fromUtf8(kCsvScript), csv}},
                                   {"loadMemory", self, {u"--load"_qs, dir.path()}}};
    std::vector<Figures> figures(passes.size());
    for (int r = 0; r < runs; ++r) {
        for (size_t k = 0; k < passes.size(); ++k) {
            const size_t p = r % 2 == 0 ? k : passes.size() - 1 - k; // alternate the order
            QString problem;
            const auto sample = runMeasured(passes[p].program, passes[p].arguments, &problem);
            if (!sample) {
                out << passes[p].name << " failed: " << problem << Qt::endl;
                return 1;
            }
            if (p == passes.size() - 1 && sample->output.trimmed().toLongLong() != rows) {
                out << "loadMemory read " << sample->output.trimmed() << " allocations, not " << rows << Qt::endl;
                return 1;
            }
            figures[p].seconds.push_back(sample->seconds);
            figures[p].anonMB.push_back(sample->peakAnonMB);
            figures[p].rssMB.push_back(sample->peakRssMB);
        }
    }
    const double mine = median(figures.back().seconds);
    for (size_t p = 0; p < passes.size(); ++p) {
        const double s = median(figures[p].seconds);
        out << "  " << passes[p].name << ": " << s << " s";
        if (p + 1 < passes.size())
            out << " (loadMemory " << mine / s << "x)";
        out << ", peak anon " << median(figures[p].anonMB) << " MB, VmHWM " << median(figures[p].rssMB) << " MB"
            << Qt::endl;
    }
    out << "  (medians of " << runs << " runs, each pass in a fresh process)" << Qt::endl;
    return 0;
}
