// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/gemmkernel.h"

#include "core/sim/kernelsteps.h"

namespace rl::sim {

KernelLaunch gemmKernel(const GemmShape &shape, const KernelKnobs &knobs, int blockDim, const CoreSpec &spec)
{
    KernelLaunch launch;
    launch.blockDim = blockDim;
    GemmShape perBlock = shape;
    if (shape.m <= shape.tileM && blockDim > 1) {
        // Too few rows to share: the blocks split the columns (and the weights) instead.
        perBlock.n = (shape.n + blockDim - 1) / blockDim;
        launch.tilesPerBlock.assign(size_t(blockDim), 1);
    } else {
        launch.tilesPerBlock = splitTiles(shape.m, blockDim, shape.tileM);
    }
    launch.program = [shape = perBlock, knobs, spec](int tiles) {
        KernelBuilder b(spec);
        const int buffers = knobs.doubleBuffer ? 2 : 1;
        int l1a[2], l0a[2], l0b[2], l0c[2], ub[2];
        for (int i = 0; i < buffers; ++i) {
            l1a[i] = b.buffer();
            l0a[i] = b.buffer();
            l0b[i] = b.buffer();
            l0c[i] = b.buffer();
        }
        // Without RSD the epilogue result lives in one UB region, so the next drain waits for
        // the previous write-back.
        const int ubCount = knobs.inPlace ? 1 : 2;
        for (int i = 0; i < ubCount; ++i)
            ub[i] = b.buffer();
        // One m-tile (FullyConnection, MatMul): the weights stream through L1 slice by slice,
        // ping-ponged like A; otherwise they are loaded once per block (or per tile: MRT off).
        const bool stream = tiles == 1 && shape.tilesPerWeightSet == 0;
        int l1b[2];
        for (int i = 0; i < buffers; ++i)
            l1b[i] = b.buffer();
        int spill[2]; // UB staging of the unfused epilogue (OP off)
        for (int i = 0; i < buffers; ++i)
            spill[i] = b.buffer();
        const int tm = int(qMin<qint64>(shape.tileM, qMax<qint64>(16, shape.m)));
        const int tn = qMin(shape.tileN, shape.n);
        const int nTiles = (shape.n + tn - 1) / tn;
        const double weightBytes = double(shape.k) * shape.n * 2.0;
        const double aBytes = double(tm) * shape.aBytesPerRow;
        // AIS: a hoisted load needs a second L1 buffer to land in.
        const bool hoist = !knobs.lateNextLoad && buffers > 1;
        const auto loadA = [&](int t) {
            moveChunks(b, knobs, Pipe::Mte2, u"MOV_OUT_TO_L1"_qs, u"gm_to_l1"_qs, aBytes, {}, {l1a[t % buffers]});
        };
        int stage = 0; // alternates L0 buffers across every (m, n) step
        if (tiles > 0)
            loadA(0);
        for (int t = 0; t < tiles; ++t) {
            const int a = t % buffers;
            const bool newWeights = t == 0 || knobs.reloadInvariant
                || (shape.tilesPerWeightSet > 0 && t % shape.tilesPerWeightSet == 0);
            if (newWeights && !stream)
                moveChunks(b, knobs, Pipe::Mte2, u"MOV_OUT_TO_L1"_qs, u"gm_to_l1"_qs, weightBytes, {}, {l1b[0]});
            if (hoist && t + 1 < tiles)
                loadA(t + 1);
            b.scalar(knobs.scalarPerTile);
            b.transfer(Pipe::Mte1, u"LOAD_L1_TO_L0A"_qs, u"l1_to_l0a"_qs, double(tm) * shape.k * 2.0, {l1a[a]},
                       {l0a[a]});
            for (int j = 0; j < nTiles; ++j) {
                const int s = stage++ % buffers;
                const int cols = qMin(tn, shape.n - j * tn);
                const int u = ub[(t * nTiles + j) % ubCount];
                const int slice = stream ? l1b[s] : l1b[0];
                if (stream)
                    moveChunks(b, knobs, Pipe::Mte2, u"MOV_OUT_TO_L1"_qs, u"gm_to_l1"_qs, double(shape.k) * cols * 2.0,
                               {}, {slice});
                b.transfer(Pipe::Mte1, u"LOAD_L1_TO_L0B"_qs, u"l1_to_l0b"_qs, double(shape.k) * cols * 2.0, {slice},
                           {l0b[s]});
                b.mmad(tm, shape.k, cols, {l0a[a], l0b[s]}, {l0c[s]});
                const qint64 repeats = (qint64(tm) * cols + spec.vectorLanesFp16 - 1) / spec.vectorLanesFp16;
                const double outBytes = double(tm) * cols * 2.0;
                if (knobs.fusedEpilogue) {
                    b.vector(u"VCONV_ADD_RELU"_qs, u"fp16"_qs, int(repeats),
                             spec.vectorLanesFp16 * shape.epilogueOpsPerElement, {l0c[s]}, {u});
                    moveChunks(b, knobs, Pipe::Mte3, u"MOV_UB_TO_OUT"_qs, u"ub_to_gm"_qs, outBytes, {u}, {});
                } else {
                    // OP off: the fp32 accumulator goes out to GM; a second pass brings it back.
                    b.vector(u"VCONV"_qs, u"fp16"_qs, int(repeats), spec.vectorLanesFp16, {l0c[s]}, {spill[s]});
                    moveChunks(b, knobs, Pipe::Mte3, u"MOV_UB_TO_OUT"_qs, u"ub_to_gm"_qs, outBytes * 2.0, {spill[s]},
                               {});
                }
            }
            if (!knobs.fusedEpilogue) {
                // The unfused epilogue (bias and activation) as a second pass over GM.
                for (int j = 0; j < nTiles; ++j) {
                    const int s = j % buffers;
                    const int cols = qMin(tn, shape.n - j * tn);
                    const int u = ub[j % ubCount];
                    const qint64 repeats = (qint64(tm) * cols + spec.vectorLanesFp16 - 1) / spec.vectorLanesFp16;
                    const double outBytes = double(tm) * cols * 2.0;
                    moveChunks(b, knobs, Pipe::Mte2, u"MOV_OUT_TO_UB"_qs, u"gm_to_ub"_qs, outBytes * 2.0, {},
                               {spill[s]});
                    b.vector(u"VADD_RELU"_qs, u"fp16"_qs, int(repeats),
                             spec.vectorLanesFp16 * shape.epilogueOpsPerElement, {spill[s]}, {u});
                    moveChunks(b, knobs, Pipe::Mte3, u"MOV_UB_TO_OUT"_qs, u"ub_to_gm"_qs, outBytes, {u}, {});
                }
            }
            // AIS off: the next load is written after the tile's work, so it is dispatched
            // only once every instruction before it found room in its queue.
            if (!hoist && t + 1 < tiles)
                loadA(t + 1);
            tileBarriers(b, knobs);
        }
        return b.finish();
    };
    return launch;
}

} // namespace rl::sim
