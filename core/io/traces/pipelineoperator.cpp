// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/pipelineoperator.h"

#include "core/io/traces/simulatormnemonics.h"
#include "core/model/pipelinespans.h"
#include "core/model/pipes.h"

#include <algorithm>
#include <limits>
#include <map>

namespace rl {

namespace {

Side sideOfUnit(const QString &unit)
{
    if (unit.contains(u"cubecore"))
        return Side::Aic;
    if (unit.contains(u"veccore"))
        return Side::Aiv;
    return Side::None;
}

double mean(const std::vector<double> &values)
{
    double sum = 0.0;
    for (double v : values)
        sum += v;
    return values.empty() ? 0.0 : sum / double(values.size());
}

} // namespace

Operator operatorFromPipeline(const SimulatorTraceContent &content, const QString &name)
{
    const PipelineTrace &trace = content.trace;
    Operator op;
    op.name = name;
    op.durationUs = trace.spanUs();
    op.pipelineIndex = 0;

    std::map<Side, std::vector<size_t>> unitsBySide;
    for (size_t u = 0; u < trace.units.size(); ++u)
        unitsBySide[sideOfUnit(trace.units[u].name)].push_back(u);

    bool anyWork = false;
    for (const auto &[side, units] : unitsBySide) {
        std::vector<double> spans;
        std::map<ComponentId, double> busySum;
        std::map<ComponentId, WorkMap> work;
        for (size_t u : units) {
            spans.push_back(trace.units[u].spanUs());
            for (const PipeLane &lane : trace.units[u].lanes) {
                if (const auto component = componentOfPipe(lane.name)) // execution pipes only (pipes.h)
                    busySum[*component] += totalLength(busySpans(lane));
            }
            for (const auto &[component, items] : content.unitWork[u]) {
                for (auto it = items.cbegin(); it != items.cend(); ++it)
                    work[component][it.key()] += it.value();
            }
        }
        if (side == Side::Aiv)
            op.aivTimeUs = mean(spans);
        else
            op.coreTimeUs = mean(spans);
        for (const auto &[component, busy] : busySum) {
            ComponentSample &sample = op.componentRef(ComponentKey{component, side});
            sample.busyUs = busy / double(units.size()); // units that never used the pipe count as idle
            sample.blockDim = int(units.size());
            sample.work = work[component];
            anyWork = anyWork || !sample.work.isEmpty();
        }
    }
    const int aic = int(unitsBySide[Side::Aic].size());
    const int aiv = int(unitsBySide[Side::Aiv].size());
    if (aic > 0 && aiv > 0) {
        op.taskType = TaskType::MixAic;
        op.blockDim = aic;
        op.mixBlockDim = aiv;
    } else if (aiv > 0) {
        op.taskType = TaskType::AiVectorCore;
        op.blockDim = aiv;
    } else {
        op.taskType = TaskType::AiCore;
        op.blockDim = std::max(aic, int(unitsBySide[Side::None].size()));
    }
    op.coreType = taskTypeName(op.taskType);
    op.workSource = anyWork ? WorkSource::Measured : WorkSource::None;
    return op;
}

} // namespace rl
