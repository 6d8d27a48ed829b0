// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/simulatedworkload.h"

#include "core/common/tr.h"

namespace rl::sim {

double SimulatedWorkload::totalDurationUs() const
{
    double sum = 0.0;
    for (const SimulatedOp &s : ops)
        sum += s.measurement.durationUs;
    return sum;
}

Result<SimulatedWorkload> simulateWorkload(const ModelGraph &graph, bool optimised, const CoreSpec &spec,
                                           bool traceTable1)
{
    SimulatedWorkload w;
    w.name = graph.name;
    w.optimised = optimised;
    w.ops.reserve(graph.ops.size());
    for (const GraphOp &op : graph.ops) {
        auto m = runKernel(launchFor(op, optimised, spec), spec, kLaunchOverheadUs,
                           traceTable1 && !op.table1.isEmpty());
        if (!m)
            return makeError(m.error().kind, Tr::tr("simulating %1: %2").arg(op.name, m.error().message));
        w.ops.push_back(SimulatedOp{op, std::move(m.value())});
    }
    return w;
}

} // namespace rl::sim
