// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/chrometracebuilder.h"

#include "core/common/tr.h"

#include <algorithm>
#include <limits>
#include <map>
#include <numeric>

namespace rl {

namespace {

constexpr std::string_view kDeviceProcess = "Ascend Hardware";

QString fromView(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

TimelineLane::Kind kindOfProcess(const std::string &name, const std::string &labels)
{
    if (name == kDeviceProcess)
        return TimelineLane::Kind::DeviceStream;
    if (name == "HCCL" || name.find("Communication") != std::string::npos)
        return TimelineLane::Kind::Communication;
    if (name == "Overlap Analysis")
        return TimelineLane::Kind::Overlap;
    if (labels == "CPU" || name == "Python" || name == "CANN" || name == "AscendCL")
        return TimelineLane::Kind::HostThread;
    return TimelineLane::Kind::Other;
}

// Permutes one column so that element i moves to position positionOf[i].
template<typename T>
void scatter(std::vector<T> &column, const std::vector<quint32> &positionOf)
{
    std::vector<T> out(column.size());
    for (size_t i = 0; i < column.size(); ++i)
        out[positionOf[i]] = column[i];
    column.swap(out);
}

} // namespace

ChromeTraceBuilder::ChromeTraceBuilder() = default;

qint64 ChromeTraceBuilder::idFor(std::string_view text)
{
    auto [it, inserted] = m_textIds.try_emplace(std::string(text), -qint64(m_textIds.size()) - 1);
    if (inserted)
        m_idTexts.emplace(it->second, it->first);
    return it->second;
}

bool ChromeTraceBuilder::mayBeDevice(qint64 pid)
{
    if (m_pidCacheValid && pid == m_lastPidChecked)
        return m_lastPidMayBeDevice;
    const auto it = m_processNames.find(pid);
    m_lastPidChecked = pid;
    m_lastPidMayBeDevice = it == m_processNames.end() || it->second == kDeviceProcess;
    m_pidCacheValid = true;
    return m_lastPidMayBeDevice;
}

unsigned ChromeTraceBuilder::argsWanted(const RawTraceEvent &event)
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

std::optional<quint16> ChromeTraceBuilder::laneFor(qint64 pid, qint64 tid)
{
    const LaneKey key{pid, tid};
    if (m_haveLastLane && key == m_lastLaneKey)
        return m_lastLane;
    auto it = m_laneIndex.find(key);
    if (it == m_laneIndex.end()) {
        if (m_laneKeys.size() > std::numeric_limits<quint16>::max())
            return std::nullopt;
        it = m_laneIndex.emplace(key, quint16(m_laneKeys.size())).first;
        m_laneKeys.push_back(key);
    }
    m_lastLaneKey = key;
    m_lastLane = it->second;
    m_haveLastLane = true;
    return it->second;
}

void ChromeTraceBuilder::addCounter(const RawTraceEvent &event, qint64 pid)
{
    const quint32 eventName = m_content.timeline.strings.intern(event.name);
    for (int i = 0; i < event.args.numberCount; ++i) {
        const auto &[argKey, value] = event.args.numbers[size_t(i)];
        const CounterKey key{pid, eventName, m_content.timeline.strings.intern(argKey)};
        auto it = m_counterIndex.find(key);
        if (it == m_counterIndex.end()) {
            it = m_counterIndex.emplace(key, m_content.timeline.counters.size()).first;
            CounterSeries series;
            series.name = fromView(argKey);
            series.event = fromView(event.name);
            m_content.timeline.counters.push_back(std::move(series));
            m_counterPids.push_back(pid);
        }
        CounterSeries &series = m_content.timeline.counters[it->second];
        series.tsNs.push_back(*event.tsNs);
        series.values.push_back(value);
    }
}

void ChromeTraceBuilder::addMetadata(const RawTraceEvent &event, qint64 pid, qint64 tid)
{
    const TraceEventArgs &args = event.args;
    std::optional<double> sortIndex;
    for (int i = 0; i < args.numberCount; ++i) {
        if (args.numbers[size_t(i)].first == "sort_index")
            sortIndex = args.numbers[size_t(i)].second;
    }
    if (event.name == "process_name") {
        m_processNames[pid] = std::string(args.name);
        m_pidCacheValid = false;
    } else if (event.name == "process_labels") {
        m_processLabels[pid] = std::string(args.labels);
    } else if (event.name == "thread_name") {
        m_threadNames[LaneKey{pid, tid}] = std::string(args.name);
    } else if (event.name == "process_sort_index" && sortIndex) {
        m_processSort[pid] = *sortIndex;
    } else if (event.name == "thread_sort_index" && sortIndex) {
        m_threadSort[LaneKey{pid, tid}] = *sortIndex;
    }
}

std::optional<QString> ChromeTraceBuilder::event(simdjson::ondemand::object &object, qint64 offset)
{
    RawTraceEvent e;
    if (auto problem = readTraceEvent(object, e, [this](const RawTraceEvent &ev) { return argsWanted(ev); }))
        return problem;
    const qint64 pid = e.pidText ? idFor(*e.pidText) : e.pid;
    const qint64 tid = e.tidText ? idFor(*e.tidText) : e.tid;
    switch (e.ph) {
    case 'X': {
        if (!e.tsNs) {
            if (m_eventsWithoutTs++ == 0)
                m_firstWithoutTsOffset = offset;
            return std::nullopt;
        }
        const auto lane = laneFor(pid, tid);
        if (!lane) {
            ++m_laneOverflow;
            return std::nullopt;
        }
        const size_t index = m_content.timeline.eventCount();
        m_content.timeline.append(*lane, *e.tsNs, e.durNs.value_or(0), m_content.timeline.strings.intern(e.name));
        if (e.args.taskType && mayBeDevice(pid)) {
            TaskCandidate c;
            c.eventIndex = index;
            c.pid = pid;
            c.fileOffset = offset;
            auto [it, inserted] = m_taskTypeIndex.try_emplace(std::string(*e.args.taskType), quint32(m_taskTypes.size()));
            if (inserted)
                m_taskTypes.push_back(fromView(*e.args.taskType));
            c.taskType = it->second;
            c.streamId = e.args.physicStreamId ? e.args.physicStreamId : e.args.streamId;
            c.taskId = e.args.taskId;
            c.aicoreTime = e.args.aicoreTime;
            c.totalCycles = e.args.totalCycles;
            m_candidates.push_back(c);
        }
        return std::nullopt;
    }
    case 'C':
        if (!e.tsNs) {
            if (m_eventsWithoutTs++ == 0)
                m_firstWithoutTsOffset = offset;
            return std::nullopt;
        }
        addCounter(e, pid);
        return std::nullopt;
    case 'M':
        addMetadata(e, pid, tid);
        return std::nullopt;
    case 's':
    case 'f':
    case 't':
        ++m_content.timeline.flowCount;
        return std::nullopt;
    case '\0':
        ++m_eventsWithoutPh;
        return std::nullopt;
    default:
        ++m_otherPhases;
        return std::nullopt;
    }
}

std::vector<quint16> ChromeTraceBuilder::orderLanes()
{
    // Display order: processes by their sort index (then pid), threads by theirs (then tid).
    const double none = std::numeric_limits<double>::max();
    std::vector<quint16> order(m_laneKeys.size());
    std::iota(order.begin(), order.end(), quint16(0));
    auto processSort = [&](qint64 pid) {
        auto it = m_processSort.find(pid);
        return it == m_processSort.end() ? none : it->second;
    };
    auto threadSort = [&](const LaneKey &k) {
        auto it = m_threadSort.find(k);
        return it == m_threadSort.end() ? double(k.tid) : it->second;
    };
    std::stable_sort(order.begin(), order.end(), [&](quint16 a, quint16 b) {
        const LaneKey &ka = m_laneKeys[a];
        const LaneKey &kb = m_laneKeys[b];
        if (ka.pid != kb.pid) {
            const double sa = processSort(ka.pid), sb = processSort(kb.pid);
            return sa != sb ? sa < sb : ka.pid < kb.pid;
        }
        const double ta = threadSort(ka), tb = threadSort(kb);
        return ta != tb ? ta < tb : ka.tid < kb.tid;
    });
    std::vector<quint16> newLane(order.size());
    for (size_t i = 0; i < order.size(); ++i)
        newLane[order[i]] = quint16(i);
    return newLane;
}

void ChromeTraceBuilder::nameLanes(const std::vector<quint16> &newLane)
{
    std::vector<TimelineLane> &lanes = m_content.timeline.lanes;
    lanes.assign(m_laneKeys.size(), TimelineLane{});
    for (size_t old = 0; old < m_laneKeys.size(); ++old) {
        const LaneKey &k = m_laneKeys[old];
        TimelineLane &lane = lanes[newLane[old]];
        lane.pid = k.pid;
        lane.tid = k.tid;
        const auto process = m_processNames.find(k.pid);
        const auto labels = m_processLabels.find(k.pid);
        const auto thread = m_threadNames.find(k);
        const std::string processName = process != m_processNames.end() ? process->second : std::string();
        if (!processName.empty())
            lane.process = QString::fromStdString(processName);
        else if (auto text = m_idTexts.find(k.pid); text != m_idTexts.end())
            lane.process = QString::fromStdString(text->second);
        else
            lane.process = Tr::tr("Process %1").arg(k.pid);
        if (thread != m_threadNames.end())
            lane.thread = QString::fromStdString(thread->second);
        else if (auto text = m_idTexts.find(k.tid); text != m_idTexts.end())
            lane.thread = QString::fromStdString(text->second);
        else
            lane.thread = Tr::tr("Thread %1").arg(k.tid);
        lane.kind = kindOfProcess(processName, labels != m_processLabels.end() ? labels->second : std::string());
    }
}

std::vector<quint32> ChromeTraceBuilder::sortEvents(const std::vector<quint16> &newLane)
{
    // Bucket by lane (stable, O(n)), then sort only the lanes whose events are out of order:
    // traces are mostly time-ordered per lane, so this is far cheaper than one global sort.
    Timeline &t = m_content.timeline;
    const size_t n = t.eventCount();
    std::vector<size_t> laneStart(m_laneKeys.size() + 1, 0);
    for (quint16 &l : t.lane) {
        l = newLane[l];
        ++laneStart[size_t(l) + 1];
    }
    std::partial_sum(laneStart.begin(), laneStart.end(), laneStart.begin());
    std::vector<quint32> positionOf(n);
    {
        std::vector<size_t> next(laneStart.begin(), laneStart.end() - 1);
        for (size_t i = 0; i < n; ++i)
            positionOf[i] = quint32(next[t.lane[i]]++);
    }
    scatter(t.startNs, positionOf);
    scatter(t.durNs, positionOf);
    scatter(t.nameId, positionOf);
    scatter(t.lane, positionOf);
    scatter(t.operatorIndex, positionOf);

    std::vector<quint32> originalAt; // only built if some lane needs sorting
    for (size_t l = 0; l + 1 < laneStart.size(); ++l) {
        const size_t lo = laneStart[l], hi = laneStart[l + 1];
        if (std::is_sorted(t.startNs.begin() + qsizetype(lo), t.startNs.begin() + qsizetype(hi)))
            continue;
        if (originalAt.empty()) {
            originalAt.resize(n);
            for (size_t i = 0; i < n; ++i)
                originalAt[positionOf[i]] = quint32(i);
        }
        std::vector<quint32> order(hi - lo);
        std::iota(order.begin(), order.end(), quint32(lo));
        std::stable_sort(order.begin(), order.end(), [&t](quint32 a, quint32 b) { return t.startNs[a] < t.startNs[b]; });
        auto permute = [&order, lo](auto &column) {
            std::vector<std::decay_t<decltype(column[0])>> copy(order.size());
            for (size_t k = 0; k < order.size(); ++k)
                copy[k] = column[order[k]];
            std::copy(copy.begin(), copy.end(), column.begin() + qsizetype(lo));
        };
        permute(t.startNs);
        permute(t.durNs);
        permute(t.nameId);
        permute(t.operatorIndex);
        permute(originalAt);
        for (size_t p = lo; p < hi; ++p)
            positionOf[originalAt[p]] = quint32(p);
    }
    return positionOf;
}

void ChromeTraceBuilder::finishCounters()
{
    for (size_t i = 0; i < m_content.timeline.counters.size(); ++i) {
        CounterSeries &series = m_content.timeline.counters[i];
        const qint64 pid = m_counterPids[i];
        const auto process = m_processNames.find(pid);
        series.process = process != m_processNames.end() ? QString::fromStdString(process->second)
                                                         : Tr::tr("Process %1").arg(pid);
        if (series.process != u"AI Core Freq" || series.values.empty())
            continue;
        // The frequency the run spent most time at; a lone sample stands for itself.
        std::map<double, qint64> heldNs;
        for (size_t k = 0; k < series.values.size(); ++k) {
            const qint64 until = k + 1 < series.tsNs.size() ? series.tsNs[k + 1] : series.tsNs[k];
            heldNs[series.values[k]] += until - series.tsNs[k];
        }
        auto best = std::max_element(heldNs.begin(), heldNs.end(),
                                     [](const auto &a, const auto &b) { return a.second < b.second; });
        if (best->second == 0)
            best = heldNs.find(series.values.front());
        m_content.aicoreFreqMhz = best->first;
    }
}

void ChromeTraceBuilder::finishDeviceTasks(const std::vector<quint32> &positionOf, const QString &)
{
    const Timeline &t = m_content.timeline;
    for (const TaskCandidate &c : m_candidates) {
        const auto process = m_processNames.find(c.pid);
        if (process == m_processNames.end() || process->second != kDeviceProcess)
            continue;
        DeviceTaskEvent task;
        task.timelineIndex = positionOf[c.eventIndex];
        task.startNs = t.startNs[task.timelineIndex];
        task.durNs = t.durNs[task.timelineIndex];
        task.nameId = t.nameId[task.timelineIndex];
        task.lane = t.lane[task.timelineIndex];
        task.taskType = m_taskTypes[c.taskType];
        if (c.streamId)
            task.streamId = int(*c.streamId);
        if (c.taskId)
            task.taskId = int(*c.taskId);
        task.aicoreTimeUs = c.aicoreTime;
        task.totalCycles = c.totalCycles;
        task.fileOffset = c.fileOffset;
        m_content.deviceTasks.push_back(std::move(task));
    }
    m_candidates = {};
}

ChromeTraceContent ChromeTraceBuilder::finish(const QString &path)
{
    const std::vector<quint16> newLane = orderLanes();
    nameLanes(newLane);
    const std::vector<quint32> positionOf = sortEvents(newLane);
    finishCounters();
    finishDeviceTasks(positionOf, path);
    m_content.timeline.finish(); // already ordered: only verifies

    Diagnostics &d = m_content.diagnostics;
    if (m_eventsWithoutTs > 0)
        d.append(warning(Tr::tr("%n event(s) without \"ts\" were skipped", nullptr, int(m_eventsWithoutTs)),
                         path + u'@' + QString::number(m_firstWithoutTsOffset)));
    if (m_eventsWithoutPh > 0)
        d.append(warning(Tr::tr("%n object(s) without \"ph\" are not trace events and were skipped", nullptr,
                                int(m_eventsWithoutPh)), path));
    if (m_laneOverflow > 0)
        d.append(warning(Tr::tr("more than 65536 lanes: %n event(s) were dropped", nullptr, int(m_laneOverflow)), path));
    if (m_otherPhases > 0)
        d.append(info(Tr::tr("%n event(s) of other phases (instant, begin/end, async) are not shown", nullptr,
                             int(m_otherPhases)), path));
    return std::move(m_content);
}

} // namespace rl
