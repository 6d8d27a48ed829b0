// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/operatorfill.h"

namespace rl {

void fillMissingFrom(Operator &base, const Operator &extra)
{
    for (const ComponentSample &s : extra.components) {
        ComponentSample &target = base.componentRef(s.key);
        if (!target.busyUs)
            target.busyUs = s.busyUs;
        if (!target.coreTimeUs)
            target.coreTimeUs = s.coreTimeUs;
        if (!target.blockDim)
            target.blockDim = s.blockDim;
        for (auto it = s.work.cbegin(); it != s.work.cend(); ++it) {
            if (!target.work.contains(it.key()))
                target.work.insert(it.key(), it.value());
        }
    }
    for (auto it = extra.metrics.cbegin(); it != extra.metrics.cend(); ++it) {
        if (!base.metrics.contains(it.key()))
            base.metrics.insert(it.key(), it.value());
    }
    for (const QString &g : extra.metricGroups) {
        if (!base.metricGroups.contains(g))
            base.metricGroups << g;
    }
    if (extra.workSource == WorkSource::Measured)
        base.workSource = WorkSource::Measured;
    if (!base.coreTimeUs)
        base.coreTimeUs = extra.coreTimeUs;
    if (!base.aivTimeUs)
        base.aivTimeUs = extra.aivTimeUs;
    if (base.inputs.empty())
        base.inputs = extra.inputs;
    if (base.outputs.empty())
        base.outputs = extra.outputs;
}

} // namespace rl
