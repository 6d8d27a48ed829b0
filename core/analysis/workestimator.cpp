// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/workestimator.h"

#include <numeric>

namespace rl {

namespace {

using Dims = std::vector<qint64>;

double numel(const Dims &d)
{
    return std::accumulate(d.begin(), d.end(), 1.0, [](double a, qint64 b) { return a * double(b); });
}

QString normalisedType(const Operator &op)
{
    QString t = op.type.isEmpty() ? op.name : op.type;
    return t.toLower();
}

bool typeIs(const QString &t, std::initializer_list<const char16_t *> names)
{
    for (const char16_t *n : names) {
        if (t == QStringView(n))
            return true;
    }
    return false;
}

struct Tensor
{
    Dims dims;
    QString dataType;
    QString format;
    double bytes() const { return numel(dims) * bytesOfDataType(dataType); }
};

std::optional<std::vector<Tensor>> tensors(const std::vector<TensorDesc> &descs)
{
    std::vector<Tensor> out;
    for (const TensorDesc &d : descs) {
        const auto dims = d.dims();
        if (!dims || bytesOfDataType(d.dataType) == 0)
            return std::nullopt;
        out.push_back({*dims, d.dataType, d.format.toUpper()});
    }
    return out;
}

double totalBytes(const std::vector<Tensor> &ts)
{
    double b = 0.0;
    for (const Tensor &t : ts)
        b += t.bytes();
    return b;
}

// Output spatial size (N, Ho, Wo) of a feature map in NCHW, NHWC or NC1HWC0.
std::optional<std::array<double, 3>> spatial(const Tensor &t)
{
    const Dims &d = t.dims;
    if (t.format == u"NHWC" && d.size() == 4)
        return std::array<double, 3>{double(d[0]), double(d[1]), double(d[2])};
    if ((t.format == u"NC1HWC0" && d.size() == 5) || d.size() == 4)
        return std::array<double, 3>{double(d[0]), double(d[2]), double(d[3])};
    return std::nullopt;
}

std::optional<WorkEstimate> estimateMatMul(const std::vector<Tensor> &in, const std::vector<Tensor> &out)
{
    if (in.size() < 2 || in[0].dims.size() < 2 || in[1].dims.size() < 2)
        return std::nullopt;
    const Dims &a = in[0].dims, &b = in[1].dims;
    const qint64 a0 = a[a.size() - 2], a1 = a.back(), b0 = b[b.size() - 2], b1 = b.back();
    qint64 m = 0, k = 0, n = 0;
    if (a1 == b0) { m = a0; k = a1; n = b1; }        // A·B
    else if (a1 == b1) { m = a0; k = a1; n = b0; }   // A·Bᵀ
    else if (a0 == b0) { m = a1; k = a0; n = b1; }   // Aᵀ·B
    else if (a0 == b1) { m = a1; k = a0; n = b0; }   // Aᵀ·Bᵀ
    else
        return std::nullopt;
    double batch = 1.0;
    for (size_t i = 0; i + 2 < a.size(); ++i)
        batch *= double(a[i]);
    WorkEstimate w;
    w.family = u"matmul"_qs;
    w.computeUnit = ComponentId::Cube;
    w.precision = precisionOfDataType(in[0].dataType);
    w.operations = 2.0 * batch * double(m) * double(n) * double(k);
    w.bytesRead = totalBytes(in);
    w.bytesWritten = out.empty() ? batch * double(m) * double(n) * bytesOfDataType(in[0].dataType) : totalBytes(out);
    return w;
}

std::optional<WorkEstimate> estimateConv(const std::vector<Tensor> &in, const std::vector<Tensor> &out)
{
    if (in.size() < 2 || out.empty())
        return std::nullopt;
    const auto o = spatial(out[0]);
    if (!o)
        return std::nullopt;
    WorkEstimate w;
    w.family = u"conv"_qs;
    w.computeUnit = ComponentId::Cube;
    w.precision = precisionOfDataType(in[0].dataType);
    w.operations = 2.0 * (*o)[0] * (*o)[1] * (*o)[2] * numel(in[1].dims);
    w.bytesRead = totalBytes(in);
    w.bytesWritten = totalBytes(out);
    return w;
}

std::optional<WorkEstimate> estimateVector(const QString &family, double opsPerElement, bool perInput,
                                           const std::vector<Tensor> &in, const std::vector<Tensor> &out)
{
    const std::vector<Tensor> &basis = perInput || out.empty() ? in : out;
    if (basis.empty())
        return std::nullopt;
    WorkEstimate w;
    w.family = family;
    w.computeUnit = ComponentId::Vector;
    w.precision = precisionOfDataType(basis[0].dataType);
    w.operations = opsPerElement * numel(basis[0].dims);
    w.bytesRead = totalBytes(in);
    w.bytesWritten = totalBytes(out);
    return w;
}

} // namespace

QString precisionOfDataType(const QString &dataType)
{
    const QString t = dataType.toUpper().remove(u"DT_"_qs);
    if (t == u"FLOAT16" || t == u"HALF" || t == u"FP16")
        return u"fp16"_qs;
    if (t == u"BF16" || t == u"BFLOAT16")
        return u"bf16"_qs;
    if (t == u"FLOAT" || t == u"FLOAT32" || t == u"FP32")
        return u"fp32"_qs;
    if (t == u"INT8" || t == u"UINT8" || t == u"BOOL")
        return u"int8"_qs;
    if (t == u"INT16" || t == u"UINT16")
        return u"int16"_qs;
    if (t == u"INT32" || t == u"UINT32")
        return u"int32"_qs;
    if (t == u"DOUBLE" || t == u"FLOAT64")
        return u"fp64"_qs;
    return {};
}

int bytesOfDataType(const QString &dataType)
{
    const QString t = dataType.toUpper().remove(u"DT_"_qs);
    if (t == u"FLOAT16" || t == u"HALF" || t == u"FP16" || t == u"BF16" || t == u"BFLOAT16"
        || t == u"INT16" || t == u"UINT16")
        return 2;
    if (t == u"FLOAT" || t == u"FLOAT32" || t == u"FP32" || t == u"INT32" || t == u"UINT32")
        return 4;
    if (t == u"INT8" || t == u"UINT8" || t == u"BOOL")
        return 1;
    if (t == u"INT64" || t == u"UINT64" || t == u"DOUBLE" || t == u"FLOAT64")
        return 8;
    return 0;
}

std::optional<WorkEstimate> estimateWork(const Operator &op)
{
    const auto in = tensors(op.inputs);
    const auto out = tensors(op.outputs);
    if (!in || !out || in->empty())
        return std::nullopt;
    const QString t = normalisedType(op);
    std::optional<WorkEstimate> w;
    if (t.contains(u"matmul") || t.contains(u"gemm"))
        w = estimateMatMul(*in, *out);
    else if (t.startsWith(u"conv2d") || t.startsWith(u"depthwiseconv2d") || t == u"conv" || t.startsWith(u"convolution"))
        w = estimateConv(*in, *out);
    else if (typeIs(t, {u"add", u"sub", u"mul", u"div", u"realdiv", u"maximum", u"minimum", u"relu",
                        u"relu6", u"abs", u"neg", u"muls", u"adds", u"addn", u"square", u"leakyrelu",
                        u"mulnonan", u"biasadd", u"add_relu", u"axpy", u"zeroslike", u"oneslike",
                        u"less", u"greater", u"equal", u"select", u"fill", u"floordiv", u"pow"}))
        w = estimateVector(u"elementwise"_qs, 1.0, false, *in, *out);
    else if (typeIs(t, {u"sigmoid", u"tanh", u"exp", u"log", u"sqrt", u"rsqrt", u"reciprocal",
                        u"hardswish", u"hardsigmoid", u"swish", u"silu", u"softplus", u"erf"}))
        w = estimateVector(u"elementwise"_qs, 4.0, false, *in, *out);
    else if (typeIs(t, {u"gelu", u"geluv2"}))
        w = estimateVector(u"elementwise"_qs, 8.0, false, *in, *out);
    else if (typeIs(t, {u"fastgelu", u"fastgeluv2"}))
        w = estimateVector(u"elementwise"_qs, 5.0, false, *in, *out);
    else if (t.startsWith(u"reduce") || t.startsWith(u"argmax") || t.startsWith(u"argmin")
             || typeIs(t, {u"avgpool", u"maxpool", u"pooling", u"avgpoolv2", u"maxpoolv3",
                           u"adaptiveavgpool2d", u"globalavgpool"}))
        w = estimateVector(u"reduction"_qs, 1.0, true, *in, *out);
    else if (t == u"cast")
        w = estimateVector(u"cast"_qs, 1.0, true, *in, *out);
    else if (typeIs(t, {u"transdata", u"transpose", u"transposed", u"permute", u"concatd", u"concat",
                        u"split", u"splitd", u"slice", u"stridedslice", u"stridedsliced", u"tile",
                        u"broadcastto"}))
        w = estimateVector(u"movement"_qs, 0.0, true, *in, *out);
    else if (t.contains(u"softmax"))
        w = estimateVector(u"softmax"_qs, 5.0, true, *in, *out);
    else if (t.contains(u"layernorm") || t.contains(u"rmsnorm") || t.contains(u"batchnorm")
             || t.contains(u"groupnorm") || t.contains(u"instancenorm") || t.startsWith(u"bninfer")
             || t.startsWith(u"bntraining"))
        w = estimateVector(u"norm"_qs, 8.0, true, *in, *out);
    if (w && w->operations > 0.0 && w->precision.isEmpty())
        return std::nullopt; // compute in a type without a precision id
    return w;
}

bool applyWorkEstimate(Operator &op, const HardwareSpec &hardware)
{
    if (op.workSource == WorkSource::Measured)
        return false;
    for (const ComponentSample &c : op.components) {
        if (!c.work.isEmpty())
            return false;
    }
    const auto w = estimateWork(op);
    if (!w)
        return false;
    const bool separated = hardware.isSeparated();
    const bool cube = w->computeUnit == ComponentId::Cube;
    // Existing samples keep their key (and side); new ones get the side the work runs on.
    auto sample = [&](ComponentId id, Side side) -> ComponentSample & {
        for (ComponentSample &c : op.components) {
            if (c.key.id == id && (c.key.side == Side::None || c.key.side == side || !separated))
                return c;
        }
        return op.componentRef(ComponentKey{id, separated ? side : Side::None});
    };
    const Side side = cube ? Side::Aic : Side::Aiv;
    if (w->operations > 0.0)
        sample(w->computeUnit, side).work[w->precision] += w->operations;
    if (w->bytesRead > 0.0)
        sample(ComponentId::Mte2, side).work[cube ? u"gm_to_l1"_qs : u"gm_to_ub"_qs] += w->bytesRead;
    if (w->bytesWritten > 0.0) {
        // Cube results leave through FixPipe on separated chips, through UB (MTE3) elsewhere.
        if (cube && separated)
            sample(ComponentId::FixPipe, Side::Aic).work[u"l0c_to_gm"_qs] += w->bytesWritten;
        else
            sample(ComponentId::Mte3, Side::Aiv).work[u"ub_to_gm"_qs] += w->bytesWritten;
    }
    op.workSource = WorkSource::Estimated;
    return true;
}

} // namespace rl
