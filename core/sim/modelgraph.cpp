// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/modelgraph.h"

namespace rl::sim {

KernelLaunch launchFor(const GraphOp &op, bool optimised, const CoreSpec &spec)
{
    const KernelKnobs &knobs = op.knobs(optimised);
    if (const auto *g = std::get_if<GemmShape>(&op.shape))
        return gemmKernel(*g, knobs, op.blockDim, spec);
    if (const auto *e = std::get_if<ElementwiseShape>(&op.shape))
        return elementwiseKernel(*e, knobs, op.blockDim, spec);
    return poolKernel(std::get<PoolShape>(op.shape), knobs, op.blockDim, spec);
}

} // namespace rl::sim
