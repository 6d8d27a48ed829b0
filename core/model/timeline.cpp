// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/timeline.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace rl {

void Timeline::append(quint16 laneIndex, qint64 start, qint64 dur, quint32 name, qint32 op)
{
    startNs.push_back(start);
    durNs.push_back(dur);
    nameId.push_back(name);
    lane.push_back(laneIndex);
    operatorIndex.push_back(op);
}

void Timeline::finish()
{
    const size_t n = startNs.size();
    bool sorted = true;
    for (size_t i = 1; i < n && sorted; ++i)
        sorted = lane[i - 1] < lane[i] || (lane[i - 1] == lane[i] && startNs[i - 1] <= startNs[i]);
    if (sorted)
        return;
    std::vector<quint32> order(n);
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(), [this](quint32 a, quint32 b) {
        return lane[a] != lane[b] ? lane[a] < lane[b] : startNs[a] < startNs[b];
    });
    auto permute = [&order](auto &column) {
        auto copy = column;
        for (size_t i = 0; i < order.size(); ++i)
            column[i] = copy[order[i]];
    };
    permute(startNs);
    permute(durNs);
    permute(nameId);
    permute(lane);
    permute(operatorIndex);
}

std::pair<size_t, size_t> Timeline::laneRange(quint16 laneIndex) const
{
    auto lo = std::lower_bound(lane.begin(), lane.end(), laneIndex);
    auto hi = std::upper_bound(lo, lane.end(), laneIndex);
    return {size_t(lo - lane.begin()), size_t(hi - lane.begin())};
}

qint64 Timeline::minStartNs() const
{
    qint64 m = std::numeric_limits<qint64>::max();
    for (qint64 s : startNs)
        m = std::min(m, s);
    return startNs.empty() ? 0 : m;
}

qint64 Timeline::maxEndNs() const
{
    qint64 m = std::numeric_limits<qint64>::min();
    for (size_t i = 0; i < startNs.size(); ++i)
        m = std::max(m, startNs[i] + durNs[i]);
    return startNs.empty() ? 0 : m;
}

size_t Timeline::memoryBytes() const
{
    size_t bytes = startNs.capacity() * sizeof(qint64) + durNs.capacity() * sizeof(qint64)
        + nameId.capacity() * sizeof(quint32) + lane.capacity() * sizeof(quint16)
        + operatorIndex.capacity() * sizeof(qint32);
    for (const CounterSeries &c : counters)
        bytes += c.tsNs.capacity() * sizeof(qint64) + c.values.capacity() * sizeof(double);
    return bytes;
}

} // namespace rl
