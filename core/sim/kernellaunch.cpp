// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/kernellaunch.h"

#include "core/common/tr.h"

#include <map>

namespace rl::sim {

double KernelMeasurement::totalWork(Pipe pipe) const
{
    double sum = 0.0;
    for (double v : work[size_t(pipeIndex(pipe))])
        sum += v;
    return sum;
}

std::vector<int> splitTiles(qint64 units, int blockDim, qint64 unitsPerTile)
{
    blockDim = qMax(1, blockDim);
    unitsPerTile = qMax<qint64>(1, unitsPerTile);
    std::vector<int> tiles(size_t(blockDim), 0);
    const qint64 perBlock = (units + blockDim - 1) / blockDim;
    qint64 left = units;
    for (int b = 0; b < blockDim; ++b) {
        const qint64 mine = qMin(left, perBlock);
        tiles[size_t(b)] = int((mine + unitsPerTile - 1) / unitsPerTile);
        left -= mine;
    }
    return tiles;
}

Result<KernelMeasurement> runKernel(const KernelLaunch &launch, const CoreSpec &spec, double launchOverheadUs,
                                    bool recordTraces)
{
    const int blockDim = qMax(1, launch.blockDim);
    if (int(launch.tilesPerBlock.size()) != blockDim || !launch.program)
        return makeError(Error::Kind::Internal, Tr::tr("kernel launch is incomplete"));
    const AiCoreSim sim(spec);
    std::map<int, BlockRun> byTiles; // tile count -> its run (ordered: deterministic)
    KernelMeasurement m;
    m.blockDim = blockDim;
    std::vector<qint64> coreCycles(size_t(qMax(1, spec.cores)), 0);
    for (int b = 0; b < blockDim; ++b) {
        const int tiles = launch.tilesPerBlock[size_t(b)];
        const int core = b % qMax(1, spec.cores);
        const bool traceThis = recordTraces && b < spec.cores;
        if (traceThis || !byTiles.count(tiles)) {
            Program program = launch.program(tiles);
            auto run = sim.run(program, traceThis);
            if (!run)
                return run.error();
            if (traceThis)
                m.traces.push_back(CoreTrace{core, std::move(program), run.value()});
            byTiles[tiles] = std::move(run.value());
            byTiles[tiles].executed.clear();
        }
        const BlockRun &r = byTiles[tiles];
        coreCycles[size_t(core)] += r.cycles;
        m.totalCycles += r.cycles;
        for (int p = 0; p < kPipeCount; ++p) {
            m.busyUs[size_t(p)] += double(r.busyCycles[size_t(p)]);
            for (auto it = r.work[size_t(p)].cbegin(); it != r.work[size_t(p)].cend(); ++it)
                m.work[size_t(p)][it.key()] += it.value();
        }
    }
    qint64 slowest = 0;
    for (qint64 c : coreCycles)
        slowest = qMax(slowest, c);
    const double perBlockDivisor = double(blockDim) * spec.clockMhz;
    m.coreTimeUs = double(m.totalCycles) / perBlockDivisor;
    for (double &busy : m.busyUs)
        busy /= perBlockDivisor;
    m.durationUs = spec.cyclesToUs(double(slowest)) + launchOverheadUs;
    return m;
}

} // namespace rl::sim
