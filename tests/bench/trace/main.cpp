// SPDX-License-Identifier: GPL-3.0-or-later
// rooflens_tracebench [--size-mb N] [--runs N] [--trace FILE | --write FILE]
// Writes a ~1 GB trace_view.json shaped like real torch_npu output into a temporary
// directory (never next to the real data), then, in the same run, measures readChromeTrace()
// and a plain simdjson pass over the same bytes, and prints medians and ratios.
#include "core/io/traces/chrometracereader.h"
#include "core/io/traces/chrometracebuilder.h"
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
#include <functional>
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
};

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
    QElapsedTimer timer;
    timer.start();
    const size_t retained = work();
    Sample s;
    s.seconds = double(timer.nsecsElapsed()) / 1e9;
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
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (i + 1 == args.size() && args[i] != u"--reader-only")
            break;
        if (args[i] == u"--size-mb")
            sizeMB = args[++i].toLongLong();
        else if (args[i] == u"--runs")
            runs = std::max(1, args[++i].toInt());
        else if (args[i] == u"--trace")
            trace = args[++i];
        else if (args[i] == u"--write")
            writeOnly = args[++i];
        else if (args[i] == u"--reader-only") // for profiling: no references
            readerOnly = true;
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
    const size_t batchBytes = TraceStreamOptions().batchBytes; // as readChromeTrace()

    std::vector<ByteRange> batches;
    const Sample scan = measure([&] {
        batches = cutBatches((*file)->data(), (*file)->size(), batchBytes);
        return size_t(0);
    });
    const Sample scan2 = measure([&] {
        batches = cutBatches((*file)->data(), (*file)->size(), batchBytes);
        return size_t(0);
    });
    out << "scanner again, pages mapped: " << scan2.seconds << " s, " << fileMB / scan2.seconds << " MB/s" << Qt::endl;
    out << "scanner alone (batch cuts): " << scan.seconds << " s, " << fileMB / scan.seconds << " MB/s, "
        << batches.size() << " batches" << Qt::endl;

    // Where the reader's time goes: the stream with a sink that ignores events, one that
    // only reads their fields, and the full builder (+ finish()).
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
    {
        IgnoreSink ignore;
        const Sample a = measure([&] {
            (void)streamTraceEvents((*file)->data(), (*file)->size(), trace, ignore, nullProgress());
            return size_t(0);
        });
        FieldsSink fields;
        const Sample b = measure([&] {
            (void)streamTraceEvents((*file)->data(), (*file)->size(), trace, fields, nullProgress());
            return size_t(0);
        });
        ChromeTraceBuilder builder;
        const Sample c = measure([&] {
            (void)streamTraceEvents((*file)->data(), (*file)->size(), trace, builder, nullProgress());
            return size_t(0);
        });
        const Sample d = measure([&] {
            auto content = builder.finish(trace);
            return size_t(0);
        });
        out << "breakdown: scan+stage1+skip " << a.seconds << " s; + field walk " << b.seconds << " s; + builder "
            << c.seconds << " s; finish() " << d.seconds << " s" << Qt::endl;
    }

    std::vector<double> readerTime, readerPeak, readerRetained, readerRss, odTime, odPeak, domTime, domPeak;
    size_t events = 0, tasks = 0, counters = 0;
    for (int run = 0; run < runs; ++run) {
        if (readerOnly) {
            auto content = readChromeTrace(trace, nullProgress());
            continue;
        }
        const Sample od = measure([&] {
            const PassResult r = onDemandPass((*file)->data(), batches);
            events = size_t(r.events);
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
            auto content = readChromeTrace(trace, nullProgress());
            if (!content) {
                out << content.error().toString() << Qt::endl;
                return size_t(0);
            }
            tasks = content->deviceTasks.size();
            counters = content->timeline.counters.size();
            const size_t held = AllocationMeter::current();
            return held; // measured while the content is alive
        });
        readerTime.push_back(reader.seconds);
        readerPeak.push_back(reader.peakAllocMB);
        readerRetained.push_back(reader.retainedMB);
        readerRss.push_back(reader.peakRssDeltaMB);
        out << "run " << run + 1 << ": reader " << reader.seconds << " s (peak heap " << reader.peakAllocMB
            << " MB, peak RSS +" << reader.peakRssDeltaMB << " MB), on-demand reference " << od.seconds
            << " s, DOM reference " << dom.seconds << " s" << Qt::endl;
    }
    const double t = median(readerTime), tOd = median(odTime), tDom = median(domTime);
    out << "\nfile: " << fileMB << " MB, " << events << " events, " << tasks << " device tasks, " << counters
        << " counter series\n"
        << "readChromeTrace   median " << t << " s = " << fileMB / t << " MB/s; peak heap " << median(readerPeak)
        << " MB = " << median(readerPeak) / fileMB << " x file; peak RSS delta (file pages included) "
        << median(readerRss) << " MB\n"
        << "on-demand ref     median " << tOd << " s = " << fileMB / tOd << " MB/s; peak heap " << median(odPeak) << " MB\n"
        << "DOM ref           median " << tDom << " s = " << fileMB / tDom << " MB/s; peak heap " << median(domPeak) << " MB\n"
        << "ratio reader / on-demand ref: " << t / tOd << "  (target <= 1.5)\n"
        << "ratio reader / fastest ref:   " << t / std::min(tOd, tDom) << "\n"
        << "ratio peak heap / file size:  " << median(readerPeak) / fileMB << "  (target <= 0.3)" << Qt::endl;
    Q_UNUSED(readerRetained);
    return 0;
}
