// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core/io/traces (simdjson types).

#include "core/io/traces/chrometracebatch.h"
#include "core/io/traces/chrometracereader.h"
#include "core/io/traces/traceeventfields.h"
#include "core/io/traces/traceeventstream.h"

#include <array>
#include <atomic>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace rl {

// Reduces the events of a msprof / torch_npu timeline to ChromeTraceContent: merges the
// batches made by ChromeTraceBatchParser, in file order. Names of processes and threads may
// arrive after the events that use them, so lanes keep raw (pid, tid) until finish() names,
// classifies and orders them.
class ChromeTraceBuilder
{
public:
    // `inputSize`: the file's size, to project how far counter series will grow.
    explicit ChromeTraceBuilder(chrometrace::ProcessKinds *shared = nullptr, size_t inputSize = 0);

    // `parserIndex` tells which parser made the batch (its local ids); batches must come in
    // file order. Returns the batch's error, if any (nothing of such a batch is kept).
    std::optional<Error> merge(chrometrace::ChromeTraceBatch &batch, size_t parserIndex);
    // Whether the parser of `batch` knew, of every process it looked at, as much as the
    // process names merged so far say: what one reader of the whole file would have known.
    // If not, the batch must be read again (its skipped or guessed args may differ) and only
    // its id definitions kept, by defineIds(), since its parser goes on using them.
    bool knewAsMuch(const chrometrace::ChromeTraceBatch &batch) const;
    void defineIds(chrometrace::ChromeTraceBatch &batch, size_t parserIndex);
    // Resolves lanes and counters, orders events by (lane, start), keeps the device tasks.
    ChromeTraceContent finish(const QString &path);

private:
    using LaneKey = chrometrace::LaneKey;
    struct Translation
    {
        std::vector<quint32> strings;
        std::vector<quint32> lanes; // kNoLane when over the limit
        std::vector<quint32> series;
        std::vector<qint64> texts;
        std::vector<quint32> taskTypes;
    };
    struct Chunk
    {
        std::vector<qint64> startNs;
        std::vector<qint64> durNs;
        std::vector<quint32> nameId;
        std::vector<quint32> laneId; // global lane before ordering
    };
    static constexpr quint32 kNoLane = 0xFFFFFFFFu;
    static constexpr size_t kParallelEvents = 1 << 16; // below, a second thread is not worth it

    qint64 idFor(const std::string &text);
    // Negative ids are the parser's local text ids (readId never yields a negative number).
    qint64 translateId(qint64 id, const Translation &t) const
    {
        if (id >= 0)
            return id;
        const quint64 local = quint64(-(id + 1));
        return local < t.texts.size() ? t.texts[size_t(local)] : id;
    }
    void applyMetadata(const chrometrace::Metadata &m, const Translation &t);
    Translation &translationOf(size_t parserIndex);
    std::vector<quint16> orderLanes();
    // Places the events in (lane, start) order; returns where the event of each of `tasks`
    // (in file order) went.
    std::vector<quint32> layOutEvents(const std::vector<quint16> &newLane,
                                      const std::vector<const chrometrace::TaskCandidate *> &tasks);
    void nameLanes(const std::vector<quint16> &newLane);
    void finishCounters();
    void keepDeviceTasks(); // drops the candidates of processes that are not the device
    std::vector<const chrometrace::TaskCandidate *> deviceTasks() const; // in file order
    void finishDeviceTasks(const std::vector<const chrometrace::TaskCandidate *> &tasks,
                           const std::vector<quint32> &taskAt, bool parallel);

    chrometrace::ProcessKinds *m_shared;
    size_t m_inputSize;
    ChromeTraceContent m_content;
    std::vector<Translation> m_translations;
    std::vector<Chunk> m_chunks;
    size_t m_eventCount = 0;
    std::vector<size_t> m_laneCounts;

    std::unordered_map<LaneKey, quint32, chrometrace::LaneKeyHash> m_laneIndex;
    std::vector<LaneKey> m_laneKeys;

    std::unordered_map<qint64, std::string> m_processNames;
    std::unordered_map<qint64, bool> m_mayBeDevice; // numeric pids: once named the device, always
    std::unordered_map<qint64, std::string> m_processLabels;
    std::unordered_map<qint64, double> m_processSort;
    std::unordered_map<LaneKey, std::string, chrometrace::LaneKeyHash> m_threadNames;
    std::unordered_map<LaneKey, double, chrometrace::LaneKeyHash> m_threadSort;
    std::unordered_map<std::string, qint64> m_textIds; // string pids/tids → negative ids
    std::unordered_map<qint64, std::string> m_idTexts;

    std::unordered_map<chrometrace::CounterKey, size_t, chrometrace::CounterKeyHash> m_counterIndex;
    std::vector<qint64> m_counterPids;
    std::vector<std::vector<chrometrace::TaskCandidate>> m_candidates; // one run per batch: no copies
    std::vector<QString> m_taskTypes;
    std::unordered_map<std::string, quint32> m_taskTypeIndex;

    qint64 m_eventsWithoutTs = 0;
    qint64 m_firstWithoutTsOffset = -1;
    qint64 m_eventsWithoutPh = 0;
    qint64 m_otherPhases = 0;
    qint64 m_laneOverflow = 0;
};

} // namespace rl
