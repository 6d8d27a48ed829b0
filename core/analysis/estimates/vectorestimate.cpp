// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/estimates/vectorestimate.h"

#include "core/analysis/estimates/datatype.h"
#include "core/analysis/estimates/typenames.h"

namespace rl::estimates {

namespace {

// One Vector instruction per element: arithmetic, comparison, selection.
bool isSimple(const QString &t)
{
    return oneOf(t, {u"add",       u"sub",       u"mul",          u"div",        u"realdiv",   u"maximum", u"minimum",
                     u"relu",      u"relu6",     u"abs",          u"neg",        u"muls",      u"adds",    u"addn",
                     u"square",    u"leakyrelu", u"mulnonan",     u"biasadd",    u"add_relu",  u"axpy",    u"less",
                     u"lessequal", u"greater",   u"greaterequal", u"equal",      u"notequal",  u"select",  u"floordiv",
                     u"pow",       u"relugrad",  u"logicalnot",   u"logicaland", u"logicalor", u"tril",    u"triu",
                     u"sign",      u"maskedfill"});
}

// Transcendental functions: about four instructions each (exp, add, reciprocal, mul).
bool isTranscendental(const QString &t)
{
    return oneOf(t,
                 {u"sigmoid", u"tanh", u"exp", u"log", u"sqrt", u"rsqrt", u"reciprocal", u"hardswish", u"hardsigmoid",
                  u"swish", u"silu", u"softplus", u"erf"});
}

bool isReduction(const QString &t)
{
    return t.startsWith(u"reduce") || t.startsWith(u"argmax") || t.startsWith(u"argmin")
        || oneOf(t,
                 {u"avgpool", u"maxpool", u"pooling", u"avgpoolv2", u"maxpoolv3", u"adaptiveavgpool2d",
                  u"globalavgpool"});
}

bool isOtherNorm(const QString &t)
{
    return t.contains(u"layernorm") || t.contains(u"batchnorm") || t.contains(u"groupnorm")
        || t.contains(u"instancenorm") || t.startsWith(u"bninfer") || t.startsWith(u"bntraining");
}

bool isRope(const QString &t)
{
    return t.startsWith(u"rotarypositionembedding") || t.startsWith(u"rotarymul") || t.startsWith(u"applyrotaryposemb")
        || t.startsWith(u"interleaverope");
}

// `operations` on the Vector in the precision of `basis`; reads every input and writes every
// output once.
WorkEstimate vectorWork(const QString &family, double operations, const Tensor &basis, const std::vector<Tensor> &in,
                        const std::vector<Tensor> &out)
{
    WorkEstimate w;
    w.family = family;
    w.precision = precisionOfDataType(basis.dataType);
    w.operations = operations;
    w.bytesRead = totalBytes(in);
    w.bytesWritten = totalBytes(out);
    return w;
}

// y = x·cos + rotate(x)·sin: two multiplies and an add per element of each rotated output.
// The gradient does the same for dx, and two more per element of dy for each of dcos, dsin
// it also returns.
WorkEstimate rope(const QString &t, const std::vector<Tensor> &in, const std::vector<Tensor> &out)
{
    double ops = 0.0;
    if (t.endsWith(u"grad")) {
        ops = 3.0 * out[0].elements();
        for (size_t i = 1; i < out.size(); ++i) {
            if (out[i].present())
                ops += 2.0 * in[0].elements();
        }
    } else {
        ops = 3.0 * totalElements(out);
    }
    return vectorWork(u"rope"_qs, ops, in[0], in, out);
}

// AdamW per element: decay the weight (2), update m (3) and v (4), the bias-corrected
// denominator sqrt(v)/c2 + eps (3), the step m/denominator scaled and subtracted (3).
constexpr double kAdamWOpsPerElement = 15.0;

WorkEstimate adamW(const std::vector<Tensor> &in, const std::vector<Tensor> &out)
{
    WorkEstimate w = vectorWork(u"optimizer"_qs, kAdamWOpsPerElement * in[0].elements(), in[0], in, out);
    // ApplyAdamWV2 updates var, m and v in place and may list no outputs.
    if (out.empty() && in.size() >= 3)
        w.bytesWritten = in[0].bytes() + in[1].bytes() + in[2].bytes();
    return w;
}

} // namespace

std::optional<WorkEstimate> estimateVector(const QString &t, const std::vector<Tensor> &in,
                                           const std::vector<Tensor> &out)
{
    if (in.empty())
        return std::nullopt;
    // Element-wise kernels count per output element (a broadcast input is read once).
    const Tensor &basis = out.empty() ? in[0] : out[0];
    const double perOutput = out.empty() ? in[0].elements() : totalElements(out);
    if (isSimple(t) || t.startsWith(u"foreach"))
        return vectorWork(u"elementwise"_qs, perOutput, basis, in, out);
    if (t == u"dropoutdomask")
        return vectorWork(u"elementwise"_qs, 2.0 * perOutput, basis, in, out); // mask select, scale
    if (isTranscendental(t))
        return vectorWork(u"elementwise"_qs, 4.0 * perOutput, basis, in, out);
    if (oneOf(t, {u"gelu", u"geluv2"}))
        return vectorWork(u"elementwise"_qs, 8.0 * perOutput, basis, in, out);
    if (oneOf(t, {u"fastgelu", u"fastgeluv2"}))
        return vectorWork(u"elementwise"_qs, 5.0 * perOutput, basis, in, out);
    // SwiGlu: y = silu(a)·b over the two halves of x, silu 4 and the product 1 per element of
    // y. The gradient recomputes silu and forms da and db: 10 per element of dy.
    if (t == u"swiglu" && !out.empty())
        return vectorWork(u"swiglu"_qs, 5.0 * out[0].elements(), out[0], in, out);
    if (t == u"swiglugrad")
        return vectorWork(u"swiglu"_qs, 10.0 * in[0].elements(), in[0], in, out);
    if (isRope(t) && !out.empty())
        return rope(t, in, out);
    // RmsNorm: square, sum, scale by rstd, scale by gamma: 4 per element (5 with AddRmsNorm's
    // residual add); the gradient 8 per element of x.
    if (t.contains(u"rmsnorm")) {
        const double perElement = t.endsWith(u"grad") ? 8.0 : (t.startsWith(u"add") ? 5.0 : 4.0);
        return vectorWork(u"norm"_qs, perElement * in[0].elements(), in[0], in, out);
    }
    if (t.startsWith(u"applyadamw") || t == u"adamw")
        return adamW(in, out);
    if (t.contains(u"softmax"))
        return vectorWork(u"softmax"_qs, 5.0 * in[0].elements(), in[0], in, out);
    if (isOtherNorm(t))
        return vectorWork(u"norm"_qs, 8.0 * in[0].elements(), in[0], in, out);
    if (isReduction(t))
        return vectorWork(u"reduction"_qs, in[0].elements(), in[0], in, out);
    return std::nullopt;
}

} // namespace rl::estimates
