// SPDX-License-Identifier: GPL-3.0-or-later
// The last step of reading a Chrome trace: ChromeTraceBuilder::finish() names and orders the
// lanes, lays the events out in (lane, start) order and resolves counters and device tasks.
#include "core/common/pagestakenahead.h"
#include "core/io/traces/chrometracebuilder.h"
#include "core/io/traces/kernelclock.h"

#include "core/common/tr.h"

#include <algorithm>
#include <limits>
#include <map>
#include <numeric>
#include <thread>

namespace rl {

namespace {

using chrometrace::kDeviceProcessName;
using chrometrace::TaskCandidate;

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

// Runs `first` here and `second` on a thread of its own, and waits for both: the finishing
// steps of a load are memory bound and split by column, and the parsing threads are idle then.
template<typename First, typename Second>
void inParallel(bool parallel, First &&first, Second &&second)
{
    if (!parallel) {
        first();
        second();
        return;
    }
    std::thread helper(std::forward<Second>(second));
    first();
    helper.join();
}

// The positions of [lo, hi) in order of start time, stably: the two halves are sorted on two
// threads, then merged (ties from the first half first). (An LSD radix sort of (start,
// position) pairs was measured too: its two 16-byte-per-event arrays, memory touched for the
// first time, cost more than the merge sort's cache misses.)
std::vector<quint32> timeOrder(const std::vector<qint64> &startNs, size_t lo, size_t hi, bool parallel)
{
    std::vector<quint32> order(hi - lo);
    std::iota(order.begin(), order.end(), quint32(lo));
    auto earlier = [&startNs](quint32 a, quint32 b) { return startNs[a] < startNs[b]; };
    const auto middle = order.begin() + qsizetype(order.size() / 2);
    inParallel(
        parallel, [&] { std::stable_sort(order.begin(), middle, earlier); },
        [&] { std::stable_sort(middle, order.end(), earlier); });
    std::inplace_merge(order.begin(), middle, order.end(), earlier);
    return order;
}

} // namespace

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

std::vector<quint32> ChromeTraceBuilder::layOutEvents(const std::vector<quint16> &newLane,
                                                      const std::vector<const TaskCandidate *> &tasks)
{
    // The chunks go straight to their lane's place in the final columns (lane counts are
    // known), in file order, so each lane is already in time order unless the file was not;
    // only such lanes are sorted. Two threads share the work by column, each computing the
    // same places; each frees the chunk columns it has placed.
    Timeline &t = m_content.timeline;
    const size_t n = m_eventCount;
    std::vector<size_t> laneStart(m_laneKeys.size() + 1, 0);
    for (size_t old = 0; old < m_laneKeys.size(); ++old)
        laneStart[size_t(newLane[old]) + 1] = m_laneCounts[old];
    std::partial_sum(laneStart.begin(), laneStart.end(), laneStart.begin());
    const bool parallel = n >= kParallelEvents;

    std::vector<quint32> taskAt(tasks.size()); // where each device task's event is placed
    inParallel(
        parallel,
        [&] {
            std::vector<size_t> next = laneStart;
            t.startNs.resize(n);
            t.durNs.resize(n);
            size_t i = 0, task = 0;
            for (Chunk &chunk : m_chunks) {
                for (size_t k = 0; k < chunk.startNs.size(); ++k, ++i) {
                    const size_t p = next[newLane[chunk.laneId[k]]]++;
                    t.startNs[p] = chunk.startNs[k];
                    t.durNs[p] = chunk.durNs[k];
                    for (; task < tasks.size() && tasks[task]->eventIndex == i; ++task)
                        taskAt[task] = quint32(p);
                }
                chunk.startNs = {};
                chunk.durNs = {};
            }
        },
        [&] {
            std::vector<size_t> next = laneStart;
            t.nameId.resize(n);
            t.lane.resize(n);
            t.operatorIndex.assign(n, -1);
            for (Chunk &chunk : m_chunks) {
                for (size_t k = 0; k < chunk.nameId.size(); ++k) {
                    const quint16 lane = newLane[chunk.laneId[k]];
                    const size_t p = next[lane]++;
                    t.nameId[p] = chunk.nameId[k];
                    t.lane[p] = lane;
                }
                chunk.nameId = {};
            }
        });
    m_chunks = {};

    for (size_t l = 0; l + 1 < laneStart.size(); ++l) {
        const size_t lo = laneStart[l], hi = laneStart[l + 1];
        if (std::is_sorted(t.startNs.begin() + qsizetype(lo), t.startNs.begin() + qsizetype(hi)))
            continue;
        const std::vector<quint32> order = timeOrder(t.startNs, lo, hi, parallel);
        auto permute = [&order, lo](auto &column) {
            std::vector<std::decay_t<decltype(column[0])>> copy(order.size());
            for (size_t k = 0; k < order.size(); ++k)
                copy[k] = column[order[k]];
            std::copy(copy.begin(), copy.end(), column.begin() + qsizetype(lo));
        };
        inParallel(
            parallel,
            [&] {
                permute(t.startNs);
                permute(t.durNs);
            },
            [&] { permute(t.nameId); });
        // Device tasks in a lane out of order (seldom: streams are written in order) move too.
        std::vector<quint32> movedTo;
        for (quint32 &at : taskAt) {
            if (at < lo || at >= hi)
                continue;
            if (movedTo.empty()) {
                movedTo.resize(hi - lo);
                for (size_t k = 0; k < order.size(); ++k)
                    movedTo[order[k] - lo] = quint32(lo + k);
            }
            at = movedTo[at - lo];
        }
    }
    return taskAt;
}

void ChromeTraceBuilder::finishCounters()
{
    for (size_t i = 0; i < m_content.timeline.counters.size(); ++i) {
        CounterSeries &series = m_content.timeline.counters[i];
        if (series.tsNs.capacity() > series.tsNs.size() + series.tsNs.size() / 4) { // a projection overshot
            series.tsNs.shrink_to_fit();
            series.values.shrink_to_fit();
        }
        const qint64 pid = m_counterPids[i];
        const auto process = m_processNames.find(pid);
        series.process = process != m_processNames.end() ? QString::fromStdString(process->second)
                                                         : Tr::tr("Process %1").arg(pid);
    }
}

void ChromeTraceBuilder::keepDeviceTasks()
{
    // Which process is the device is known only now (its name may come last).
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
    for (std::vector<TaskCandidate> &run : m_candidates)
        std::erase_if(run, [&](const TaskCandidate &c) { return !isDevice(c.pid); });
}

std::vector<const TaskCandidate *> ChromeTraceBuilder::deviceTasks() const
{
    std::vector<const TaskCandidate *> tasks;
    for (const std::vector<TaskCandidate> &run : m_candidates) {
        for (const TaskCandidate &c : run)
            tasks.push_back(&c);
    }
    return tasks;
}

void ChromeTraceBuilder::finishDeviceTasks(const std::vector<const TaskCandidate *> &from,
                                           const std::vector<quint32> &taskAt, bool parallel)
{
    const Timeline &t = m_content.timeline;
    std::vector<DeviceTaskEvent> &tasks = m_content.deviceTasks;
    tasks.reserve(taskAt.size());
    {
        const PagesTakenAhead ahead(tasks.data(), tasks.capacity() * sizeof(DeviceTaskEvent));
        tasks.resize(taskAt.size());
    }
    auto fill = [&](size_t begin, size_t end) {
        for (size_t k = begin; k < end; ++k) {
            const TaskCandidate &c = *from[k];
            DeviceTaskEvent &task = tasks[k];
            task.timelineIndex = taskAt[k];
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
        }
    };
    const size_t half = tasks.size() / 2;
    inParallel(
        parallel, [&] { fill(0, half); }, [&] { fill(half, tasks.size()); });
    m_candidates = {};
}

ChromeTraceContent ChromeTraceBuilder::finish(const QString &path)
{
    const std::vector<quint16> newLane = orderLanes();
    nameLanes(newLane);
    keepDeviceTasks();
    const std::vector<const TaskCandidate *> tasks = deviceTasks();
    const std::vector<quint32> taskAt = layOutEvents(newLane, tasks);
    finishCounters();
    finishDeviceTasks(tasks, taskAt, m_eventCount >= kParallelEvents);
    for (const CounterSeries &series : m_content.timeline.counters) {
        if (series.process == u"AI Core Freq") {
            m_content.aicoreFreqMhz = kernelClockMhz(series, m_content.deviceTasks);
            break;
        }
    }
    m_content.timeline.finish(); // already ordered: only verifies

    Diagnostics &d = m_content.diagnostics;
    if (m_eventsWithoutTs > 0)
        d.append(warning(Tr::tr("%n event(s) without \"ts\" were skipped", nullptr, int(m_eventsWithoutTs)),
                         path + u'@' + QString::number(m_firstWithoutTsOffset)));
    if (m_eventsWithoutPh > 0)
        d.append(warning(Tr::tr("%n object(s) without \"ph\" are not trace events and were skipped", nullptr,
                                int(m_eventsWithoutPh)),
                         path));
    if (m_laneOverflow > 0)
        d.append(
            warning(Tr::tr("more than 65536 lanes: %n event(s) were dropped", nullptr, int(m_laneOverflow)), path));
    if (m_otherPhases > 0)
        d.append(info(Tr::tr("%n event(s) of other phases (instant, begin/end, async) are not shown", nullptr,
                             int(m_otherPhases)),
                      path));
    return std::move(m_content);
}

} // namespace rl
