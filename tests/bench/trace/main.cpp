// SPDX-License-Identifier: GPL-3.0-or-later
// rooflens_tracebench [--size-mb N] [--runs N] [--trace FILE | --write FILE] [--threads N]
//                     [--batch-kb N] [--breakdown] [--reader-only]
// Writes a ~1 GB trace_view.json shaped like real torch_npu output into a temporary
// directory (never next to the real data), then, in the same run, measures readChromeTrace()
// and a plain streaming simdjson pass over the same bytes, and prints medians and ratios.
// --trace FILE reuses a file written before with --write FILE (write it under /tmp).
#include "core/io/traces/chrometracereader.h"
#include "core/io/traces/mappedfile.h"
#include "core/io/traces/traceeventfields.h"
#include "core/io/traces/traceeventstream.h"
#include "tests/bench/trace/allocationmeter.h"
#include "tests/bench/trace/referencepass.h"
#include "tests/bench/trace/synthetictrace.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <sys/resource.h>
#include <functional>
#include <thread>
#include <vector>

using namespace rl;
using namespace rl::bench;

namespace {

constexpr double kMB = 1024.0 * 1024.0;

struct Sample
{
    double seconds = 0.0;
    double peakAllocMB = 0.0;    // heap peak during the run, above what was held before
    double retainedMB = 0.0;     // heap still held by the result at the end
    double peakRssDeltaMB = 0.0; // VmHWM during the run minus VmRSS before (includes file pages)
    double cpuSeconds = 0.0;     // user + system time of all threads of the process
};

double cpuSecondsNow()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

template<typename Work>
Sample measure(Work &&work)
{
    const size_t heapBefore = AllocationMeter::current();
    const size_t rssBefore = ResidentMemory::current();
    const bool rssReset = ResidentMemory::resetPeak();
    AllocationMeter::resetPeak();
    const double cpuBefore = cpuSecondsNow();
    QElapsedTimer timer;
    timer.start();
    const size_t retained = work();
    Sample s;
    s.seconds = double(timer.nsecsElapsed()) / 1e9;
    s.cpuSeconds = cpuSecondsNow() - cpuBefore;
    s.peakAllocMB = double(AllocationMeter::peak() - heapBefore) / kMB;
    s.retainedMB = double(retained) / kMB;
    s.peakRssDeltaMB = rssReset ? (double(ResidentMemory::peak()) - double(rssBefore)) / kMB : -1.0;
    return s;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    qint64 sizeMB = 1024;
    int runs = 3;
    QString trace;
    QString writeOnly; // --write FILE: only generate (for profiling the reader on its own)
    bool readerOnly = false;
    bool breakdown = false;
    bool referenceOnly = false;
    ChromeTraceReadOptions readOptions;
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == u"--reader-only") { // for profiling: no references
            readerOnly = true;
            continue;
        }
        if (args[i] == u"--reference-only") { // for profiling the reference
            referenceOnly = true;
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
        else if (args[i] == u"--threads")
            readOptions.threads = args[++i].toInt();
        else if (args[i] == u"--batch-kb")
            readOptions.batchBytes = size_t(std::max(1, args[++i].toInt())) * 1024;
    }

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
    auto file = MappedFile::open(trace);
    if (!file) {
        out << file.error().toString() << Qt::endl;
        return 1;
    }
    const double fileMB = double((*file)->size()) / kMB;
    const size_t batchBytes = readOptions.batchBytes; // as readChromeTrace()
    out << "threads for readChromeTrace: "
        << (readOptions.threads > 0 ? readOptions.threads : std::clamp(int(std::thread::hardware_concurrency()), 1, 4))
        << ", batch " << batchBytes / 1024 << " KB, hardware threads " << std::thread::hardware_concurrency()
        << Qt::endl;

    std::vector<ByteRange> batches;
    if (!readerOnly && !referenceOnly) {
        // Fault the file's pages into the bench's own mapping once: the references below read
        // through it (readChromeTrace() maps the file again, each time, and pays for that).
        const Sample scan = measure([&] {
            batches = cutBatches((*file)->data(), (*file)->size(), batchBytes);
            return size_t(0);
        });
        const Sample scan2 = measure([&] {
            batches = cutBatches((*file)->data(), (*file)->size(), batchBytes);
            return size_t(0);
        });
        out << "scanner alone (batch cuts): " << scan.seconds << " s first, " << scan2.seconds << " s again = "
            << fileMB / scan2.seconds << " MB/s, " << batches.size() << " batches" << Qt::endl;
    }
    if (breakdown) {
        // Where the reader's time goes: the stream with a sink that ignores events, one that
        // only reads their fields, and the whole reader on one thread.
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
        streamOptions.batchBytes = batchBytes;
        IgnoreSink ignore;
        const Sample a = measure([&] {
            (void)streamTraceEvents((*file)->data(), (*file)->size(), trace, ignore, nullProgress(), streamOptions);
            return size_t(0);
        });
        FieldsSink fields;
        const Sample b = measure([&] {
            (void)streamTraceEvents((*file)->data(), (*file)->size(), trace, fields, nullProgress(), streamOptions);
            return size_t(0);
        });
        ChromeTraceReadOptions single = readOptions;
        single.threads = 1;
        const Sample c = measure([&] {
            auto content = readChromeTrace(trace, nullProgress(), single);
            return size_t(0);
        });
        out << "breakdown (one thread): scan+stage1+skip " << a.seconds << " s; + field walk " << b.seconds
            << " s; whole reader " << c.seconds << " s, cpu " << c.cpuSeconds << " s (peak heap " << c.peakAllocMB
            << " MB)" << Qt::endl;
    }

    std::vector<double> readerTime, readerPeak, readerRetained, readerRss, readerCpu, refTime, refPeak, fullTime, odTime,
        odPeak, domTime, domPeak, pairedRatio, pairedOldRatio;
    size_t events = 0, timelineEvents = 0, tasks = 0, counters = 0;
    for (int run = 0; run < runs; ++run) {
        if (referenceOnly) {
            const Sample ref = measure([&] {
                (void)streamingPass(trace, batchBytes, false);
                return size_t(0);
            });
            out << "run " << run + 1 << ": streaming reference " << ref.seconds << " s" << Qt::endl;
            continue;
        }
        if (readerOnly) {
            const Sample reader = measure([&] {
                auto content = readChromeTrace(trace, nullProgress(), readOptions);
                return size_t(0);
            });
            out << "run " << run + 1 << ": reader " << reader.seconds << " s, cpu " << reader.cpuSeconds
                << " s (peak heap " << reader.peakAllocMB << " MB)" << Qt::endl;
            continue;
        }
        const Sample ref = measure([&] {
            const PassResult r = streamingPass(trace, batchBytes, false);
            events = size_t(r.events);
            return size_t(0);
        });
        refTime.push_back(ref.seconds);
        refPeak.push_back(ref.peakAllocMB);
        const Sample full = measure([&] {
            (void)streamingPass(trace, batchBytes, true);
            return size_t(0);
        });
        fullTime.push_back(full.seconds);
        const Sample od = measure([&] {
            (void)onDemandPass((*file)->data(), batches);
            return size_t(0);
        });
        odTime.push_back(od.seconds);
        odPeak.push_back(od.peakAllocMB);
        const Sample dom = measure([&] {
            domPass((*file)->data(), batches);
            return size_t(0);
        });
        domTime.push_back(dom.seconds);
        domPeak.push_back(dom.peakAllocMB);
        const Sample reader = measure([&] {
            auto content = readChromeTrace(trace, nullProgress(), readOptions);
            if (!content) {
                out << content.error().toString() << Qt::endl;
                return size_t(0);
            }
            timelineEvents = content->timeline.eventCount();
            tasks = content->deviceTasks.size();
            counters = content->timeline.counters.size();
            const size_t held = AllocationMeter::current();
            return held; // measured while the content is alive
        });
        readerTime.push_back(reader.seconds);
        readerPeak.push_back(reader.peakAllocMB);
        readerRetained.push_back(reader.retainedMB);
        readerRss.push_back(reader.peakRssDeltaMB);
        readerCpu.push_back(reader.cpuSeconds);
        pairedRatio.push_back(reader.seconds / ref.seconds);
        pairedOldRatio.push_back(reader.seconds / od.seconds);
        out << "run " << run + 1 << ": reader " << reader.seconds << " s, cpu " << reader.cpuSeconds
            << " s (peak heap " << reader.peakAllocMB
            << " MB, peak RSS +" << reader.peakRssDeltaMB << " MB), streaming reference " << ref.seconds
            << " s (cpu " << ref.cpuSeconds << "), with all args " << full.seconds
            << " s, old on-demand reference " << od.seconds << " s, DOM reference " << dom.seconds << " s"
            << Qt::endl;
    }
    if (readerOnly || referenceOnly)
        return 0;
    const double t = median(readerTime), tRef = median(refTime), tFull = median(fullTime), tOd = median(odTime),
                 tDom = median(domTime);
    out << "\nfile: " << fileMB << " MB, " << events << " events (" << timelineEvents << " complete events in the timeline), "
        << tasks << " device tasks, " << counters << " counter series\n"
        << "readChromeTrace   median " << t << " s = " << fileMB / t << " MB/s; peak heap " << median(readerPeak)
        << " MB = " << median(readerPeak) / fileMB << " x file; cpu " << median(readerCpu) << " s; peak RSS delta (file pages included) "
        << median(readerRss) << " MB\n"
        << "streaming ref     median " << tRef << " s = " << fileMB / tRef << " MB/s; peak heap " << median(refPeak)
        << " MB  (maps the file, cuts batches as it goes, reads ph/name/pid/tid/ts/dur)\n"
        << "  + all args      median " << tFull << " s = " << fileMB / tFull << " MB/s\n"
        << "old on-demand ref median " << tOd << " s = " << fileMB / tOd << " MB/s; peak heap " << median(odPeak)
        << " MB  (batches cut beforehand, ph/name/ts/dur only)\n"
        << "DOM ref           median " << tDom << " s = " << fileMB / tDom << " MB/s; peak heap " << median(domPeak)
        << " MB\n"
        << "ratio reader / streaming ref:  " << t / tRef << "  (target <= 1.5); median of the runs' own ratios "
        << median(pairedRatio) << "\n"
        << "ratio reader / streaming ref with all args: " << t / tFull << "\n"
        << "ratio reader / old on-demand:  " << t / tOd << "; median of the runs' own ratios " << median(pairedOldRatio)
        << "\n"
        << "ratio reader / fastest ref:    " << t / std::min({tRef, tFull, tOd, tDom}) << "\n"
        << "ratio peak heap / file size:   " << median(readerPeak) / fileMB << "  (target <= 0.3)" << Qt::endl;
    Q_UNUSED(readerRetained);
    return 0;
}
