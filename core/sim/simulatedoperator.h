// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/operator.h"
#include "core/sim/kernellaunch.h"
#include "core/sim/modelgraph.h"

namespace rl::sim {

// The operator RoofLens builds from the op_summary rows of one simulated launch, following
// the coupled-chip convention of the importers: busy per component from the *_time(us)
// columns, core time = aicore_time(us); Cube and Vector work from cube_fops / vector_fops;
// GM reads as MTE2 work (gm_to_l1 for cube operators, gm_to_ub otherwise), GM writes as MTE3
// ub_to_gm; MTE1 and Scalar with busy time only. Lets tests analyse the simulator directly.
Operator simulatedOperator(const GraphOp &op, const KernelMeasurement &m);

// GM bytes read (MTE2) and written (MTE3) over all blocks.
double gmReadBytes(const KernelMeasurement &m);
double gmWriteBytes(const KernelMeasurement &m);

} // namespace rl::sim
