// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/chrometracebuilder.h"

#include "core/common/tr.h"

#include <algorithm>
#include <limits>

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

// What a counter series that has `size` samples after `bytesRead` of `inputSize` bytes will
// likely hold at the end: counters are spread through a trace, so growing to the projection
// takes one or two reallocations where doubling took ~20, each copying the series into
// memory touched for the first time. At least 1.5x, at most 4x the current size, so a
// series that stops early does not hold much it will not use.
size_t projectedCapacity(size_t size, size_t bytesRead, size_t inputSize)
{
    const double projected = double(size) * double(inputSize) / double(std::max<size_t>(bytesRead, 1)) * 1.05;
    return std::clamp(size_t(projected), size + size / 2 + 64, 4 * size + 64);
}

} // namespace

ChromeTraceBuilder::ChromeTraceBuilder(chrometrace::ProcessKinds *shared, size_t inputSize)
    : m_shared(shared), m_inputSize(inputSize)
{ }

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
        if (pid >= 0) {
            bool &device = m_mayBeDevice[pid];
            device = device || m.text == kDeviceProcessName;
        }
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

bool ChromeTraceBuilder::knewAsMuch(const ChromeTraceBatch &batch) const
{
    for (const auto &[pid, assumed] : batch.assumedMayBeDevice) {
        const auto it = m_mayBeDevice.find(pid);
        if (assumed != (it == m_mayBeDevice.end() || it->second))
            return false;
    }
    return true;
}

ChromeTraceBuilder::Translation &ChromeTraceBuilder::translationOf(size_t parserIndex)
{
    if (m_translations.size() <= parserIndex)
        m_translations.resize(parserIndex + 1);
    return m_translations[parserIndex];
}

void ChromeTraceBuilder::defineIds(ChromeTraceBatch &batch, size_t parserIndex)
{
    Translation &t = translationOf(parserIndex);
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
}

std::optional<Error> ChromeTraceBuilder::merge(ChromeTraceBatch &batch, size_t parserIndex)
{
    if (batch.error)
        return batch.error;
    defineIds(batch, parserIndex);
    Translation &t = m_translations[parserIndex];
    Timeline &timeline = m_content.timeline;
    for (const Metadata &m : batch.metadata)
        applyMetadata(m, t);

    // Counter samples.
    for (size_t i = 0; i < batch.sampleTs.size(); ++i) {
        CounterSeries &series = timeline.counters[t.series[batch.sampleSeries[i]]];
        if (series.tsNs.size() == series.tsNs.capacity()) {
            const size_t capacity = projectedCapacity(series.tsNs.size(), batch.end, m_inputSize);
            series.tsNs.reserve(capacity);
            series.values.reserve(capacity);
        }
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

} // namespace rl
