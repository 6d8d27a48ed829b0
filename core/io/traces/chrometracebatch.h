// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/traces/chrometracereader.h"
#include "core/io/traces/traceeventfields.h"
#include "core/io/traces/traceeventstream.h"

#include <array>
#include <atomic>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace rl {

namespace chrometrace {

// The process torch_npu and msprof name for the device streams.
inline constexpr std::string_view kDeviceProcessName = "Ascend Hardware";

struct LaneKey
{
    qint64 pid = 0;
    qint64 tid = 0;
    bool operator==(const LaneKey &o) const { return pid == o.pid && tid == o.tid; }
};
struct LaneKeyHash
{
    size_t operator()(const LaneKey &k) const
    {
        return size_t((quint64(k.pid) * 0x9E3779B97F4A7C15ull) ^ (quint64(k.tid) * 0xC2B2AE3D27D4EB4Full));
    }
};
struct CounterKey
{
    qint64 pid = 0;
    quint32 event = 0;
    quint32 arg = 0;
    bool operator==(const CounterKey &o) const { return pid == o.pid && event == o.event && arg == o.arg; }
};
struct CounterKeyHash
{
    size_t operator()(const CounterKey &k) const
    {
        return size_t((quint64(k.pid) * 0x9E3779B97F4A7C15ull)
                      ^ ((quint64(k.event) << 32 | k.arg) * 0xC2B2AE3D27D4EB4Full));
    }
};

// A complete event that may be a device task; kept only if its process turns out to be
// "Ascend Hardware".
struct TaskCandidate
{
    size_t eventIndex = 0; // in a batch: into its events; in the builder: into all events
    qint64 pid = 0;
    qint64 fileOffset = 0;
    quint32 taskType = 0;
    std::optional<qint64> streamId;
    std::optional<qint64> taskId;
    std::optional<double> aicoreTime;
    std::optional<qint64> totalCycles;
};

struct Metadata
{
    enum class Kind : quint8 { ProcessName, ProcessLabels, ThreadName, ProcessSort, ThreadSort };
    Kind kind = Kind::ProcessName;
    qint64 pid = 0;
    qint64 tid = 0;
    std::string text;
    double sortIndex = 0.0;
};

// What one batch of events reduces to, built on a worker thread. Names, lanes, counter series,
// task types and textual pids/tids get ids local to the parser that made the batch (dense,
// in order of first use); the batch lists the ones it used first, so the builder, merging the
// batches in file order, can translate them and assigns its own ids in file order too.
struct ChromeTraceBatch
{
    size_t begin = 0; // input offset of the batch's first event
    size_t end = 0;   // input offset just past the batch
    bool last = false;
    std::optional<Error> error; // the first problem of the batch; what follows it is not kept

    // complete events in file order
    std::vector<qint64> startNs;
    std::vector<qint64> durNs;
    std::vector<quint32> nameId; // local string id
    std::vector<quint32> laneId; // local lane id
    // counter samples in file order
    std::vector<quint32> sampleSeries; // local series id
    std::vector<qint64> sampleTs;
    std::vector<double> sampleValue;

    struct SeriesDef
    {
        qint64 pid = 0;    // may be a local text id (< 0)
        quint32 event = 0; // local string ids
        quint32 arg = 0;
    };
    std::vector<std::string> newStrings;
    std::vector<LaneKey> newLanes; // pid/tid may be local text ids (< 0)
    std::vector<SeriesDef> newSeries;
    std::vector<std::string> newTexts; // local text id -1 - k
    std::vector<std::string> newTaskTypes;
    std::vector<Metadata> metadata;        // pid/tid may be local text ids (< 0)
    std::vector<TaskCandidate> candidates; // pid may be a local text id; eventIndex into this batch
    // Numeric pids whose kind decided what the parser read of an event (or that the batch
    // names), with whether the parser took them for possibly the device at the batch's start.
    // A worker may know fewer process names than a reader of the whole file would by then;
    // the builder re-reads a batch whose guesses were wrong (ChromeTraceBuilder::knewAsMuch).
    std::vector<std::pair<qint64, bool>> assumedMayBeDevice;

    qint64 flows = 0;
    qint64 eventsWithoutTs = 0;
    qint64 firstWithoutTsOffset = -1;
    qint64 eventsWithoutPh = 0;
    qint64 otherPhases = 0;
};

// What process names the workers may know before the batch that names a process is merged:
// lets them skip the args of host events early. Only an optimisation: which events become
// device tasks is decided when the builder finishes.
class ProcessKinds
{
public:
    void publish(qint64 pid, bool device);
    // Copies what was published since `version` into `out`; returns the new version.
    size_t update(size_t version, std::unordered_map<qint64, bool> &out) const;
    size_t version() const { return m_version.load(std::memory_order_acquire); }

private:
    mutable std::mutex m_mutex;
    std::vector<std::pair<qint64, bool>> m_entries;
    std::atomic<size_t> m_version{0};
};

// Interns UTF-8 text to dense local ids with one cheap hash and no allocation on a hit.
class FastInterner
{
public:
    FastInterner();
    // `isNew` is set when the text was not known yet. `hint` (0 at first) is the caller's
    // memory of its last answer, tried before the table.
    quint32 intern(std::string_view text, bool &isNew, quint32 &hint);

private:
    void grow();
    struct Slot
    {
        quint64 hash = 0;
        quint32 idPlusOne = 0; // 0: empty
    };
    std::vector<Slot> m_slots;
    std::vector<std::string> m_strings;
};

// Reduces batches of events to ChromeTraceBatch; one per thread.
class ChromeTraceBatchParser final : public TraceEventSink
{
public:
    explicit ChromeTraceBatchParser(const ProcessKinds *shared = nullptr);

    // Parses one batch held in a padded buffer ("[" + events + "]"), `inputOffset` being
    // where its first event starts in the input.
    void parse(simdjson::ondemand::parser &parser, const char *buffer, size_t length, size_t capacity,
               qint64 inputOffset, const QString &path, ChromeTraceBatch &out);

    std::optional<QString> event(simdjson::ondemand::object &object, qint64 offset) override;

private:
    unsigned argsWanted(const RawTraceEvent &event);
    bool mayBeDevice(qint64 pid);
    void noteAssumption(qint64 pid, bool mayBe); // once per pid and batch
    quint32 string(std::string_view text, quint32 &hint);
    qint64 idFor(std::string_view text);
    quint32 laneFor(qint64 pid, qint64 tid);
    quint32 seriesFor(qint64 pid, quint32 event, quint32 arg);
    quint32 taskTypeFor(std::string_view text);

    const ProcessKinds *m_shared;
    size_t m_sharedVersion = 0;
    std::unordered_map<qint64, bool> m_processIsDevice; // what is known of process names
    qint64 m_lastPidChecked = 0;
    bool m_lastPidMayBeDevice = true;
    bool m_pidCacheValid = false;
    std::unordered_set<qint64> m_assumedThisBatch;

    ChromeTraceBatch *m_out = nullptr;
    FastInterner m_strings;
    quint32 m_nameHint = 0; // per call site, see FastInterner::intern()
    quint32 m_counterHint = 0;
    std::array<quint32, TraceEventArgs::kMaxNumbers> m_argHints{};
    std::unordered_map<std::string, qint64> m_textIds;
    std::unordered_map<LaneKey, quint32, LaneKeyHash> m_lanes;
    LaneKey m_lastLaneKey{};
    quint32 m_lastLane = 0;
    bool m_haveLastLane = false;
    std::unordered_map<CounterKey, quint32, CounterKeyHash> m_series;
    struct SeriesCacheEntry // counter events of a few series interleave: a small direct-mapped cache
    {
        CounterKey key{};
        quint32 seriesPlusOne = 0; // 0: empty
    };
    std::array<SeriesCacheEntry, 64> m_seriesCache{};
    std::unordered_map<std::string, quint32> m_taskTypes;
    const std::pair<const std::string, quint32> *m_lastTaskType = nullptr;
    size_t m_lastEvents = 0; // what the last batch held, to size the next
    size_t m_lastSamples = 0;
    size_t m_lastCandidates = 0;
};

} // namespace chrometrace

} // namespace rl
