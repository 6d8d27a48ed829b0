// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/estimates/convestimate.h"

#include "core/analysis/estimates/datatype.h"

#include <array>

namespace rl::estimates {

namespace {

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

enum class ConvKind { None, Forward, BackpropInput, BackpropFilter };

ConvKind kindOf(const QString &t)
{
    if (t.startsWith(u"conv2dbackpropinput") || t.startsWith(u"depthwiseconv2dbackpropinput"))
        return ConvKind::BackpropInput;
    if (t.startsWith(u"conv2dbackpropfilter") || t.startsWith(u"depthwiseconv2dbackpropfilter"))
        return ConvKind::BackpropFilter;
    if (t.startsWith(u"conv2d") || t.startsWith(u"depthwiseconv2d") || t == u"conv" || t.startsWith(u"convolution"))
        return ConvKind::Forward;
    return ConvKind::None;
}

} // namespace

// 2·N·Ho·Wo·numel(weight), Ho×Wo the forward output: every output pixel meets every weight once
// (numel(weight) = Cout·Cin/g·kh·kw in any weight format). The two gradients do the same
// multiply-adds: BackpropInput (input_size, filter, dy) and BackpropFilter (x, filter_size,
// dy -> dW) take Ho×Wo from dy.
std::optional<WorkEstimate> estimateConv(const QString &type, const std::vector<Tensor> &in,
                                         const std::vector<Tensor> &out)
{
    const ConvKind kind = kindOf(type);
    if (kind == ConvKind::None || out.empty() || in.size() < (kind == ConvKind::Forward ? 2u : 3u))
        return std::nullopt;
    const Tensor &pixels = kind == ConvKind::Forward ? out[0] : in[2];
    const Tensor &weight = kind == ConvKind::BackpropFilter ? out[0] : in[1];
    const Tensor &data = kind == ConvKind::BackpropInput ? in[2] : in[0];
    const auto o = spatial(pixels);
    if (!o)
        return std::nullopt;
    WorkEstimate w;
    w.family = u"conv"_qs;
    w.computeUnit = ComponentId::Cube;
    w.precision = precisionOfDataType(data.dataType);
    w.operations = 2.0 * (*o)[0] * (*o)[1] * (*o)[2] * weight.elements();
    w.bytesRead = totalBytes(in);
    w.bytesWritten = totalBytes(out);
    return w;
}

} // namespace rl::estimates
