// SPDX-License-Identifier: GPL-3.0-or-later
// rooflens_tracebench [--size-mb N] [--runs N] [--trace FILE | --write FILE] [--threads N]
//                     [--batch-kb N] [--breakdown] [--reader-only | --reference-only] [--rooflens PATH]
// Writes a ~1 GB trace_view.json shaped like real torch_npu output into a temporary
// directory (never next to the real data), then, in the same run, measures readChromeTrace()
// and a plain streaming simdjson pass over the same bytes, each pass in a fresh process
// (measurement.h), alternating which goes first, and prints medians and ratios; then it runs
// the reader again, sampling the whole process's RssAnon from outside (processmeter.h), and
// last the whole analysis, `rooflens analyze FILE`, against the reference, each a process of
// its own timed from outside, alternating.
// --trace FILE reuses a file written before with --write FILE (write it under /tmp).
// --reader-only / --reference-only time that pass in this process, for profiling.
#include "core/io/traces/chrometracereader.h"
#include "core/io/traces/mappedfile.h"
#include "core/io/traces/traceeventfields.h"
#include "core/io/traces/traceeventstream.h"
#include "tests/bench/kernels/processmeter.h"
#include "tests/bench/trace/measurement.h"
#include "tests/bench/trace/referencepass.h"
#include "tests/bench/trace/synthetictrace.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <map>
#include <thread>
#include <vector>

using namespace rl;
using namespace rl::bench;

namespace {

constexpr double kMB = 1024.0 * 1024.0;

// The passes a run compares; each is what `--measure NAME` times in a child.
const QStringList kPasses = {u"reader"_qs, u"reference"_qs, u"allargs"_qs, u"ondemand"_qs, u"dom"_qs};

// Runs one pass in this process; prints its sample line (and what the reader found).
int measureOne(const QString &pass, const QString &trace, const ChromeTraceReadOptions &readOptions, QTextStream &out)
{
    const size_t batchBytes = readOptions.batchBytes;
    Sample s;
    if (pass == u"reader") {
        QString found;
        s = measure([&] {
            auto content = readChromeTrace(trace, nullProgress(), readOptions);
            if (!content) {
                found = content.error().toString();
                return;
            }
            found = u"timeline %1 complete events, %2 device tasks, %3 counter series"_qs
                        .arg(content->timeline.eventCount())
                        .arg(content->deviceTasks.size())
                        .arg(content->timeline.counters.size());
        });
        out << "found: " << found << Qt::endl;
    } else if (pass == u"reference" || pass == u"allargs") {
        int64_t events = 0;
        s = measure([&] { events = streamingPass(trace, batchBytes, pass == u"allargs").events; });
        out << "found: " << events << " events" << Qt::endl;
    } else {
        auto file = MappedFile::open(trace);
        if (!file) {
            out << file.error().toString() << Qt::endl;
            return 1;
        }
        // Cut beforehand, untimed: what these older references were defined as.
        const std::vector<ByteRange> batches = cutBatches((*file)->data(), (*file)->size(), batchBytes);
        if (pass == u"ondemand")
            s = measure([&] { (void)onDemandPass((*file)->data(), batches); });
        else
            s = measure([&] { (void)domPass((*file)->data(), batches); });
    }
    out << sampleLine(s) << Qt::endl;
    return 0;
}

// In this process: the scanner on its own, and (--breakdown) the stream with a sink that
// ignores events, one that only reads their fields, and the whole reader on one thread.
void measureParts(const QString &trace, const ChromeTraceReadOptions &readOptions, bool breakdown, QTextStream &out)
{
    auto file = MappedFile::open(trace);
    if (!file)
        return;
    const double fileMB = double((*file)->size()) / kMB;
    std::vector<ByteRange> batches;
    const Sample scan = measure(
        [&] { batches = cutBatches((*file)->data(), (*file)->size(), readOptions.batchBytes); });
    const Sample scan2 = measure(
        [&] { batches = cutBatches((*file)->data(), (*file)->size(), readOptions.batchBytes); });
    out << "scanner alone (batch cuts): " << scan.seconds << " s first, " << scan2.seconds
        << " s again = " << fileMB / scan2.seconds << " MB/s, " << batches.size() << " batches" << Qt::endl;
    if (!breakdown)
        return;
    struct IgnoreSink final : TraceEventSink
    {
        std::optional<QString> event(simdjson::ondemand::object &, qint64) override { return std::nullopt; }
    };
    struct FieldsSink final : TraceEventSink
    {
        std::optional<QString> event(simdjson::ondemand::object &o, qint64) override
        {
            RawTraceEvent e;
            return readTraceEvent(o, e, [](const RawTraceEvent &) { return 0u; });
        }
    };
    TraceStreamOptions streamOptions;
    streamOptions.batchBytes = readOptions.batchBytes;
    IgnoreSink ignore;
    const Sample a = measure([&] {
        (void)streamTraceEvents((*file)->data(), (*file)->size(), trace, ignore, nullProgress(), streamOptions);
    });
    FieldsSink fields;
    const Sample b = measure([&] {
        (void)streamTraceEvents((*file)->data(), (*file)->size(), trace, fields, nullProgress(), streamOptions);
    });
    ChromeTraceReadOptions single = readOptions;
    single.threads = 1;
    const Sample c = measure([&] { (void)readChromeTrace(trace, nullProgress(), single); });
    out << "breakdown (one thread): scan+stage1+skip " << a.seconds << " s; + field walk " << b.seconds
        << " s; whole reader " << c.seconds << " s, cpu " << c.cpuSeconds << " s (peak heap " << c.peakAllocMB
        << " MB, first touched " << c.firstTouchedMB << " MB)" << Qt::endl;
}

// What a user runs: `rooflens analyze FILE` (reading, building the operators, the analysis, the
// summary), a process of its own timed and sampled from outside, against the streaming
// reference run the same way (its process start and exit included), alternating.
int measureWholeAnalysis(const QString &rooflens, const QString &self, const QString &trace,
                         const QStringList &childOptions, int runs, double fileMB, QTextStream &out)
{
    if (!QFileInfo(rooflens).isExecutable()) {
        out << "whole analysis: no rooflens at " << rooflens << " (pass --rooflens PATH)" << Qt::endl;
        return 0;
    }
    std::vector<double> analysis, reference, anon;
    for (int run = 0; run < runs; ++run) {
        for (int k = 0; k < 2; ++k) {
            const bool analysisNow = (k == 0) == (run % 2 == 0);
            QString problem;
            const auto p = analysisNow
                ? runMeasured(rooflens, {u"analyze"_qs, trace}, &problem)
                : runMeasured(self, QStringList{u"--trace"_qs, trace, u"--measure"_qs, u"reference"_qs} + childOptions,
                              &problem);
            if (!p) {
                out << "whole analysis: " << problem << Qt::endl;
                return 1;
            }
            (analysisNow ? analysis : reference).push_back(p->seconds);
            if (analysisNow)
                anon.push_back(p->peakAnonMB);
        }
        out << "whole-analysis run " << run + 1 << ": rooflens analyze " << analysis.back() << " s (peak RssAnon "
            << anon.back() << " MB), streaming reference process " << reference.back() << " s" << Qt::endl;
    }
    out << "ratio whole analysis / streaming reference (both whole processes): " << median(analysis) / median(reference)
        << "  (" << median(analysis) << " s / " << median(reference)
        << " s; target <= 1.0)\nratio whole analysis peak RssAnon / file size: " << median(anon) / fileMB << "  ("
        << median(anon) << " MB; target <= 0.3)" << Qt::endl;
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    qint64 sizeMB = 1024;
    int runs = 5;
    QString trace, writeOnly, measurePass, inProcess;
    QString rooflens = QDir(app.applicationDirPath()).filePath(u"../../app/rooflens"_qs);
    bool breakdown = false;
    ChromeTraceReadOptions readOptions;
    QStringList childOptions; // what the children need to read as this process would
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == u"--reader-only" || args[i] == u"--reference-only") {
            inProcess = args[i] == u"--reader-only" ? u"reader"_qs : u"reference"_qs;
            continue;
        }
        if (args[i] == u"--breakdown") {
            breakdown = true;
            continue;
        }
        if (i + 1 == args.size())
            break;
        if (args[i] == u"--size-mb")
            sizeMB = args[++i].toLongLong();
        else if (args[i] == u"--runs")
            runs = std::max(1, args[++i].toInt());
        else if (args[i] == u"--trace")
            trace = args[++i];
        else if (args[i] == u"--write")
            writeOnly = args[++i];
        else if (args[i] == u"--measure")
            measurePass = args[++i];
        else if (args[i] == u"--rooflens")
            rooflens = args[++i];
        else if (args[i] == u"--threads") {
            readOptions.threads = args[++i].toInt();
            childOptions << args[i - 1] << args[i];
        } else if (args[i] == u"--batch-kb") {
            readOptions.batchBytes = size_t(std::max(1, args[++i].toInt())) * 1024;
            childOptions << args[i - 1] << args[i];
        }
    }
    if (!measurePass.isEmpty())
        return kPasses.contains(measurePass) ? measureOne(measurePass, trace, readOptions, out) : 2;

    QTemporaryDir dir; // in the system temp dir, removed at exit
    if (trace.isEmpty()) {
        trace = writeOnly.isEmpty() ? dir.filePath(u"trace_view.json"_qs) : writeOnly;
        const QString real = QStringLiteral(ROOFLENS_REALDATA_DIR)
            + u"/torchnpu_a2_level0_trace/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/trace_view.json";
        QElapsedTimer timer;
        timer.start();
        auto written = writeSyntheticTrace(real, trace, sizeMB * 1024 * 1024);
        if (!written) {
            out << written.error().toString() << Qt::endl;
            return 1;
        }
        out << "generated " << trace << ": " << written->bytes << " bytes, " << written->events << " events, "
            << written->repetitions << " repetitions of the real trace, " << timer.elapsed() << " ms" << Qt::endl;
        if (!writeOnly.isEmpty())
            return 0;
    }
    const double fileMB = double(QFileInfo(trace).size()) / kMB;
    out << "threads for readChromeTrace: "
        << (readOptions.threads > 0 ? readOptions.threads : std::clamp(int(std::thread::hardware_concurrency()), 1, 4))
        << ", batch " << readOptions.batchBytes / 1024 << " KB, hardware threads "
        << std::thread::hardware_concurrency() << Qt::endl;
    if (!inProcess.isEmpty()) {
        for (int run = 0; run < runs; ++run) {
            const int status = measureOne(inProcess, trace, readOptions, out);
            if (status != 0)
                return status;
        }
        return 0;
    }
    measureParts(trace, readOptions, breakdown, out);

    std::map<QString, std::vector<Sample>> samples;
    std::vector<double> pairedRatio;
    for (int run = 0; run < runs; ++run) {
        QStringList order = kPasses;
        if (run % 2 == 1)
            std::reverse(order.begin(), order.end()); // the reader first, then last
        for (const QString &pass : order) {
            QString problem;
            auto s = measureInChild(app.applicationFilePath(),
                                    QStringList{u"--trace"_qs, trace, u"--measure"_qs, pass} + childOptions, &problem);
            if (!s) {
                out << pass << ": " << problem << Qt::endl;
                return 1;
            }
            samples[pass].push_back(*s);
        }
        const Sample &reader = samples[u"reader"_qs].back();
        const Sample &ref = samples[u"reference"_qs].back();
        pairedRatio.push_back(reader.seconds / ref.seconds);
        out << "run " << run + 1 << (run % 2 ? " (reader last)" : " (reader first)") << ": reader " << reader.seconds
            << " s, cpu " << reader.cpuSeconds << " s (peak heap " << reader.peakAllocMB << " MB, first touched "
            << reader.firstTouchedMB << " MB, peak RSS +" << reader.peakRssDeltaMB << " MB), streaming reference "
            << ref.seconds << " s (cpu " << ref.cpuSeconds << " s), with all args "
            << samples[u"allargs"_qs].back().seconds << " s, old on-demand reference "
            << samples[u"ondemand"_qs].back().seconds << " s, DOM reference " << samples[u"dom"_qs].back().seconds
            << " s" << Qt::endl;
    }
    auto med = [&](const QString &pass, double Sample::*field) {
        std::vector<double> v;
        for (const Sample &s : samples[pass])
            v.push_back(s.*field);
        return median(v);
    };
    const double t = med(u"reader"_qs, &Sample::seconds), tRef = med(u"reference"_qs, &Sample::seconds),
                 tFull = med(u"allargs"_qs, &Sample::seconds), tOd = med(u"ondemand"_qs, &Sample::seconds),
                 tDom = med(u"dom"_qs, &Sample::seconds), peak = med(u"reader"_qs, &Sample::peakAllocMB);
    out << "\nfile: " << fileMB << " MB; each pass in a fresh process, " << runs << " runs\n"
        << "readChromeTrace   median " << t << " s = " << fileMB / t << " MB/s; peak heap " << peak
        << " MB = " << peak / fileMB << " x file; cpu " << med(u"reader"_qs, &Sample::cpuSeconds)
        << " s; first touched " << med(u"reader"_qs, &Sample::firstTouchedMB)
        << " MB; peak RSS delta (file pages included) " << med(u"reader"_qs, &Sample::peakRssDeltaMB) << " MB\n"
        << "streaming ref     median " << tRef << " s = " << fileMB / tRef << " MB/s; peak heap "
        << med(u"reference"_qs, &Sample::peakAllocMB)
        << " MB  (maps the file, cuts batches as it goes, reads ph/name/pid/tid/ts/dur)\n"
        << "  + all args      median " << tFull << " s = " << fileMB / tFull << " MB/s\n"
        << "old on-demand ref median " << tOd << " s = " << fileMB / tOd << " MB/s  (batches cut beforehand, "
        << "ph/name/ts/dur only)\n"
        << "DOM ref           median " << tDom << " s = " << fileMB / tDom << " MB/s\n"
        << "ratio reader / streaming ref:  " << t / tRef << "  (target <= 1.5); median of the runs' own ratios "
        << median(pairedRatio) << "\n"
        << "ratio reader / streaming ref with all args: " << t / tFull << "\n"
        << "ratio reader / old on-demand:  " << t / tOd << "\n"
        << "ratio reader / fastest ref:    " << t / std::min({tRef, tFull, tOd, tDom}) << "\n"
        << "ratio peak heap / file size:   " << peak / fileMB << "  (target <= 0.3)" << Qt::endl;

    // The reader as a user's shell sees it: the whole process's anonymous memory (heap,
    // stacks, every thread's malloc arena, the runtime; no file pages), sampled from outside,
    // which the heap count above leaves out.
    std::vector<double> anon;
    for (int run = 0; run < runs; ++run) {
        QString problem;
        const auto p = runMeasured(app.applicationFilePath(),
                                   QStringList{u"--trace"_qs, trace, u"--measure"_qs, u"reader"_qs} + childOptions,
                                   &problem);
        if (!p) {
            out << "whole process: " << problem << Qt::endl;
            return 1;
        }
        anon.push_back(p->peakAnonMB);
        out << "whole-process run " << run + 1 << ": peak RssAnon " << p->peakAnonMB << " MB, " << p->seconds << " s"
            << Qt::endl;
    }
    out << "ratio whole-process peak RssAnon / file size: " << median(anon) / fileMB << "  (" << median(anon)
        << " MB; target <= 0.3)" << Qt::endl;
    return measureWholeAnalysis(rooflens, app.applicationFilePath(), trace, childOptions, runs, fileMB, out);
}
