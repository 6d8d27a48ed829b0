// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/operator.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace rl {

// The kinds of kernel that need different advice: what to change in a FlashAttention kernel
// (block sizes, Cube/Vector overlap) is not what to change in an element-wise one (fusion,
// double buffering). Advice items may be written for one family (the `family` metric of an
// advice rule); the others are general.
enum class OperatorFamily : quint8 {
    Other,
    FlashAttention, // FlashAttentionScore(Grad), prompt/incremental/fused inference attention
    MatMul,         // MatMul, BatchMatMul, GroupedMatmul, quantised matmuls, FullyConnection
    Convolution,    // Conv2D/3D, depthwise, their backprops
    Elementwise,    // arithmetic, activations, casts, optimiser steps
    NormReduce,     // LayerNorm, RmsNorm, softmax, reductions
    DataMovement,   // layout changes, slices, concatenations, gathers, fills, copies
};

// From the kernel type (or a torch_npu name when there is no type), as the work estimators
// read it (estimatorType).
OperatorFamily operatorFamilyOf(const Operator &op);
OperatorFamily operatorFamilyOfType(const QString &normalisedType);

QString operatorFamilyId(OperatorFamily family); // "flash_attention", "matmul", ... "other"
std::optional<OperatorFamily> parseOperatorFamily(QStringView id);
QString operatorFamilyDisplayName(OperatorFamily family); // in the current language

} // namespace rl
