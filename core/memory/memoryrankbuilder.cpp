// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/memory/memoryrankbuilder.h"

#include <algorithm>
#include <numeric>
#include <set>

namespace rl {

namespace {

// The figures each series has (README §1): APP is a driver sample of reserved memory only; GE and
// NPU_OP_MEM keep no active figure (GE writes 0, NPU_OP_MEM has no column).
bool hasAllocated(MemoryComponent c)
{
    return c != MemoryComponent::App;
}

bool hasActive(MemoryComponent c)
{
    return c == MemoryComponent::PtaGe || c == MemoryComponent::Pta || c == MemoryComponent::Workspace;
}

template<typename T>
void permute(std::vector<T> &column, const std::vector<size_t> &order)
{
    if (column.empty())
        return;
    std::vector<T> sorted;
    sorted.reserve(column.size());
    for (size_t i : order)
        sorted.push_back(column[i]);
    column = std::move(sorted);
}

} // namespace

void sortSeriesByTime(MemorySeries &s)
{
    if (std::is_sorted(s.timeNs.begin(), s.timeNs.end()))
        return;
    std::vector<size_t> order(s.timeNs.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [&s](size_t a, size_t b) { return s.timeNs[a] < s.timeNs[b]; });
    permute(s.timeNs, order);
    permute(s.allocatedBytes, order);
    permute(s.reservedBytes, order);
    permute(s.activeBytes, order);
}

bool RankMemoryBuilder::addRecord(MemoryComponent component, qint64 timeNs, std::optional<double> allocated,
                                  std::optional<double> reserved, std::optional<double> active)
{
    if (!reserved || (hasAllocated(component) && !allocated))
        return false;
    const size_t c = size_t(component);
    MemorySeries &s = m_series[c];
    s.component = component;
    s.timeNs.push_back(timeNs);
    s.reservedBytes.push_back(*reserved);
    if (hasAllocated(component))
        s.allocatedBytes.push_back(*allocated);
    if (hasActive(component)) {
        s.activeBytes.push_back(active.value_or(0.0));
        m_activeMissing[c] = m_activeMissing[c] || !active;
    }
    return true;
}

void RankMemoryBuilder::addModule(const QString &module, qint64 timeNs, double reservedBytes)
{
    ModuleMemorySeries &m = m_modules[module];
    m.module = module;
    m.timeNs.push_back(timeNs);
    m.reservedBytes.push_back(reservedBytes);
}

void RankMemoryBuilder::addHbm(qint64 timeNs, bool write, double bytesPerSecond)
{
    auto &[read, written] = m_hbm[timeNs];
    (write ? written : read) += bytesPerSecond;
}

void RankMemoryBuilder::addLlc(qint64 timeNs, bool write, double hitRate, std::optional<double> throughputBps)
{
    LlcTally &tally = write ? m_llcWrite : m_llcRead;
    LlcTime &t = tally.times[timeNs];
    t.hitRateSum += hitRate;
    ++t.units;
    if (throughputBps) {
        t.throughput += *throughputBps;
        t.hasThroughput = true;
    }
    tally.rowHitRateSum += hitRate;
    ++tally.rows;
}

bool RankMemoryBuilder::isEmpty() const
{
    const bool noSeries = std::all_of(m_series.begin(), m_series.end(),
                                      [](const MemorySeries &s) { return s.size() == 0; });
    return noSeries && m_modules.empty() && allocations.size() == 0 && pairedAllocations.size() == 0 && m_hbm.empty()
        && m_llcRead.rows == 0 && m_llcWrite.rows == 0;
}

LlcModeSamples RankMemoryBuilder::finishLlc(const LlcTally &tally)
{
    LlcModeSamples samples;
    samples.rowHitRateSum = tally.rowHitRateSum;
    samples.rows = tally.rows;
    const bool throughput = std::any_of(tally.times.begin(), tally.times.end(),
                                        [](const auto &t) { return t.second.hasThroughput; });
    for (const auto &[time, t] : tally.times) {
        samples.timeNs.push_back(time);
        samples.hitRate.push_back(t.hitRateSum / double(t.units));
        if (throughput)
            samples.throughputBps.push_back(t.throughput);
    }
    return samples;
}

RankMemory RankMemoryBuilder::finish(int rank, std::optional<int> deviceId, const QString &path)
{
    RankMemory m;
    m.rank = rank;
    m.deviceId = deviceId;
    m.path = path;
    for (size_t c = 0; c < m_series.size(); ++c) {
        MemorySeries &s = m_series[c];
        if (s.size() == 0)
            continue;
        if (m_activeMissing[c]) // a partial column would give a peak of some rows only
            s.activeBytes.clear();
        sortSeriesByTime(s);
        m.series.push_back(std::move(s));
    }
    for (auto &[name, module] : m_modules) {
        // NPU_MODULE_MEM lists every module the driver knows, most of them at 0 throughout.
        if (std::all_of(module.reservedBytes.begin(), module.reservedBytes.end(), [](double b) { return b == 0.0; }))
            continue;
        MemorySeries asSeries; // sorted the same way
        asSeries.timeNs = std::move(module.timeNs);
        asSeries.reservedBytes = std::move(module.reservedBytes);
        sortSeriesByTime(asSeries);
        module.timeNs = std::move(asSeries.timeNs);
        module.reservedBytes = std::move(asSeries.reservedBytes);
        m.modules.push_back(std::move(module));
    }
    m.allocations = allocations.size() > 0 ? std::move(allocations) : std::move(pairedAllocations);
    for (const auto &[time, figures] : m_hbm) {
        m.hbm.timeNs.push_back(time);
        m.hbm.readBps.push_back(figures.first);
        m.hbm.writeBps.push_back(figures.second);
    }
    m.llcRead = finishLlc(m_llcRead);
    m.llcWrite = finishLlc(m_llcWrite);
    std::set<qint64> llcTimes;
    for (const LlcTally *tally : {&m_llcRead, &m_llcWrite}) {
        for (const auto &entry : tally->times)
            llcTimes.insert(entry.first);
    }
    m.llcTimestamps = qint64(llcTimes.size());
    return m;
}

} // namespace rl
