// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/mobilenetv3study.h"

namespace rl::sim {

KernelKnobs naiveVectorKnobs()
{
    KernelKnobs k;
    k.inPlace = true;
    k.doubleBuffer = false;
    k.reloadInvariant = true;
    return k;
}

KernelKnobs naiveCubeKnobs()
{
    KernelKnobs k;
    k.inPlace = true;
    k.doubleBuffer = false;
    k.lateNextLoad = true;
    k.reloadInvariant = true;
    k.extraBarriers = 1;
    return k;
}

namespace {

constexpr int kC0 = 16;

GraphOp *find(std::vector<GraphOp> &ops, QStringView name)
{
    for (GraphOp &op : ops) {
        if (op.name == name)
            return &op;
    }
    return nullptr;
}

// The paper's Table 1: the eight operators it studied, renamed as the paper names them, with
// the kernel flaws its strategies fixed in "before" and the fixes in "after".
void applyTable1(std::vector<GraphOp> &ops)
{
    const auto study = [&](QStringView graphName, const QString &table1, const QString &strategies) -> GraphOp & {
        GraphOp *op = find(ops, graphName);
        Q_ASSERT(op);
        op->name = table1;
        op->table1 = table1;
        op->strategies = strategies;
        return *op;
    };
    {
        GraphOp &op = study(u"MobilenetV3/expanded_conv_11/expand/hard_swish/Add_ReLU", u"Add_ReLU"_qs, u"RSD, MRT"_qs);
        op.before = naiveVectorKnobs();
        op.after = op.before;
        op.after.inPlace = false;         // RSD
        op.after.reloadInvariant = false; // MRT
    }
    {
        GraphOp &op = study(u"MobilenetV3/expanded_conv_11/squeeze_excite/mul", u"Mul"_qs, u"RSD"_qs);
        op.before = naiveVectorKnobs();
        op.before.tileBytes = 8192;
        op.after = op.before;
        op.after.inPlace = false;
    }
    {
        GraphOp &op = study(u"MobilenetV3/expanded_conv_1/depthwise/depthwise", u"Depthwise"_qs,
                            u"AIS, RUS, PP, ITG"_qs);
        op.before = naiveCubeKnobs();
        op.before.reloadInvariant = false;
        op.before.transferBytes = 16384;
        op.after = KernelKnobs{};
        op.after.transferBytes = 24576;
    }
    {
        GraphOp &op = study(u"MobilenetV3/expanded_conv_5/AvgPool", u"AvgPool"_qs, u"AIP"_qs);
        op.before.doubleBuffer = false;
        op.after = op.before;
        op.after.vectorRepeat = 255;
    }
    {
        GraphOp &op = study(u"MobilenetV3/expanded_conv_14/expand/Conv2D", u"Conv2D"_qs, u"RSD, MRT"_qs);
        std::get<GemmShape>(op.shape).tileM = 16;
        op.before = naiveCubeKnobs();
        op.before.lateNextLoad = false;
        op.after = op.before;
        op.after.inPlace = false;
        op.after.reloadInvariant = false;
    }
    {
        GraphOp &op = study(u"MobilenetV3/Conv_2/FullyConnection", u"FullyConnection"_qs, u"ITG"_qs);
        op.before = KernelKnobs{};
        op.before.transferBytes = 8192;
        op.after = KernelKnobs{};
        op.after.transferBytes = 32768;
    }
    {
        GraphOp &op = study(u"MobilenetV3/Logits/MatMul", u"MatMul"_qs, u"OP"_qs);
        op.before = KernelKnobs{};
        op.before.fusedEpilogue = false;
        op.after = KernelKnobs{};
    }
    {
        GraphOp &op = study(u"MobilenetV3/Conv_1/GeLU", u"GeLU"_qs, u"EA"_qs);
        op.before = KernelKnobs{};
        op.after = op.before;
        op.after.fastAlgorithm = true;
    }
}

// The rest of the graph. Before: the library's kernels, with the flaws each family had.
// After: the strategies of Table 1 rolled out to the other instances of the same families,
// which (as the paper observes) often moves their bottleneck rather than removing it.
void applyFamilies(std::vector<GraphOp> &ops)
{
    int expand = 0, addRelu = 0, seMul = 0, residual = 0, pool = 0;
    for (GraphOp &op : ops) {
        if (!op.table1.isEmpty())
            continue;
        if (op.name.endsWith(u"/depthwise/depthwise")) {
            const bool strided = std::get<GemmShape>(op.shape).aBytesPerRow > 32.0 * 1.5;
            op.before = naiveCubeKnobs();
            op.before.reloadInvariant = false;
            if (strided)
                op.before.transferBytes = 6144; // ITG off
            // AIS, RUS and PP everywhere; the bursts stay small (ITG not rolled out).
            op.after = KernelKnobs{};
            // 5x5 windows keep MTE1 busier, so their bursts ended up smaller still.
            op.after.transferBytes = std::get<GemmShape>(op.shape).k > 9 * kC0 ? 1024 : 4096;
            op.strategies = u"AIS, RUS, PP"_qs;
        } else if (op.name.endsWith(u"hard_swish/Add_ReLU")) {
            op.after = op.before;
            if (addRelu++ % 4 != 3) {
                op.after.inPlace = false; // RSD only: the constant is still re-copied
                op.strategies = u"RSD"_qs;
            }
        } else if (op.name.endsWith(u"squeeze_excite/mul")) {
            op.before.tileBytes = 8192;
            op.after = op.before;
            if (seMul++ < 2) {
                op.after.inPlace = false; // RSD
                op.strategies = u"RSD"_qs;
            }
        } else if (op.name.endsWith(u"squeeze_excite/Conv/Conv2D")
                   || op.name.endsWith(u"squeeze_excite/Conv_1/Conv2D")) {
            op.before = KernelKnobs{};
            // ITG off: the weights arrive in 1-2 KB bursts.
            op.before.transferBytes = std::get<GemmShape>(op.shape).k * std::get<GemmShape>(op.shape).n > 100000 ? 2048
                                                                                                                 : 1024;
            op.after = op.before;
        } else if (op.name.endsWith(u"/add")) {
            if (residual++ < 7) {
                op.before = KernelKnobs{};
                op.before.transferBytes = 2048;
            }
            op.after = op.before;
        } else if (op.name.endsWith(u"squeeze_excite/AvgPool")) {
            if (pool++ < 2) {
                op.before.transferBytes = 6144;
                op.after = op.before;
                op.after.vectorRepeat = 255; // AIP
                op.strategies = u"AIP"_qs;
            } else {
                op.after = op.before;
            }
        } else if (op.name.endsWith(u"expand/Conv2D")) {
            op.before.extraBarriers = 0;
            op.after = op.before;
            if (expand++ >= 5) { // PP and RSD, rolled out from the 28 x 28 stage on
                op.after.doubleBuffer = true;
                op.after.inPlace = false;
                op.strategies = u"PP, RSD"_qs;
            }
        } else if (op.name.endsWith(u"input/TransData")) {
            op.before = KernelKnobs{};
            op.after = op.before;
        }
    }
}

} // namespace

void applyStudy(std::vector<GraphOp> &ops)
{
    applyTable1(ops);
    applyFamilies(ops);
}

} // namespace rl::sim
