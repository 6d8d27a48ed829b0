// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/chrometracebuilder.h"

#include "core/common/tr.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <map>
#include <numeric>

namespace rl {

namespace {

using chrometrace::ChromeTraceBatch;
using chrometrace::CounterKey;
using chrometrace::Metadata;
using chrometrace::TaskCandidate;

using chrometrace::kDeviceProcessName;

QString fromView(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

TimelineLane::Kind kindOfProcess(const std::string &name, const std::string &labels)
{
    if (name == kDeviceProcessName)
        return TimelineLane::Kind::DeviceStream;
    if (name == "HCCL" || name.find("Communication") != std::string::npos)
        return TimelineLane::Kind::Communication;
    if (name == "Overlap Analysis")
        return TimelineLane::Kind::Overlap;
    if (labels == "CPU" || name == "Python" || name == "CANN" || name == "AscendCL")
        return TimelineLane::Kind::HostThread;
    return TimelineLane::Kind::Other;
}


} // namespace


// ---------------------------------------------------------------------------------------------
// ChromeTraceBuilder

ChromeTraceBuilder::ChromeTraceBuilder(chrometrace::ProcessKinds *shared) : m_shared(shared) { }

qint64 ChromeTraceBuilder::idFor(const std::string &text)
{
    auto [it, inserted] = m_textIds.try_emplace(text, -qint64(m_textIds.size()) - 1);
    if (inserted)
        m_idTexts.emplace(it->second, it->first);
    return it->second;
}

void ChromeTraceBuilder::applyMetadata(const Metadata &m, const Translation &t)
{
    const qint64 pid = translateId(m.pid, t);
    const qint64 tid = translateId(m.tid, t);
    switch (m.kind) {
    case Metadata::Kind::ProcessName:
        m_processNames[pid] = m.text;
        if (m_shared)
            m_shared->publish(pid, m.text == kDeviceProcessName);
        break;
    case Metadata::Kind::ProcessLabels:
        m_processLabels[pid] = m.text;
        break;
    case Metadata::Kind::ThreadName:
        m_threadNames[LaneKey{pid, tid}] = m.text;
        break;
    case Metadata::Kind::ProcessSort:
        m_processSort[pid] = m.sortIndex;
        break;
    case Metadata::Kind::ThreadSort:
        m_threadSort[LaneKey{pid, tid}] = m.sortIndex;
        break;
    }
}

std::optional<Error> ChromeTraceBuilder::merge(ChromeTraceBatch &batch, size_t parserIndex)
{
    if (batch.error)
        return batch.error;
    if (m_translations.size() <= parserIndex)
        m_translations.resize(parserIndex + 1);
    Translation &t = m_translations[parserIndex];
    Timeline &timeline = m_content.timeline;

    // What the parser saw first in this batch, in the order it saw it.
    for (const std::string &text : batch.newTexts)
        t.texts.push_back(idFor(text));
    for (const std::string &text : batch.newStrings)
        t.strings.push_back(timeline.strings.intern(text));
    for (const LaneKey &local : batch.newLanes) {
        const LaneKey key{translateId(local.pid, t), translateId(local.tid, t)};
        auto it = m_laneIndex.find(key);
        if (it == m_laneIndex.end()) {
            if (m_laneKeys.size() > std::numeric_limits<quint16>::max()) {
                t.lanes.push_back(kNoLane);
                continue;
            }
            it = m_laneIndex.emplace(key, quint32(m_laneKeys.size())).first;
            m_laneKeys.push_back(key);
            m_laneCounts.push_back(0);
        }
        t.lanes.push_back(it->second);
    }
    for (const ChromeTraceBatch::SeriesDef &local : batch.newSeries) {
        const CounterKey key{translateId(local.pid, t), t.strings[local.event], t.strings[local.arg]};
        auto it = m_counterIndex.find(key);
        if (it == m_counterIndex.end()) {
            it = m_counterIndex.emplace(key, timeline.counters.size()).first;
            CounterSeries series;
            series.name = timeline.strings.at(key.arg);
            series.event = timeline.strings.at(key.event);
            timeline.counters.push_back(std::move(series));
            m_counterPids.push_back(key.pid);
        }
        t.series.push_back(quint32(it->second));
    }
    for (const std::string &text : batch.newTaskTypes) {
        auto [it, inserted] = m_taskTypeIndex.try_emplace(text, quint32(m_taskTypes.size()));
        if (inserted)
            m_taskTypes.push_back(fromView(text));
        t.taskTypes.push_back(it->second);
    }
    for (const Metadata &m : batch.metadata)
        applyMetadata(m, t);

    // Counter samples.
    for (size_t i = 0; i < batch.sampleTs.size(); ++i) {
        CounterSeries &series = timeline.counters[t.series[batch.sampleSeries[i]]];
        series.tsNs.push_back(batch.sampleTs[i]);
        series.values.push_back(batch.sampleValue[i]);
    }

    // Complete events: kept as they are (one chunk per batch) until finish() lays them out.
    Chunk chunk{std::move(batch.startNs), std::move(batch.durNs), std::move(batch.nameId), std::move(batch.laneId)};
    bool overflow = false;
    for (size_t i = 0; i < chunk.laneId.size(); ++i) {
        const quint32 lane = t.lanes[chunk.laneId[i]];
        chunk.laneId[i] = lane;
        chunk.nameId[i] = t.strings[chunk.nameId[i]];
        if (lane == kNoLane)
            overflow = true;
        else
            ++m_laneCounts[lane];
    }
    std::vector<TaskCandidate> &candidates = batch.candidates;
    if (overflow) { // drop the events of lanes beyond the limit (and their candidates)
        std::vector<size_t> kept(chunk.laneId.size());
        size_t n = 0;
        for (size_t i = 0; i < chunk.laneId.size(); ++i) {
            kept[i] = n;
            if (chunk.laneId[i] == kNoLane) {
                ++m_laneOverflow;
                kept[i] = std::numeric_limits<size_t>::max();
                continue;
            }
            chunk.startNs[n] = chunk.startNs[i];
            chunk.durNs[n] = chunk.durNs[i];
            chunk.nameId[n] = chunk.nameId[i];
            chunk.laneId[n] = chunk.laneId[i];
            ++n;
        }
        chunk.startNs.resize(n);
        chunk.durNs.resize(n);
        chunk.nameId.resize(n);
        chunk.laneId.resize(n);
        std::erase_if(candidates, [&](TaskCandidate &c) {
            c.eventIndex = kept[c.eventIndex];
            return c.eventIndex == std::numeric_limits<size_t>::max();
        });
    }
    for (TaskCandidate &c : candidates) {
        c.eventIndex += m_eventCount;
        c.pid = translateId(c.pid, t);
        c.taskType = t.taskTypes[c.taskType];
    }
    if (!candidates.empty())
        m_candidates.push_back(std::move(candidates));
    m_eventCount += chunk.startNs.size();
    if (!chunk.startNs.empty())
        m_chunks.push_back(std::move(chunk));

    timeline.flowCount += batch.flows;
    if (batch.eventsWithoutTs > 0 && m_eventsWithoutTs == 0)
        m_firstWithoutTsOffset = batch.firstWithoutTsOffset;
    m_eventsWithoutTs += batch.eventsWithoutTs;
    m_eventsWithoutPh += batch.eventsWithoutPh;
    m_otherPhases += batch.otherPhases;
    return std::nullopt;
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

std::vector<quint32> ChromeTraceBuilder::layOutEvents(const std::vector<quint16> &newLane)
{
    // The chunks go straight to their lane's place in the final columns (lane counts are
    // known), in file order, so each lane is already in time order unless the file was not;
    // only such lanes are sorted. Each chunk is freed once placed.
    Timeline &t = m_content.timeline;
    const size_t n = m_eventCount;
    std::vector<size_t> next(m_laneKeys.size() + 1, 0);
    for (size_t old = 0; old < m_laneKeys.size(); ++old)
        next[size_t(newLane[old]) + 1] = m_laneCounts[old];
    std::partial_sum(next.begin(), next.end(), next.begin());
    const std::vector<size_t> laneStart = next;

    t.startNs.assign(n, 0);
    t.durNs.assign(n, 0);
    t.nameId.assign(n, 0);
    t.lane.assign(n, 0);
    t.operatorIndex.assign(n, -1);
    std::vector<quint32> positionOf(n);
    size_t i = 0;
    for (Chunk &chunk : m_chunks) {
        for (size_t k = 0; k < chunk.startNs.size(); ++k, ++i) {
            const quint16 lane = newLane[chunk.laneId[k]];
            const size_t p = next[lane]++;
            t.startNs[p] = chunk.startNs[k];
            t.durNs[p] = chunk.durNs[k];
            t.nameId[p] = chunk.nameId[k];
            t.lane[p] = lane;
            positionOf[i] = quint32(p);
        }
        chunk = Chunk{};
    }
    m_chunks = {};

    std::vector<quint32> originalAt; // only built if some lane needs sorting
    for (size_t l = 0; l + 1 < laneStart.size(); ++l) {
        const size_t lo = laneStart[l], hi = laneStart[l + 1];
        if (std::is_sorted(t.startNs.begin() + qsizetype(lo), t.startNs.begin() + qsizetype(hi)))
            continue;
        if (originalAt.empty()) {
            originalAt.resize(n);
            for (size_t e = 0; e < n; ++e)
                originalAt[positionOf[e]] = quint32(e);
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
        series.tsNs.shrink_to_fit();
        series.values.shrink_to_fit();
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

void ChromeTraceBuilder::finishDeviceTasks(const std::vector<quint32> &positionOf)
{
    const Timeline &t = m_content.timeline;
    qint64 lastPid = 0;
    bool lastIsDevice = false, haveLast = false;
    auto isDevice = [&](qint64 pid) { // candidates come in runs of one process
        if (!haveLast || pid != lastPid) {
            const auto process = m_processNames.find(pid);
            lastIsDevice = process != m_processNames.end() && process->second == kDeviceProcessName;
            lastPid = pid;
            haveLast = true;
        }
        return lastIsDevice;
    };
    size_t kept = 0;
    for (const std::vector<TaskCandidate> &run : m_candidates) {
        for (const TaskCandidate &c : run)
            kept += isDevice(c.pid);
    }
    m_content.deviceTasks.reserve(kept);
    for (const std::vector<TaskCandidate> &run : m_candidates) {
        for (const TaskCandidate &c : run) {
            if (!isDevice(c.pid))
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
    }
    m_candidates = {};
}

ChromeTraceContent ChromeTraceBuilder::finish(const QString &path)
{
    const std::vector<quint16> newLane = orderLanes();
    nameLanes(newLane);
    const std::vector<quint32> positionOf = layOutEvents(newLane);
    finishCounters();
    finishDeviceTasks(positionOf);
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
