// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/poolkernel.h"

#include "core/sim/kernelsteps.h"

namespace rl::sim {

namespace {

constexpr int kC0 = 16;

} // namespace

KernelLaunch poolKernel(const PoolShape &shape, const KernelKnobs &knobs, int blockDim, const CoreSpec &spec)
{
    const int lanes = spec.vectorLanesFp16;
    const int outH = shape.global ? 1 : (shape.height - 1) / qMax(1, shape.stride) + 1; // "same" padding
    const int outW = shape.global ? 1 : (shape.width - 1) / qMax(1, shape.stride) + 1;
    // A tile is one channel group's whole map: its input fits UB and every window tap is one
    // strided view of it.
    const qint64 units = (shape.groups + qMax(1, shape.groupsPerTile) - 1) / qMax(1, shape.groupsPerTile);
    KernelLaunch launch;
    launch.blockDim = blockDim;
    launch.tilesPerBlock = splitTiles(units, blockDim, 1);
    launch.program = [shape, knobs, spec, lanes, outH, outW](int tiles) {
        KernelBuilder b(spec);
        const int buffers = knobs.doubleBuffer ? 2 : 1;
        int in[2];
        int acc[2];
        for (int k = 0; k < buffers; ++k) {
            in[k] = b.buffer();
            acc[k] = b.buffer();
        }
        const double rowBytes = double(shape.width) * kC0 * 2.0;
        const int groups = shape.global ? qMax(1, shape.groupsPerTile) : 1;
        const double tileBytes = shape.global ? rowBytes * shape.height * groups
                                              : rowBytes * (shape.height + shape.kernel - 1); // with the halo rows
        // With two buffers the next tile's load is issued ahead of this tile's vector work.
        const bool hoist = buffers > 1 && !knobs.lateNextLoad;
        const auto load = [&](int t) {
            moveChunks(b, knobs, Pipe::Mte2, u"MOV_OUT_TO_UB"_qs, u"gm_to_ub"_qs, tileBytes, {}, {in[t % buffers]});
        };
        for (int t = 0; t < tiles; ++t) {
            const int k = t % buffers;
            const int result = knobs.inPlace ? in[k] : acc[k];
            if (t == 0 || !hoist)
                load(t);
            if (hoist && t + 1 < tiles)
                load(t + 1);
            if (shape.global) {
                b.scalar(knobs.scalarPerTile);
                const qint64 repeats = (qint64(shape.height) * shape.width * kC0 + lanes - 1) / lanes;
                for (int g = 0; g < groups; ++g) {
                    vectorRepeats(b, knobs, u"VADD"_qs, u"fp16"_qs, repeats, lanes, {in[k]}, {result});
                    for (int fold = 0; fold < 3; ++fold) // 128 lanes -> 16 channels
                        b.vector(u"VADD"_qs, u"fp16"_qs, 1, lanes >> (fold + 1), {result}, {result});
                }
                b.vector(u"VMULS"_qs, u"fp16"_qs, 1, double(kC0) * groups, {result}, {result});
                moveChunks(b, knobs, Pipe::Mte3, u"MOV_UB_TO_OUT"_qs, u"ub_to_gm"_qs, kC0 * 2.0 * groups, {result}, {});
            } else {
                b.scalar(knobs.scalarPerTile);
                const qint64 outElements = qint64(outH) * outW * kC0;
                const qint64 repeats = (outElements + lanes - 1) / lanes;
                for (int tap = 0; tap < shape.kernel * shape.kernel; ++tap)
                    vectorRepeats(b, knobs, u"VAXPY"_qs, u"fp16"_qs, repeats, 2.0 * lanes, {in[k]}, {result});
                moveChunks(b, knobs, Pipe::Mte3, u"MOV_UB_TO_OUT"_qs, u"ub_to_gm"_qs, double(outElements) * 2.0,
                           {result}, {});
            }
            tileBarriers(b, knobs);
        }
        return b.finish();
    };
    return launch;
}

} // namespace rl::sim
