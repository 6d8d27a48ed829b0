// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/chrometracereader.h"

#include "core/common/freedmemory.h"
#include "core/common/tr.h"
#include "core/io/traces/chrometracebuilder.h"
#include "core/io/traces/eventarrayscanner.h"
#include "core/io/traces/mappedfile.h"
#include "core/io/traces/traceeventstream.h"

#include <algorithm>
#include <condition_variable>
#include <cstring>
#include <map>
#include <mutex>
#include <new>
#include <thread>

namespace rl {

namespace {

using chrometrace::ChromeTraceBatch;
using chrometrace::ChromeTraceBatchParser;
using chrometrace::ProcessKinds;

constexpr double kStreamShare = 0.95; // the rest is ordering lanes and events
// The mapped bytes behind the scan are forgotten (MappedFile::forget) this many at a time: each
// call flushes the other cores' address translations, so a call per batch cost more than the
// unmapping it saves.
constexpr size_t kForgetBytes = size_t(8) << 20;

// One batch, as the scanner copied it into the thread's own buffer (the mapping is never
// written, so threads never touch each other's bytes), reduced by the thread's parser.
void parseBatch(const EventArrayScanner::Batch &range, const ScanCopy &copy, const QString &path,
                ChromeTraceBatchParser &parser, simdjson::ondemand::parser &json, ChromeTraceBatch &out)
{
    out.begin = range.begin;
    out.end = range.end;
    out.last = range.last;
    try {
        parser.parse(json, copy.batch(), copy.batchLength(), copy.batchCapacity(), qint64(range.begin), path, out);
    } catch (const std::bad_alloc &) {
        out.error = makeError(Error::Kind::Io, Tr::tr("out of memory"), path + u'@' + QString::number(range.begin));
    }
}

// Merges batches in file order. A batch whose parser guessed the kind of a process wrongly
// (a worker that had not yet seen a process name an earlier batch gives; see
// ChromeTraceBatch::assumedMayBeDevice) is read again here, with everything merged so far
// known, so that the result and its errors are those of one reader of the whole file,
// whatever the batching. Happens for the few batches in flight when the names are merged.
class OrderedMerge
{
public:
    OrderedMerge(const char *data, const QString &path, ChromeTraceBuilder &builder, ProcessKinds &kinds,
                 size_t parserIndex)
        : m_data(data), m_path(path), m_builder(builder), m_parser(&kinds), m_parserIndex(parserIndex)
    { }

    std::optional<Error> merge(ChromeTraceBatch &batch, size_t parserIndex)
    {
        if (m_builder.knewAsMuch(batch))
            return m_builder.merge(batch, parserIndex);
        const size_t length = batch.end - batch.begin;
        const size_t capacity = length + 2 + simdjson::SIMDJSON_PADDING;
        if (m_buffer.size() < capacity)
            m_buffer.resize(capacity);
        m_buffer[0] = '[';
        std::memcpy(m_buffer.data() + 1, m_data + batch.begin, length);
        m_buffer[length + 1] = ']';
        std::fill(m_buffer.begin() + std::ptrdiff_t(length + 2), m_buffer.end(), '\0');
        ChromeTraceBatch again;
        again.begin = batch.begin;
        again.end = batch.end;
        again.last = batch.last;
        try {
            m_parser.parse(m_json, m_buffer.data(), length + 2, capacity, qint64(batch.begin), m_path, again);
        } catch (const std::bad_alloc &) {
            return makeError(Error::Kind::Io, Tr::tr("out of memory"), m_path + u'@' + QString::number(batch.begin));
        }
        if (auto error = m_builder.merge(again, m_parserIndex))
            return error;
        m_builder.defineIds(batch, parserIndex); // after: the lanes are numbered as the file has them
        return std::nullopt;
    }

private:
    const char *m_data;
    const QString &m_path;
    ChromeTraceBuilder &m_builder;
    ChromeTraceBatchParser m_parser;
    size_t m_parserIndex;
    simdjson::ondemand::parser m_json;
    std::vector<char> m_buffer;
};

Error cancelledError(const QString &path)
{
    return makeError(Error::Kind::Cancelled, Tr::tr("loading was cancelled"), path);
}

void reportProgress(Progress &progress, size_t end, size_t size)
{
    progress.report(kStreamShare * double(end) / double(size ? size : 1));
}

// On the calling thread: scan, parse, merge, one batch after the other.
Status readSequentially(const MappedFile &file, const QString &path, EventArrayScanner &scanner, OrderedMerge &merge,
                        ProcessKinds &kinds, Progress &progress, size_t batchBytes)
{
    const size_t size = file.size();
    size_t forgotten = 0;
    ChromeTraceBatchParser parser(&kinds);
    simdjson::ondemand::parser json;
    ScanCopy copy(simdjson::SIMDJSON_PADDING);
    for (;;) {
        if (progress.cancelled())
            return cancelledError(path);
        auto next = scanner.next(batchBytes, &copy);
        if (!next)
            return next.error();
        if (next->begin >= forgotten + kForgetBytes) { // scanned, so copied
            file.forget(forgotten, next->begin);
            forgotten = next->begin;
        }
        ChromeTraceBatch batch;
        parseBatch(*next, copy, path, parser, json, batch);
        if (auto error = merge.merge(batch, 0))
            return *error;
        reportProgress(progress, next->end, size);
        if (next->last)
            return Ok{};
    }
}

// Worker threads take the next batch from the scanner (under the lock: the scanner runs at
// several GB/s, a small share of a batch's parse; it copies the batch into the worker's
// buffer as it goes) and parse it; the calling thread merges the
// batches in file order, reports progress and watches for cancellation. At most `window`
// batches are ahead of the merge, so memory stays bounded.
class ParallelRead
{
public:
    ParallelRead(const MappedFile &file, const QString &path, EventArrayScanner &scanner, ProcessKinds &kinds,
                 size_t batchBytes, int threads)
        : m_file(file), m_size(file.size()), m_path(path), m_scanner(scanner), m_kinds(kinds), m_batchBytes(batchBytes),
          m_window(size_t(threads) * 8)
    {
        m_workers.reserve(size_t(threads));
        for (int w = 0; w < threads; ++w)
            m_workers.emplace_back([this, w] { work(size_t(w)); });
    }
    ~ParallelRead() { stop(); }
    ParallelRead(const ParallelRead &) = delete;
    ParallelRead &operator=(const ParallelRead &) = delete;

    Status run(OrderedMerge &merge, Progress &progress)
    {
        for (size_t seq = 0;; ++seq) {
            if (progress.cancelled())
                return cancelledError(m_path);
            std::pair<ChromeTraceBatch, size_t> item;
            {
                std::unique_lock lock(m_mutex);
                m_resultReady.wait(lock, [&] { return m_ready.count(seq) != 0; });
                auto node = m_ready.extract(seq);
                item = std::move(node.mapped());
                m_merged = seq + 1;
            }
            m_workReady.notify_all();
            if (auto error = merge.merge(item.first, item.second))
                return *error;
            reportProgress(progress, item.first.end, m_size);
            if (item.first.last)
                return Ok{};
        }
    }

private:
    void stop()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_workReady.notify_all();
        for (std::thread &t : m_workers)
            t.join();
        m_workers.clear();
    }

    void work(size_t worker)
    {
        ChromeTraceBatchParser parser(&m_kinds);
        simdjson::ondemand::parser json;
        ScanCopy copy(simdjson::SIMDJSON_PADDING);
        for (;;) {
            EventArrayScanner::Batch range;
            size_t seq = 0;
            size_t forgetFrom = 0, forgetTo = 0;
            {
                std::unique_lock lock(m_mutex);
                m_workReady.wait(lock, [&] { return m_stop || m_scanDone || m_nextSeq < m_merged + m_window; });
                if (m_stop || m_scanDone)
                    return;
                seq = m_nextSeq++;
                auto next = m_scanner.next(m_batchBytes, &copy);
                if (!next) {
                    ChromeTraceBatch failed;
                    failed.error = next.error();
                    failed.last = true;
                    m_scanDone = true;
                    m_ready.emplace(seq, std::make_pair(std::move(failed), worker));
                    m_resultReady.notify_one();
                    m_workReady.notify_all();
                    return;
                }
                range = *next;
                if (range.begin >= m_forgotten + kForgetBytes) { // scanned, so copied
                    forgetFrom = m_forgotten;
                    forgetTo = m_forgotten = range.begin;
                }
                if (range.last) {
                    m_scanDone = true;
                    m_workReady.notify_all();
                }
            }
            if (forgetTo > forgetFrom)
                m_file.forget(forgetFrom, forgetTo);
            ChromeTraceBatch batch;
            parseBatch(range, copy, m_path, parser, json, batch);
            {
                const std::lock_guard lock(m_mutex);
                m_ready.emplace(seq, std::make_pair(std::move(batch), worker));
            }
            m_resultReady.notify_one();
        }
    }

    const MappedFile &m_file;
    size_t m_size;
    const QString &m_path;
    EventArrayScanner &m_scanner;
    ProcessKinds &m_kinds;
    size_t m_batchBytes;
    size_t m_window;

    std::mutex m_mutex;
    std::condition_variable m_workReady;                           // for workers: room in the window, or stop
    std::condition_variable m_resultReady;                         // for the merge
    std::map<size_t, std::pair<ChromeTraceBatch, size_t>> m_ready; // by sequence: batch, worker
    size_t m_nextSeq = 0;
    size_t m_merged = 0;
    size_t m_forgotten = 0; // the mapping's bytes before this are forgotten
    bool m_scanDone = false;
    bool m_stop = false;
    std::vector<std::thread> m_workers;
};

} // namespace

Result<ChromeTraceContent> readChromeTrace(const QString &path, Progress &progress,
                                           const ChromeTraceReadOptions &options)
{
    auto file = MappedFile::open(path);
    if (!file)
        return file.error();
    const char *data = (*file)->data();
    const size_t size = (*file)->size();
    EventArrayScanner scanner(data, size, path);
    if (auto located = scanner.locate(); !located)
        return located.error();

    const size_t batchBytes = std::max<size_t>(options.batchBytes, 1);
    int threads = options.threads > 0 ? options.threads : std::clamp(int(std::thread::hardware_concurrency()), 1, 4);
    if (options.threads <= 0 && size < 4 * batchBytes)
        threads = 1; // not worth a thread
    ProcessKinds kinds;
    ChromeTraceBuilder builder(&kinds, size);
    OrderedMerge merge(data, path, builder, kinds, size_t(std::max(threads, 1)));
    if (threads <= 1) {
        if (auto read = readSequentially(**file, path, scanner, merge, kinds, progress, batchBytes); !read)
            return read.error();
    } else {
        ParallelRead read(**file, path, scanner, kinds, batchBytes, threads);
        if (auto streamed = read.run(merge, progress); !streamed)
            return streamed.error(); // ~ParallelRead stops the workers
    }
    ChromeTraceContent content = builder.finish(path);
    if (threads > 1)
        releaseFreedMemory(); // the parsing threads' batches, before the caller builds on the result
    progress.report(1.0);
    return content;
}

} // namespace rl
