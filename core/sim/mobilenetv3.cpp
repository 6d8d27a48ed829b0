// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/mobilenetv3.h"

#include "core/sim/mobilenetv3study.h"

namespace rl::sim {

namespace {

constexpr int kBatch = 8;
constexpr int kC0 = 16;

int groupsOf(int channels)
{
    return (channels + kC0 - 1) / kC0;
}

int padded(int channels)
{
    return groupsOf(channels) * kC0;
}

QString joinDims(std::initializer_list<qint64> dims)
{
    QStringList parts;
    for (qint64 d : dims)
        parts << QString::number(d);
    return parts.join(u',');
}

TensorDesc fmap(int c, int h, int w)
{
    return {joinDims({kBatch, groupsOf(c), h, w, kC0}), u"FLOAT16"_qs, u"NC1HWC0"_qs};
}

TensorDesc weights(int cout, int cin, int kh, int kw)
{
    return {joinDims({cout, cin, kh, kw}), u"FLOAT16"_qs, u"FRACTAL_Z"_qs};
}

TensorDesc matrix(qint64 rows, qint64 cols)
{
    return {joinDims({rows, cols}), u"FLOAT16"_qs, u"ND"_qs};
}

TensorDesc vec(qint64 n)
{
    return {joinDims({n}), u"FLOAT16"_qs, u"ND"_qs};
}

class Builder
{
public:
    std::vector<GraphOp> ops;

    GraphOp &add(GraphOp op)
    {
        ops.push_back(std::move(op));
        return ops.back();
    }

    GraphOp &gemm(const QString &name, const QString &type, GemmShape shape, TensorList in, TensorList out)
    {
        GraphOp op;
        op.name = name;
        op.type = type;
        op.shape = shape;
        op.inputs = std::move(in);
        op.outputs = std::move(out);
        op.before = naiveCubeKnobs();
        op.after = op.before;
        return add(std::move(op));
    }

    GraphOp &conv1x1(const QString &name, int cin, int cout, int h, int w)
    {
        GemmShape s;
        s.m = qint64(kBatch) * h * w;
        s.k = padded(cin);
        s.n = padded(cout);
        s.aBytesPerRow = s.k * 2.0;
        return gemm(name, u"Conv2D"_qs, s, {fmap(cin, h, w), weights(cout, cin, 1, 1)}, {fmap(cout, h, w)});
    }

    GraphOp &depthwise(const QString &name, int c, int kernel, int stride, int h, int w)
    {
        const int ho = (h - 1) / stride + 1;
        const int wo = (w - 1) / stride + 1;
        GemmShape s;
        const qint64 positions = qint64(kBatch) * ho * wo;
        s.m = positions * groupsOf(c);
        s.k = kernel * kernel * kC0;
        s.n = kC0;
        s.aBytesPerRow = kC0 * 2.0 * stride * stride;
        s.tileM = 256;
        s.tilesPerWeightSet = int((positions + s.tileM - 1) / s.tileM);
        return gemm(name, u"DepthwiseConv2D"_qs, s, {fmap(c, h, w), weights(c, 1, kernel, kernel)}, {fmap(c, ho, wo)});
    }

    GraphOp &fullyConnected(const QString &name, const QString &type, int cin, int cout)
    {
        GemmShape s;
        s.m = kBatch;
        s.k = padded(cin);
        s.n = padded(cout);
        s.aBytesPerRow = s.k * 2.0;
        s.tileM = 16;
        s.tileN = 128;
        return gemm(name, type, s, {matrix(kBatch, cin), matrix(cin, cout)}, {matrix(kBatch, cout)});
    }

    GraphOp &elementwise(const QString &name, const QString &type, qint64 elements, int fullInputs,
                         double invariantBytes, std::vector<VectorStep> steps, TensorList in, TensorDesc out)
    {
        GraphOp op;
        op.name = name;
        op.type = type;
        ElementwiseShape s;
        s.elements = elements;
        s.fullInputs = fullInputs;
        s.invariantBytes = invariantBytes;
        s.steps = std::move(steps);
        op.shape = s;
        op.inputs = std::move(in);
        op.outputs = {std::move(out)};
        op.before = naiveVectorKnobs();
        op.after = op.before;
        return add(std::move(op));
    }

    // Hard-Swish x * ReLU6(x + 3) / 6 as two kernels: Add_ReLU (ReLU(x + c)) and Mul.
    void hardSwish(const QString &prefix, int c, int h, int w)
    {
        const qint64 n = qint64(kBatch) * padded(c) * h * w;
        elementwise(prefix + u"/Add_ReLU", u"AddRelu"_qs, n, 1, 32.0, {{u"VADDRELU"_qs, 2.0}}, {fmap(c, h, w), vec(1)},
                    fmap(c, h, w));
        elementwise(prefix + u"/Mul", u"Mul"_qs, n, 2, 0.0, {{u"VMINS"_qs, 1.0}, {u"VMUL"_qs, 1.0}, {u"VMULS"_qs, 1.0}},
                    {fmap(c, h, w), fmap(c, h, w)}, fmap(c, h, w));
    }

    GraphOp &globalPool(const QString &name, int c, int h, int w)
    {
        GraphOp op;
        op.name = name;
        op.type = u"AvgPool"_qs;
        PoolShape s;
        s.groups = qint64(kBatch) * groupsOf(c);
        s.height = h;
        s.width = w;
        s.global = true;
        // Small maps share a tile so one transfer carries about 98 repeats' worth of data.
        s.groupsPerTile = qMax(1, 98 * 128 / (h * w * kC0));
        op.shape = s;
        op.inputs = {fmap(c, h, w)};
        op.outputs = {fmap(c, 1, 1)};
        // The pools were written with a software loop of single-repeat adds (AIP off).
        op.before = KernelKnobs{};
        op.before.vectorRepeat = 1;
        op.after = op.before;
        return add(std::move(op));
    }

    GraphOp &windowPool(const QString &name, int c, int h, int w, int kernel)
    {
        GraphOp &op = globalPool(name, c, h, w);
        auto &s = std::get<PoolShape>(op.shape);
        s.global = false;
        s.kernel = kernel;
        s.stride = 1;
        op.outputs = {fmap(c, h, w)};
        return op;
    }

    // Squeeze-and-excite: pool, reduce, expand, hard-sigmoid, scale.
    void squeezeExcite(const QString &prefix, int c, int h, int w)
    {
        const int reduced = qMax(8, (c / 4 + 4) / 8 * 8);
        globalPool(prefix + u"/AvgPool", c, h, w);
        fullyConnected(prefix + u"/Conv/Conv2D", u"Conv2D"_qs, c, reduced);
        fullyConnected(prefix + u"/Conv_1/Conv2D", u"Conv2D"_qs, reduced, c);
        const qint64 gate = qint64(kBatch) * padded(c);
        elementwise(prefix + u"/hard_sigmoid/Add_ReLU", u"AddRelu"_qs, gate, 1, 32.0, {{u"VADDRELU"_qs, 2.0}},
                    {fmap(c, 1, 1), vec(1)}, fmap(c, 1, 1));
        elementwise(prefix + u"/hard_sigmoid/Mul", u"Mul"_qs, gate, 1, 0.0, {{u"VMINS"_qs, 1.0}, {u"VMULS"_qs, 1.0}},
                    {fmap(c, 1, 1)}, fmap(c, 1, 1));
        elementwise(prefix + u"/mul", u"Mul"_qs, gate * h * w, 1, padded(c) * 2.0, {{u"VMUL"_qs, 1.0}},
                    {fmap(c, h, w), fmap(c, 1, 1)}, fmap(c, h, w));
    }
};

struct Bneck
{
    int kernel, expand, out;
    bool se, hardSwish;
    int stride;
};

} // namespace

ModelGraph mobileNetV3Graph()
{
    Builder g;
    const qint64 image = qint64(kBatch) * 3 * 224 * 224;
    g.elementwise(u"MobilenetV3/input/Cast"_qs, u"Cast"_qs, image, 1, 0.0, {{u"VCONV"_qs, 1.0}},
                  {{joinDims({kBatch, 3, 224, 224}), u"FLOAT"_qs, u"NCHW"_qs}},
                  {joinDims({kBatch, 3, 224, 224}), u"FLOAT16"_qs, u"NCHW"_qs});
    g.elementwise(u"MobilenetV3/input/TransData"_qs, u"TransData"_qs, image, 1, 0.0, {{u"VTRANSPOSE"_qs, 1.0}},
                  {{joinDims({kBatch, 3, 224, 224}), u"FLOAT16"_qs, u"NCHW"_qs}}, fmap(3, 224, 224));

    // Stem: 3x3 stride-2 convolution through im2col in the C04 layout Ascend uses for
    // three-channel inputs (k = 27, each output reads 4 new pixels of 4 channels).
    {
        GemmShape s;
        s.m = qint64(kBatch) * 112 * 112;
        s.k = 32;
        s.n = 16;
        s.aBytesPerRow = 4.0 * 4 * 2.0;
        g.gemm(u"MobilenetV3/Conv/Conv2D"_qs, u"Conv2D"_qs, s, {fmap(3, 224, 224), weights(16, 3, 3, 3)},
               {fmap(16, 112, 112)});
    }
    g.hardSwish(u"MobilenetV3/Conv/hard_swish"_qs, 16, 112, 112);

    const Bneck blocks[] = {
        {3, 16, 16, false, false, 1}, {3, 64, 24, false, false, 2}, {3, 72, 24, false, false, 1},
        {5, 72, 40, true, false, 2},  {5, 120, 40, true, false, 1}, {5, 120, 40, true, false, 1},
        {3, 240, 80, false, true, 2}, {3, 200, 80, false, true, 1}, {3, 184, 80, false, true, 1},
        {3, 184, 80, false, true, 1}, {3, 480, 112, true, true, 1}, {3, 672, 112, true, true, 1},
        {5, 672, 160, true, true, 2}, {5, 960, 160, true, true, 1}, {5, 960, 160, true, true, 1},
    };
    int channels = 16;
    int size = 112;
    int index = 0;
    for (const Bneck &b : blocks) {
        const QString prefix = index == 0 ? u"MobilenetV3/expanded_conv"_qs
                                          : u"MobilenetV3/expanded_conv_%1"_qs.arg(index);
        const int out = (size - 1) / b.stride + 1;
        if (b.expand != channels) {
            g.conv1x1(prefix + u"/expand/Conv2D", channels, b.expand, size, size);
            if (b.hardSwish)
                g.hardSwish(prefix + u"/expand/hard_swish", b.expand, size, size);
        }
        g.depthwise(prefix + u"/depthwise/depthwise", b.expand, b.kernel, b.stride, size, size);
        if (b.hardSwish)
            g.hardSwish(prefix + u"/depthwise/hard_swish", b.expand, out, out);
        if (b.se)
            g.squeezeExcite(prefix + u"/squeeze_excite", b.expand, out, out);
        g.conv1x1(prefix + u"/project/Conv2D", b.expand, b.out, out, out);
        if (b.stride == 1 && channels == b.out) {
            const qint64 n = qint64(kBatch) * padded(b.out) * out * out;
            g.elementwise(prefix + u"/add", u"Add"_qs, n, 2, 0.0, {{u"VADD"_qs, 1.0}},
                          {fmap(b.out, out, out), fmap(b.out, out, out)}, fmap(b.out, out, out));
        }
        // The paper's AvgPool reaches 59 % Vector utilisation after AIP, which a global mean
        // cannot (0.5 operations per byte loaded keeps it MTE-bound on this chip), and its
        // `repeat` of 98 is one 28 x 28 x 16 map. So this variant carries a 3x3 stride-1
        // average pool in its 28 x 28 stage: 98 repeats per window tap.
        if (index == 5)
            g.windowPool(u"MobilenetV3/expanded_conv_5/AvgPool"_qs, b.out, out, out, 3);
        channels = b.out;
        size = out;
        ++index;
    }

    // Head.
    g.conv1x1(u"MobilenetV3/Conv_1/Conv2D"_qs, channels, 960, size, size);
    // This variant's head activates with GeLU (the eighth Table 1 operator), tanh form written
    // as x / (1 + exp(-1.5958(x + 0.044715x^3))): x^2, two multiply-adds, exp, divide.
    g.elementwise(u"MobilenetV3/Conv_1/GeLU"_qs, u"Gelu"_qs, qint64(kBatch) * 960 * size * size, 1, 0.0,
                  {{u"VMUL"_qs, 1.0}, {u"VMLA"_qs, 2.0}, {u"VMLA"_qs, 2.0}, {u"VEXP"_qs, 2.0}, {u"VDIV"_qs, 2.0}},
                  {fmap(960, size, size)}, fmap(960, size, size));
    // FastGeLU x / (1 + exp(-1.702x)), the cheaper algorithm (EA).
    std::get<ElementwiseShape>(g.ops.back().shape).fastSteps = {
        {u"VMULS"_qs, 1.0}, {u"VEXP"_qs, 2.0}, {u"VADDS"_qs, 1.0}, {u"VDIV"_qs, 2.0}};
    g.globalPool(u"MobilenetV3/AvgPool2D/AvgPool"_qs, 960, size, size);
    g.elementwise(u"MobilenetV3/Flatten/TransData"_qs, u"TransData"_qs, qint64(kBatch) * 960, 1, 0.0,
                  {{u"VTRANSPOSE"_qs, 1.0}}, {fmap(960, 1, 1)}, matrix(kBatch, 960));
    g.fullyConnected(u"MobilenetV3/Conv_2/FullyConnection"_qs, u"FullyConnection"_qs, 960, 1280);
    g.hardSwish(u"MobilenetV3/Conv_2/hard_swish"_qs, 1280, 1, 1);
    g.fullyConnected(u"MobilenetV3/Logits/MatMul"_qs, u"MatMulV2"_qs, 1280, 1000);
    g.elementwise(u"MobilenetV3/Logits/Cast"_qs, u"Cast"_qs, qint64(kBatch) * 1008, 1, 0.0, {{u"VCONV"_qs, 1.0}},
                  {matrix(kBatch, 1000)}, {joinDims({kBatch, 1000}), u"FLOAT"_qs, u"ND"_qs});
    g.elementwise(u"MobilenetV3/Predictions/Softmax"_qs, u"SoftmaxV2"_qs, qint64(kBatch) * 1008, 1, 0.0,
                  {{u"VMAX"_qs, 1.0}, {u"VSUB"_qs, 1.0}, {u"VEXP"_qs, 1.0}, {u"VADD"_qs, 1.0}, {u"VDIV"_qs, 1.0}},
                  {matrix(kBatch, 1000)}, matrix(kBatch, 1000));
    g.elementwise(u"MobilenetV3/Predictions/Cast"_qs, u"Cast"_qs, qint64(kBatch) * 1008, 1, 0.0, {{u"VCONV"_qs, 1.0}},
                  {matrix(kBatch, 1000)}, {joinDims({kBatch, 1000}), u"FLOAT"_qs, u"ND"_qs});

    applyStudy(g.ops);

    ModelGraph graph;
    graph.name = u"MobileNetV3-Large"_qs;
    graph.batch = kBatch;
    graph.ops = std::move(g.ops);
    return graph;
}

} // namespace rl::sim
