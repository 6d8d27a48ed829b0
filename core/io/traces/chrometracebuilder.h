// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core/io/traces (simdjson types).

#include "core/io/traces/chrometracereader.h"
#include "core/io/traces/traceeventfields.h"
#include "core/io/traces/traceeventstream.h"

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace rl {

// Reduces the events of a msprof / torch_npu timeline to ChromeTraceContent while they
// stream past. Names of processes and threads may arrive after the events that use them,
// so lanes keep raw (pid, tid) until finish() names, classifies and orders them.
class ChromeTraceBuilder final : public TraceEventSink
{
public:
    ChromeTraceBuilder();

    std::optional<QString> event(simdjson::ondemand::object &object, qint64 offset) override;
    // Resolves lanes and counters, orders events by (lane, start), keeps the device tasks.
    ChromeTraceContent finish(const QString &path);

private:
    struct LaneKey
    {
        qint64 pid = 0;
        qint64 tid = 0;
        bool operator==(const LaneKey &o) const { return pid == o.pid && tid == o.tid; }
    };
    struct LaneKeyHash
    {
        size_t operator()(const LaneKey &k) const { return std::hash<qint64>()(k.pid * 1000003 ^ k.tid); }
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
            return std::hash<qint64>()(k.pid * 1000003 ^ (qint64(k.event) << 20) ^ k.arg);
        }
    };
    // A complete event that may be a device task; kept only if its process turns out to be
    // "Ascend Hardware".
    struct TaskCandidate
    {
        size_t eventIndex = 0;
        qint64 pid = 0;
        qint64 fileOffset = 0;
        quint32 taskType = 0; // in m_taskTypes
        std::optional<qint64> streamId;
        std::optional<qint64> taskId;
        std::optional<double> aicoreTime;
        std::optional<qint64> totalCycles;
    };

    unsigned argsWanted(const RawTraceEvent &event);
    bool mayBeDevice(qint64 pid);
    qint64 idFor(std::string_view text);
    std::optional<quint16> laneFor(qint64 pid, qint64 tid);
    void addCounter(const RawTraceEvent &event, qint64 pid);
    void addMetadata(const RawTraceEvent &event, qint64 pid, qint64 tid);
    std::vector<quint16> orderLanes();
    std::vector<quint32> sortEvents(const std::vector<quint16> &newLane);
    void nameLanes(const std::vector<quint16> &newLane);
    void finishCounters();
    void finishDeviceTasks(const std::vector<quint32> &positionOf, const QString &path);

    ChromeTraceContent m_content;
    std::unordered_map<LaneKey, quint16, LaneKeyHash> m_laneIndex;
    std::vector<LaneKey> m_laneKeys;
    LaneKey m_lastLaneKey{-1, -1};
    quint16 m_lastLane = 0;
    bool m_haveLastLane = false;

    std::unordered_map<qint64, std::string> m_processNames;
    std::unordered_map<qint64, std::string> m_processLabels;
    std::unordered_map<qint64, double> m_processSort;
    std::unordered_map<LaneKey, std::string, LaneKeyHash> m_threadNames;
    std::unordered_map<LaneKey, double, LaneKeyHash> m_threadSort;
    std::unordered_map<std::string, qint64> m_textIds; // string pids/tids → negative ids
    std::unordered_map<qint64, std::string> m_idTexts;
    qint64 m_lastPidChecked = 0;
    bool m_lastPidMayBeDevice = true;
    bool m_pidCacheValid = false;

    std::unordered_map<CounterKey, size_t, CounterKeyHash> m_counterIndex;
    std::vector<qint64> m_counterPids;
    std::vector<TaskCandidate> m_candidates;
    std::vector<QString> m_taskTypes;
    std::unordered_map<std::string, quint32> m_taskTypeIndex;

    qint64 m_eventsWithoutTs = 0;
    qint64 m_firstWithoutTsOffset = -1;
    qint64 m_eventsWithoutPh = 0;
    qint64 m_otherPhases = 0;
    qint64 m_laneOverflow = 0;
};

} // namespace rl
