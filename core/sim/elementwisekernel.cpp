// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/elementwisekernel.h"

#include "core/sim/kernelsteps.h"

namespace rl::sim {

KernelLaunch elementwiseKernel(const ElementwiseShape &shape, const KernelKnobs &knobs, int blockDim,
                               const CoreSpec &spec)
{
    const qint64 lanes = spec.vectorLanesFp16;
    const qint64 tileElements = qMax<qint64>(lanes, knobs.tileBytes / 2 / lanes * lanes);
    KernelLaunch launch;
    launch.blockDim = blockDim;
    launch.tilesPerBlock = splitTiles(shape.elements, blockDim, tileElements);
    launch.program = [shape, knobs, spec, tileElements, lanes](int tiles) {
        KernelBuilder b(spec);
        const int buffers = knobs.doubleBuffer ? 2 : 1;
        int in[2][2];
        int out[2];
        for (int k = 0; k < buffers; ++k) {
            in[0][k] = b.buffer();
            in[1][k] = shape.fullInputs > 1 ? b.buffer() : -1;
            out[k] = b.buffer();
        }
        const int constant = shape.invariantBytes > 0.0 ? b.buffer() : -1;
        const double tileBytes = double(tileElements) * 2.0;
        const qint64 repeats = (tileElements + lanes - 1) / lanes;
        for (int t = 0; t < tiles; ++t) {
            const int k = t % buffers;
            if (constant >= 0 && (t == 0 || knobs.reloadInvariant))
                moveChunks(b, knobs, Pipe::Mte2, u"MOV_OUT_TO_UB"_qs, u"gm_to_ub"_qs, shape.invariantBytes, {},
                           {constant});
            for (int j = 0; j < qBound(1, shape.fullInputs, 2); ++j)
                moveChunks(b, knobs, Pipe::Mte2, u"MOV_OUT_TO_UB"_qs, u"gm_to_ub"_qs, tileBytes, {}, {in[j][k]});
            b.scalar(knobs.scalarPerTile);
            const int result = knobs.inPlace ? in[0][k] : out[k];
            const std::vector<VectorStep> &steps = knobs.fastAlgorithm && !shape.fastSteps.empty() ? shape.fastSteps
                                                                                                   : shape.steps;
            for (size_t s = 0; s < steps.size(); ++s) {
                const VectorStep &step = steps[s];
                const double ops = double(lanes) * step.opsPerElement;
                if (s == 0)
                    vectorRepeats(b, knobs, step.mnemonic, u"fp16"_qs, repeats, ops, {in[0][k], in[1][k], constant},
                                  {result});
                else
                    vectorRepeats(b, knobs, step.mnemonic, u"fp16"_qs, repeats, ops, {result}, {result});
            }
            moveChunks(b, knobs, Pipe::Mte3, u"MOV_UB_TO_OUT"_qs, u"ub_to_gm"_qs, tileBytes, {result}, {});
            tileBarriers(b, knobs);
        }
        return b.finish();
    };
    return launch;
}

} // namespace rl::sim
