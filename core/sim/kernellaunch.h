// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"
#include "core/sim/aicoresim.h"
#include "core/sim/corespec.h"
#include "core/sim/instruction.h"

#include <functional>
#include <vector>

namespace rl::sim {

// A kernel ready to run: how many blocks, how many tiles each block owns, and the program of
// a block with a given tile count (blocks with equal tile counts share one simulation).
struct KernelLaunch
{
    int blockDim = 1;
    std::vector<int> tilesPerBlock;
    std::function<Program(int tiles)> program;
};

// The first block of each core, as it ran, for a pipeline trace.
struct CoreTrace
{
    int core = 0;
    Program program;
    BlockRun run;
};

// What a profiler would report for one launch (msprof conventions, core/io/README.md §0.3): times
// per block are means over blocks, work counts are totals over blocks.
struct KernelMeasurement
{
    int blockDim = 1;
    double durationUs = 0.0;                 // wall time: the busiest core plus the launch overhead
    double coreTimeUs = 0.0;                 // total_cycles / (blockDim x MHz)
    qint64 totalCycles = 0;                  // summed over blocks
    std::array<double, kPipeCount> busyUs{}; // mean per block
    std::array<WorkMap, kPipeCount> work;    // totals over blocks
    std::vector<CoreTrace> traces;           // only when asked for

    double busyRatio(Pipe pipe) const { return coreTimeUs > 0.0 ? busyUs[size_t(pipeIndex(pipe))] / coreTimeUs : 0.0; }
    double totalWork(Pipe pipe) const;
};

// Spreads the blocks round-robin over the cores (block b on core b mod cores), simulates each
// distinct block once, and aggregates.
Result<KernelMeasurement> runKernel(const KernelLaunch &launch, const CoreSpec &spec, double launchOverheadUs,
                                    bool recordTraces = false);

// Splits `units` of work over `blockDim` blocks into tiles of at most `unitsPerTile`.
std::vector<int> splitTiles(qint64 units, int blockDim, qint64 unitsPerTile);

} // namespace rl::sim
