// SPDX-License-Identifier: GPL-3.0-or-later
// rooflens_kernelbench [--source FILE] [--copies N[,N...]] [--runs N] [--rooflens PATH] [--python PATH]
//                      [--write FILE]
// A long training run's kernel table, analysed as a user would, against what script users run
// first on it. It writes a kernel_details.csv of N copies of a real one (repeatedtable.h) into a
// temporary folder (never next to the real data), then, in the same run, times each pass in a
// fresh process, alternating their order: pandas.read_csv of the file (with python3-pandas;
// otherwise a plain C++ pass that splits every field and converts the numbers, in a child of
// this program), `rooflens analyze DIR`, `rooflens analyze DIR --json FILE` and `--csv FILE`, and
// `cp` of each output (what writing the same bytes costs at the least). It prints the medians of
// the runs, the ratios against the reference and, for each output, the time it adds to the
// analysis against the cp of its bytes; memory is the peak anonymous
// resident memory sampled from outside (the reference's is read_csv's own: the interpreter
// and the pandas import are taken off).
#include "tests/bench/kernels/processmeter.h"
#include "tests/bench/kernels/repeatedtable.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <charconv>
#include <map>
#include <utility>
#include <vector>

using namespace rl;
using namespace rl::bench;

namespace {

const char *const kPandasScript = R"(import sys, time
import pandas
def anon():
    for line in open('/proc/self/status'):
        if line.startswith('RssAnon:'):
            return int(line.split()[1])
base = anon()
t = time.perf_counter()
frame = pandas.read_csv(sys.argv[1])
print('reference', time.perf_counter() - t, base, len(frame))
)";

// The fallback reference: every field split and every number converted, as a data frame
// library would, in one pass over the mapped bytes.
int splitPass(const QString &path, QTextStream &out)
{
    QElapsedTimer timer;
    timer.start();
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return 1;
    const char *data = reinterpret_cast<const char *>(f.map(0, f.size()));
    const qint64 size = f.size();
    std::vector<double> numbers;
    numbers.reserve(size_t(size / 8));
    qint64 rows = 0;
    bool quoted = false;
    qint64 fieldStart = 0;
    for (qint64 i = 0; i < size; ++i) {
        const char c = data[i];
        if (c == '"')
            quoted = !quoted;
        if (quoted || (c != ',' && c != '\n'))
            continue;
        double v = 0.0;
        const auto [stop, error] = std::from_chars(data + fieldStart, data + i, v);
        if (error == std::errc() && stop > data + fieldStart)
            numbers.push_back(v);
        fieldStart = i + 1;
        rows += c == '\n';
    }
    out << "reference " << double(timer.nsecsElapsed()) / 1e9 << " 0 " << rows - 1 << Qt::endl;
    return 0;
}

struct Pass
{
    QString name;
    QString program;
    QStringList arguments;
};

struct Figures
{
    std::vector<double> seconds, anonMB, innerSeconds;
};

QString findPandasPython(const QString &requested)
{
    QStringList candidates;
    if (!requested.isEmpty())
        candidates << requested;
    candidates << u"/usr/bin/python3"_qs << u"python3"_qs;
    for (const QString &p : candidates) {
        QString problem;
        if (runMeasured(p, {u"-c"_qs, u"import pandas"_qs}, &problem))
            return p;
    }
    return {};
}

QString defaultSource()
{
    const QString dir = QStringLiteral(ROOFLENS_REALDATA_DIR);
    const QString f = dir
        + u"/torchnpu_a2_2rank_level2_text/level2/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/kernel_details.csv";
    return QFileInfo::exists(f) ? f : QString();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    if (args.size() == 3 && args[1] == u"--split-pass")
        return splitPass(args[2], out);

    QString source = defaultSource();
    QString rooflens = QDir(app.applicationDirPath()).filePath(u"../../app/rooflens"_qs);
    QString python;
    QString writeOnly;
    QList<int> copies = {100};
    int runs = 5;
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == u"--source")
            source = args[i + 1];
        else if (args[i] == u"--rooflens")
            rooflens = args[i + 1];
        else if (args[i] == u"--python")
            python = args[i + 1];
        else if (args[i] == u"--write")
            writeOnly = args[i + 1];
        else if (args[i] == u"--runs")
            runs = std::max(1, args[i + 1].toInt());
        else if (args[i] == u"--copies") {
            copies.clear();
            for (const QString &n : args[i + 1].split(u','))
                copies << std::max(1, n.toInt());
        }
    }
    if (source.isEmpty()) {
        out << "no source table: pass --source kernel_details.csv (the real data is not beside the clone)" << Qt::endl;
        return 2;
    }
    if (!writeOnly.isEmpty()) {
        // The table of the first --copies alone, for by-hand runs and profiles of the same input.
        const auto rows = writeRepeatedTable(source, writeOnly, copies.value(0));
        if (!rows) {
            out << rows.error().toString() << Qt::endl;
            return 1;
        }
        out << *rows << " kernels written to " << writeOnly << Qt::endl;
        return 0;
    }
    if (!QFileInfo(rooflens).isExecutable()) {
        out << "no rooflens at " << rooflens << ": pass --rooflens PATH" << Qt::endl;
        return 2;
    }
    python = findPandasPython(python);
    out << "source: " << source << "\nrooflens: " << QFileInfo(rooflens).canonicalFilePath() << "\nreference: "
        << (python.isEmpty() ? u"C++ field-splitting pass (python3-pandas not found)"_qs
                             : u"pandas.read_csv (%1)"_qs.arg(python))
        << Qt::endl;

    for (int n : copies) {
        QTemporaryDir dir(QDir::tempPath() + u"/rooflens-kernelbench-XXXXXX"_qs);
        const QString table = dir.filePath(u"kernel_details.csv"_qs);
        const QString json = dir.filePath(u"analysis.json"_qs);
        QElapsedTimer written;
        written.start();
        const auto rows = writeRepeatedTable(source, table, n);
        if (!rows) {
            out << rows.error().toString() << Qt::endl;
            return 1;
        }
        out << "\n"
            << n << " copies: " << *rows << " kernels, " << QFileInfo(table).size() / (1024 * 1024)
            << " MB (written in " << double(written.nsecsElapsed()) / 1e9 << " s)" << Qt::endl;
        const QString workspace = dir.path();
        // The outputs and their copies beside the table's folder, not in it.
        QTemporaryDir outputs(QDir::tempPath() + u"/rooflens-kernelbench-out-XXXXXX"_qs);
        const QString csv = outputs.filePath(u"analysis.csv"_qs);
        const QString jsonCopy = outputs.filePath(u"copy.json"_qs), csvCopy = outputs.filePath(u"copy.csv"_qs);
        std::vector<Pass> passes = {
            python.isEmpty() ? Pass{u"reference"_qs, app.applicationFilePath(), {u"--split-pass"_qs, table}}
                             : Pass{u"reference"_qs, python, {u"-c"_qs, QString::fromUtf8(kPandasScript), table}},
            {u"analyze"_qs, rooflens, {u"analyze"_qs, workspace}},
            {u"analyze --json"_qs, rooflens, {u"analyze"_qs, workspace, u"--json"_qs, json}},
            {u"analyze --csv"_qs, rooflens, {u"analyze"_qs, workspace, u"--csv"_qs, csv}},
            // What writing the same bytes costs at the least: cp of the output (over the copy
            // the run before left, as the outputs replace theirs).
            {u"cp of the JSON"_qs, u"cp"_qs, {json, jsonCopy}},
            {u"cp of the CSV"_qs, u"cp"_qs, {csv, csvCopy}},
        };
        // The outputs once, unmeasured, so that the copies have something to copy.
        for (const Pass &p : passes) {
            QString problem;
            if (p.name.startsWith(u"analyze --") && !runMeasured(p.program, p.arguments, &problem)) {
                out << problem << Qt::endl;
                return 1;
            }
        }
        std::map<QString, Figures> figures;
        qint64 jsonBytes = 0;
        for (int r = 0; r < runs; ++r) {
            std::vector<Pass> order = passes;
            if (r % 2)
                std::reverse(order.begin(), order.end());
            for (const Pass &p : order) {
                QString problem;
                const auto s = runMeasured(p.program, p.arguments, &problem);
                if (!s) {
                    out << problem << Qt::endl;
                    return 1;
                }
                Figures &f = figures[p.name];
                f.seconds.push_back(s->seconds);
                double anon = s->peakAnonMB;
                if (p.name == u"reference") {
                    // "reference SECONDS BASE_KB ROWS": read_csv's own time and the memory the
                    // interpreter held before it.
                    const QStringList words = s->output.split(u'\n').filter(u"reference"_qs).value(0).split(u' ');
                    f.innerSeconds.push_back(words.value(1).toDouble());
                    anon -= words.value(2).toDouble() / 1024.0;
                }
                f.anonMB.push_back(anon);
                if (p.name == u"analyze --json")
                    jsonBytes = QFileInfo(json).size();
            }
        }
        const Figures &ref = figures[u"reference"_qs];
        const double refSeconds = median(ref.innerSeconds);
        const double refMB = median(ref.anonMB);
        out << "  reference: " << refSeconds << " s for the read itself (" << median(ref.seconds)
            << " s for the whole process), " << refMB << " MB anonymous memory" << Qt::endl;
        for (const QString &name : {u"analyze"_qs, u"analyze --json"_qs, u"analyze --csv"_qs}) {
            const Figures &f = figures[name];
            const double s = median(f.seconds), mb = median(f.anonMB);
            out << "  " << name << ": " << s << " s = " << s / refSeconds << "x the reference; " << mb
                << " MB = " << mb / refMB << "x" << Qt::endl;
        }
        const double analyzeSeconds = median(figures[u"analyze"_qs].seconds);
        out << "  analyze per million kernels: " << analyzeSeconds / double(*rows) * 1e6 << " s" << Qt::endl;
        // What an output adds to the analysis, against copying the same bytes.
        for (const auto &[output, copy] : {std::pair{u"analyze --json"_qs, u"cp of the JSON"_qs},
                                           std::pair{u"analyze --csv"_qs, u"cp of the CSV"_qs}}) {
            const double added = median(figures[output].seconds) - analyzeSeconds;
            const double copied = median(figures[copy].seconds);
            out << "  " << output << " adds " << added << " s = " << added / copied << "x the " << copy << " ("
                << copied << " s)" << Qt::endl;
        }
        out << "  JSON: " << jsonBytes / (1024 * 1024) << " MB, " << double(jsonBytes) / double(*rows)
            << " bytes per kernel; CSV: " << QFileInfo(csv).size() / (1024 * 1024) << " MB" << Qt::endl;
        out << "  (medians of " << runs << " runs, each pass in a fresh process)" << Qt::endl;
    }
    return 0;
}
