// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analyzer.h"
#include "core/hardware/hardwarecatalog.h"
#include "core/sim/simulatedoperator.h"
#include "core/sim/simulatedworkload.h"

#include <memory>

namespace rl::test {

// The chip the demo simulates, from the built-in catalogue.
inline HardwareSpec ascend310()
{
    return *HardwareCatalog::builtin().find(u"ascend310"_qs);
}

inline sim::CoreSpec ascend310Core()
{
    return sim::CoreSpec::fromHardware(ascend310());
}

// RoofLens's own analysis of simulated measurements, built the way the importers build
// operators from the written op_summary rows (sim::simulatedOperator).
inline Analysis analyseSimulated(const std::vector<sim::SimulatedOp> &ops)
{
    auto profile = std::make_shared<Profile>();
    for (const sim::SimulatedOp &s : ops)
        profile->operators.push_back(sim::simulatedOperator(s.op, s.measurement));
    AnalyzeOptions options;
    options.estimateWork = false;
    return analyze(profile, ascend310(), options, AdviceCatalog::builtin());
}

// One operator of the graph run with its before or after kernel (or with `knobs`), analysed.
struct OneRun
{
    sim::KernelMeasurement measurement;
    OperatorResult result;
};

inline OneRun runOne(sim::GraphOp op, const sim::KernelKnobs &knobs, const sim::CoreSpec &spec = ascend310Core())
{
    op.before = knobs;
    auto m = sim::runKernel(sim::launchFor(op, false, spec), spec, sim::kLaunchOverheadUs);
    const Analysis a = analyseSimulated({sim::SimulatedOp{op, m.value()}});
    return OneRun{m.value(), a.operators.front()};
}

inline const ComponentResult *componentOf(const OperatorResult &r, ComponentId id)
{
    return r.component(ComponentKey{id, Side::None});
}

} // namespace rl::test
