// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/kernelclock.h"

#include "core/model/operator.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace rl {

std::optional<double> kernelClockMhz(const CounterSeries &frequency, const std::vector<DeviceTaskEvent> &tasks)
{
    const size_t n = std::min(frequency.tsNs.size(), frequency.values.size());
    std::vector<std::pair<qint64, double>> samples;
    samples.reserve(n);
    for (size_t i = 0; i < n; ++i) {
        if (std::isfinite(frequency.values[i]) && frequency.values[i] > 0.0)
            samples.emplace_back(frequency.tsNs[i], frequency.values[i]);
    }
    if (samples.empty())
        return std::nullopt;
    std::stable_sort(samples.begin(), samples.end(), [](const auto &a, const auto &b) { return a.first < b.first; });

    // Weights in double: hostile timestamps must not overflow a subtraction.
    std::map<double, double> weight;
    const auto at = [&](qint64 ns) {
        auto it = std::upper_bound(samples.begin(), samples.end(), ns,
                                   [](qint64 t, const auto &s) { return t < s.first; });
        return it == samples.begin() ? samples.front().second : std::prev(it)->second;
    };
    // The tasks of one type share its text (one per spelling from the reader): the type is
    // worked out again only when the text changes, not for each of a long trace's tasks.
    const QChar *lastType = nullptr;
    qsizetype lastSize = -1;
    bool lastIsAiCore = false;
    for (const DeviceTaskEvent &task : tasks) {
        if (task.taskType.constData() != lastType || task.taskType.size() != lastSize) {
            lastType = task.taskType.constData();
            lastSize = task.taskType.size();
            lastIsAiCore = isAiCoreTask(parseTaskType(task.taskType));
        }
        if (lastIsAiCore)
            weight[at(task.startNs)] += std::max(1.0, double(task.durNs));
    }
    if (weight.empty()) { // no kernels: the frequency the run spent most time at
        for (size_t k = 0; k + 1 < samples.size(); ++k)
            weight[samples[k].second] += std::max(0.0, double(samples[k + 1].first) - double(samples[k].first));
        if (weight.empty() || std::all_of(weight.begin(), weight.end(), [](const auto &w) { return w.second == 0.0; }))
            return samples.front().second; // a lone sample stands for itself
    }
    return std::max_element(weight.begin(), weight.end(),
                            [](const auto &a, const auto &b) { return a.second < b.second; })
        ->first;
}

} // namespace rl
