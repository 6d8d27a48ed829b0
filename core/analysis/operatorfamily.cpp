// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/operatorfamily.h"

#include "core/analysis/estimates/typenames.h"
#include "core/analysis/workestimator.h"
#include "core/common/tr.h"

#include <array>

namespace rl {

using estimates::oneOf;

namespace {

bool isAttention(const QString &t)
{
    return t.contains(u"flashattention") || t.contains(u"fusedinferattention") || t.contains(u"attentionscore")
        || t.contains(u"incrementalattention") || t.contains(u"promptattention");
}

bool isMatMul(const QString &t)
{
    return t.contains(u"matmul") || t.contains(u"gemm") || t.contains(u"gemv")
        || oneOf(t, {u"fullyconnection", u"mmad", u"batchmatmulv2", u"linear"});
}

bool isConvolution(const QString &t)
{
    return t.startsWith(u"conv") || t.contains(u"depthwiseconv") || t.contains(u"deconvolution")
        || t.startsWith(u"depthwise");
}

bool isNormReduce(const QString &t)
{
    return t.contains(u"norm") || t.contains(u"softmax") || t.startsWith(u"reduce") || t.startsWith(u"bninfer")
        || t.startsWith(u"bntraining")
        || oneOf(t,
                 {u"sum", u"mean", u"max", u"min", u"argmax", u"argmin", u"argmaxv2", u"cumsum", u"prod", u"amax",
                  u"amin", u"topk", u"topkv2", u"sort", u"logsumexp"});
}

bool isDataMovement(const QString &t)
{
    return t.startsWith(u"transdata") || t.startsWith(u"transpose") || t.contains(u"slice") || t.startsWith(u"concat")
        || t.startsWith(u"split") || t.startsWith(u"gather") || t.startsWith(u"scatter") || t.startsWith(u"index")
        || t.startsWith(u"pad") || t.startsWith(u"tile") || t.startsWith(u"broadcast") || t.contains(u"zeroslike")
        || t.contains(u"oneslike") || t.startsWith(u"fill") || t.startsWith(u"inplacefill") || t.startsWith(u"memcpy")
        || t.startsWith(u"memset") || oneOf(t, {u"tensormove", u"identity",  u"reshape",
                                                u"expand",     u"expandd",   u"inplacezero",
                                                u"inplaceone", u"zero",      u"zeros",
                                                u"ones",       u"copy",      u"contiguous",
                                                u"viewcopy",   u"asstrided", u"unsqueeze",
                                                u"squeeze",    u"flatten",   u"roll",
                                                u"repeat",     u"embedding", u"embeddingdensegrad"});
}

bool isElementwise(const QString &t)
{
    if (t.startsWith(u"foreach") || t.startsWith(u"applyadam") || t.startsWith(u"swiglu") || t.startsWith(u"geglu")
        || t.startsWith(u"rotary") || t.startsWith(u"dropout") || t.startsWith(u"gelu") || t.startsWith(u"fastgelu")
        || t.startsWith(u"relu") || t.startsWith(u"silu") || t.startsWith(u"swish") || t.startsWith(u"hardswish")
        || t.startsWith(u"sigmoid") || t.startsWith(u"cast") || t.startsWith(u"add") || t.startsWith(u"mul")
        || t.startsWith(u"sub") || t.startsWith(u"div") || t.startsWith(u"realdiv"))
        return true;
    return oneOf(t, {u"tanh",       u"exp",          u"log",        u"sqrt",      u"rsqrt",      u"pow",
                     u"neg",        u"abs",          u"maximum",    u"minimum",   u"square",     u"reciprocal",
                     u"where",      u"select",       u"equal",      u"notequal",  u"less",       u"lessequal",
                     u"greater",    u"greaterequal", u"logicaland", u"logicalor", u"logicalnot", u"clamp",
                     u"cliptensor", u"clipbyvalue",  u"lerp",       u"floor",     u"ceil",       u"round",
                     u"sign",       u"erf",          u"muls",       u"adds",      u"axpy",       u"leakyrelu",
                     u"prelu",      u"elu",          u"softplus",   u"mish"});
}

struct FamilyName
{
    OperatorFamily family;
    const char16_t *id;
};

constexpr std::array kIds = {
    FamilyName{OperatorFamily::Other, u"other"},
    FamilyName{OperatorFamily::FlashAttention, u"flash_attention"},
    FamilyName{OperatorFamily::MatMul, u"matmul"},
    FamilyName{OperatorFamily::Convolution, u"conv"},
    FamilyName{OperatorFamily::Elementwise, u"elementwise"},
    FamilyName{OperatorFamily::NormReduce, u"norm_reduce"},
    FamilyName{OperatorFamily::DataMovement, u"data_movement"},
};

} // namespace

OperatorFamily operatorFamilyOfType(const QString &t)
{
    // Attention first (its kernels hold matmuls and a softmax too), then the Cube families,
    // then the vector ones, norms before element-wise: "addrmsnorm" is a norm, not an add.
    if (t.isEmpty())
        return OperatorFamily::Other;
    if (isAttention(t))
        return OperatorFamily::FlashAttention;
    if (isMatMul(t))
        return OperatorFamily::MatMul;
    if (isConvolution(t))
        return OperatorFamily::Convolution;
    if (isNormReduce(t))
        return OperatorFamily::NormReduce;
    if (isDataMovement(t))
        return OperatorFamily::DataMovement;
    if (isElementwise(t))
        return OperatorFamily::Elementwise;
    return OperatorFamily::Other;
}

OperatorFamily operatorFamilyOf(const Operator &op)
{
    return operatorFamilyOfType(estimatorType(op));
}

QString operatorFamilyId(OperatorFamily family)
{
    for (const FamilyName &f : kIds) {
        if (f.family == family)
            return QString::fromUtf16(f.id);
    }
    return u"other"_qs;
}

std::optional<OperatorFamily> parseOperatorFamily(QStringView id)
{
    for (const FamilyName &f : kIds) {
        if (id == QStringView(f.id))
            return f.family;
    }
    return std::nullopt;
}

QString operatorFamilyDisplayName(OperatorFamily family)
{
    switch (family) {
    case OperatorFamily::FlashAttention:
        return Tr::tr("FlashAttention");
    case OperatorFamily::MatMul:
        return Tr::tr("matrix multiplication");
    case OperatorFamily::Convolution:
        return Tr::tr("convolution");
    case OperatorFamily::Elementwise:
        return Tr::tr("element-wise");
    case OperatorFamily::NormReduce:
        return Tr::tr("normalisation and reduction");
    case OperatorFamily::DataMovement:
        return Tr::tr("data movement");
    case OperatorFamily::Other:
        break;
    }
    return Tr::tr("other");
}

} // namespace rl
