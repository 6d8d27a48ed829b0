// SPDX-License-Identifier: GPL-3.0-or-later
// The per-thread half of reading a Chrome trace: parsing one batch of events into a
// ChromeTraceBatch with thread-local ids (ChromeTraceBuilder merges batches in file order).
#include "core/io/traces/chrometracebatch.h"

#include "core/common/tr.h"

#include <cstring>

namespace rl {

namespace {

// A cheap hash for names: length, first and last 8 bytes (names that share both collide and
// are told apart by the comparison).
inline quint64 hashText(std::string_view s)
{
    const size_t n = s.size();
    quint64 head = 0, tail = 0;
    if (n >= 8) {
        std::memcpy(&head, s.data(), 8);
        std::memcpy(&tail, s.data() + n - 8, 8);
    } else {
        for (size_t i = 0; i < n; ++i)
            head |= quint64(quint8(s[i])) << (8 * i);
    }
    quint64 h = (head * 0x9E3779B97F4A7C15ull) ^ (tail * 0xC2B2AE3D27D4EB4Full) ^ (quint64(n) << 56);
    return h ^ (h >> 29);
}

} // namespace

namespace chrometrace {

// ---------------------------------------------------------------------------------------------
// ProcessKinds

void ProcessKinds::publish(qint64 pid, bool device)
{
    const std::lock_guard lock(m_mutex);
    m_entries.emplace_back(pid, device);
    m_version.store(m_entries.size(), std::memory_order_release);
}

size_t ProcessKinds::update(size_t version, std::unordered_map<qint64, bool> &out) const
{
    const std::lock_guard lock(m_mutex);
    for (size_t i = version; i < m_entries.size(); ++i) {
        if (m_entries[i].first < 0)
            continue; // a builder's text id: the parser's own text ids mean other texts
        bool &device = out.try_emplace(m_entries[i].first, false).first->second;
        device = device || m_entries[i].second; // once named the device process, always may be
    }
    return m_entries.size();
}

// ---------------------------------------------------------------------------------------------
// FastInterner

FastInterner::FastInterner() : m_slots(256) { }

void FastInterner::grow()
{
    std::vector<Slot> slots(m_slots.size() * 2);
    const size_t mask = slots.size() - 1;
    for (const Slot &s : m_slots) {
        if (s.idPlusOne == 0)
            continue;
        size_t i = size_t(s.hash) & mask;
        while (slots[i].idPlusOne != 0)
            i = (i + 1) & mask;
        slots[i] = s;
    }
    m_slots.swap(slots);
}

quint32 FastInterner::intern(std::string_view text, bool &isNew, quint32 &hint)
{
    isNew = false;
    // Each call site sees runs of the same text: try its last answer first.
    if (hint != 0 && std::string_view(m_strings[hint - 1]) == text)
        return hint - 1;
    const quint64 h = hashText(text);
    const size_t mask = m_slots.size() - 1;
    size_t i = size_t(h) & mask;
    for (;; i = (i + 1) & mask) {
        const Slot &s = m_slots[i];
        if (s.idPlusOne == 0)
            break;
        if (s.hash == h && std::string_view(m_strings[s.idPlusOne - 1]) == text) {
            hint = s.idPlusOne;
            return s.idPlusOne - 1;
        }
    }
    const auto id = quint32(m_strings.size());
    m_strings.emplace_back(text);
    m_slots[i] = Slot{h, id + 1};
    if (m_strings.size() * 2 > m_slots.size())
        grow();
    isNew = true;
    hint = id + 1;
    return id;
}

// ---------------------------------------------------------------------------------------------
// ChromeTraceBatchParser

ChromeTraceBatchParser::ChromeTraceBatchParser(const ProcessKinds *shared) : m_shared(shared) { }

void ChromeTraceBatchParser::parse(simdjson::ondemand::parser &parser, const char *buffer, size_t length,
                                   size_t capacity, qint64 inputOffset, const QString &path, ChromeTraceBatch &out)
{
    if (m_shared && m_shared->version() != m_sharedVersion) {
        m_sharedVersion = m_shared->update(m_sharedVersion, m_processIsDevice);
        m_pidCacheValid = false;
    }
    // The batches of a file are alike: size the columns like the last one.
    out.startNs.reserve(m_lastEvents + m_lastEvents / 8);
    out.durNs.reserve(m_lastEvents + m_lastEvents / 8);
    out.nameId.reserve(m_lastEvents + m_lastEvents / 8);
    out.laneId.reserve(m_lastEvents + m_lastEvents / 8);
    out.sampleSeries.reserve(m_lastSamples + m_lastSamples / 8);
    out.sampleTs.reserve(m_lastSamples + m_lastSamples / 8);
    out.sampleValue.reserve(m_lastSamples + m_lastSamples / 8);
    out.candidates.reserve(m_lastCandidates + m_lastCandidates / 8);
    m_out = &out;
    m_assumedThisBatch.clear();
    m_pidCacheValid = false; // so that the first look at each pid is noted
    if (auto parsed = parseEventBatch(parser, buffer, length, capacity, inputOffset, path, *this); !parsed)
        out.error = parsed.error();
    m_out = nullptr;
    m_lastEvents = out.startNs.size();
    m_lastSamples = out.sampleTs.size();
    m_lastCandidates = out.candidates.size();
}

// Textual pids (local ids < 0) are never guessed at: their events are read in full and the
// builder decides at finish().
bool ChromeTraceBatchParser::mayBeDevice(qint64 pid)
{
    if (m_pidCacheValid && pid == m_lastPidChecked)
        return m_lastPidMayBeDevice;
    const auto it = m_processIsDevice.find(pid);
    m_lastPidChecked = pid;
    m_lastPidMayBeDevice = pid < 0 || it == m_processIsDevice.end() || it->second;
    m_pidCacheValid = true;
    if (pid >= 0)
        noteAssumption(pid, m_lastPidMayBeDevice);
    return m_lastPidMayBeDevice;
}

void ChromeTraceBatchParser::noteAssumption(qint64 pid, bool mayBe)
{
    if (m_assumedThisBatch.insert(pid).second)
        m_out->assumedMayBeDevice.emplace_back(pid, mayBe);
}

unsigned ChromeTraceBatchParser::argsWanted(const RawTraceEvent &event)
{
    switch (event.ph) {
    case 'X':
        return !event.hasPid || event.pidText || mayBeDevice(event.pid) ? TraceEventArgs::Device : 0u;
    case 'C':
        return TraceEventArgs::Numbers;
    case 'M':
        return TraceEventArgs::Names | TraceEventArgs::Numbers;
    case '\0': // not seen yet (msprof writes "ph" last)
        return TraceEventArgs::Device | TraceEventArgs::Numbers | TraceEventArgs::Names;
    default:
        return 0;
    }
}

quint32 ChromeTraceBatchParser::string(std::string_view text, quint32 &hint)
{
    bool isNew = false;
    const quint32 id = m_strings.intern(text, isNew, hint);
    if (isNew)
        m_out->newStrings.emplace_back(text);
    return id;
}

qint64 ChromeTraceBatchParser::idFor(std::string_view text)
{
    auto [it, inserted] = m_textIds.try_emplace(std::string(text), -qint64(m_textIds.size()) - 1);
    if (inserted)
        m_out->newTexts.emplace_back(text);
    return it->second;
}

quint32 ChromeTraceBatchParser::laneFor(qint64 pid, qint64 tid)
{
    const LaneKey key{pid, tid};
    if (m_haveLastLane && key == m_lastLaneKey)
        return m_lastLane;
    auto [it, inserted] = m_lanes.try_emplace(key, quint32(m_lanes.size()));
    if (inserted)
        m_out->newLanes.push_back(key);
    m_lastLaneKey = key;
    m_lastLane = it->second;
    m_haveLastLane = true;
    return it->second;
}

quint32 ChromeTraceBatchParser::seriesFor(qint64 pid, quint32 event, quint32 arg)
{
    const CounterKey key{pid, event, arg};
    SeriesCacheEntry &cached = m_seriesCache[size_t(quint64(pid) * 7 + event * 31 + arg) & (m_seriesCache.size() - 1)];
    if (cached.seriesPlusOne != 0 && cached.key == key)
        return cached.seriesPlusOne - 1;
    auto [it, inserted] = m_series.try_emplace(key, quint32(m_series.size()));
    if (inserted)
        m_out->newSeries.push_back(ChromeTraceBatch::SeriesDef{pid, event, arg});
    cached = SeriesCacheEntry{key, it->second + 1};
    return it->second;
}

quint32 ChromeTraceBatchParser::taskTypeFor(std::string_view text)
{
    if (m_lastTaskType && std::string_view(m_lastTaskType->first) == text)
        return m_lastTaskType->second;
    auto [it, inserted] = m_taskTypes.try_emplace(std::string(text), quint32(m_taskTypes.size()));
    if (inserted)
        m_out->newTaskTypes.emplace_back(text);
    m_lastTaskType = &*it;
    return it->second;
}

std::optional<QString> ChromeTraceBatchParser::event(simdjson::ondemand::object &object, qint64 offset)
{
    RawTraceEvent e;
    if (auto problem = readTraceEvent(object, e, [this](const RawTraceEvent &ev) { return argsWanted(ev); }))
        return problem;
    ChromeTraceBatch &out = *m_out;
    const qint64 pid = e.pidText ? idFor(*e.pidText) : e.pid;
    const qint64 tid = e.tidText ? idFor(*e.tidText) : e.tid;
    switch (e.ph) {
    case 'X': {
        if (!e.tsNs) {
            if (out.eventsWithoutTs++ == 0)
                out.firstWithoutTsOffset = offset;
            return std::nullopt;
        }
        const quint32 lane = laneFor(pid, tid);
        const size_t index = out.startNs.size();
        out.startNs.push_back(*e.tsNs);
        out.durNs.push_back(e.durNs.value_or(0));
        out.nameId.push_back(string(e.name, m_nameHint));
        out.laneId.push_back(lane);
        if (e.args.taskType && mayBeDevice(pid)) {
            TaskCandidate c;
            c.eventIndex = index;
            c.pid = pid;
            c.fileOffset = offset;
            c.taskType = taskTypeFor(*e.args.taskType);
            c.streamId = e.args.physicStreamId ? e.args.physicStreamId : e.args.streamId;
            c.taskId = e.args.taskId;
            c.aicoreTime = e.args.aicoreTime;
            c.totalCycles = e.args.totalCycles;
            out.candidates.push_back(c);
        }
        return std::nullopt;
    }
    case 'C': {
        if (!e.tsNs) {
            if (out.eventsWithoutTs++ == 0)
                out.firstWithoutTsOffset = offset;
            return std::nullopt;
        }
        const quint32 eventName = string(e.name, m_counterHint);
        for (int i = 0; i < e.args.numberCount; ++i) {
            const TraceEventArgs::NumberArg &arg = e.args.numbers[size_t(i)];
            out.sampleSeries.push_back(seriesFor(pid, eventName, string(arg.key(), m_argHints[size_t(i)])));
            out.sampleTs.push_back(*e.tsNs);
            out.sampleValue.push_back(arg.value);
        }
        return std::nullopt;
    }
    case 'M': {
        const TraceEventArgs &args = e.args;
        std::optional<double> sortIndex;
        for (int i = 0; i < args.numberCount; ++i) {
            if (args.numbers[size_t(i)].key() == "sort_index")
                sortIndex = args.numbers[size_t(i)].value;
        }
        Metadata m;
        m.pid = pid;
        m.tid = tid;
        if (e.name == "process_name") {
            m.kind = Metadata::Kind::ProcessName;
            m.text = std::string(args.name);
            if (pid >= 0) {
                auto [known, added] = m_processIsDevice.try_emplace(pid, false);
                noteAssumption(pid, added || known->second);
                known->second = known->second || args.name == kDeviceProcessName;
            }
            m_pidCacheValid = false;
        } else if (e.name == "process_labels") {
            m.kind = Metadata::Kind::ProcessLabels;
            m.text = std::string(args.labels);
        } else if (e.name == "thread_name") {
            m.kind = Metadata::Kind::ThreadName;
            m.text = std::string(args.name);
        } else if (e.name == "process_sort_index" && sortIndex) {
            m.kind = Metadata::Kind::ProcessSort;
            m.sortIndex = *sortIndex;
        } else if (e.name == "thread_sort_index" && sortIndex) {
            m.kind = Metadata::Kind::ThreadSort;
            m.sortIndex = *sortIndex;
        } else {
            return std::nullopt;
        }
        out.metadata.push_back(std::move(m));
        return std::nullopt;
    }
    case 's':
    case 'f':
    case 't':
        ++out.flows;
        return std::nullopt;
    case '\0':
        ++out.eventsWithoutPh;
        return std::nullopt;
    default:
        ++out.otherPhases;
        return std::nullopt;
    }
}

} // namespace chrometrace

} // namespace rl
