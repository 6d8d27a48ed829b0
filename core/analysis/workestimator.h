// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/hardware/hardwarespec.h"
#include "core/model/operator.h"

#include <QString>

#include <optional>

namespace rl {

// Work derived from operator type, shapes and data types when no PMU counters say it
// (work_source: estimated). Formulas (README "Work estimation"):
//   MatMul/BatchMatMul  2·batch·M·N·K on the Cube; reads A and B, writes C
//   Conv2D (+depthwise) 2·N·Ho·Wo·numel(weight) on the Cube (numel(weight) = Cout·Cin/g·kh·kw
//                       in any weight format); reads input and weight, writes output
//   element-wise        numel(out) × ops-per-element on the Vector; reads inputs, writes out
//   reductions, Cast    numel(in) on the Vector; TransData/Transpose move bytes only
//   softmax 5, norms 8 operations per element
// Unknown types, unparsable shapes or data types give no estimate.
struct WorkEstimate
{
    QString family;                // "matmul", "conv", "elementwise", ...
    ComponentId computeUnit = ComponentId::Vector;
    QString precision;             // contract precision id
    double operations = 0.0;
    double bytesRead = 0.0;        // from GM
    double bytesWritten = 0.0;     // to GM
};

std::optional<WorkEstimate> estimateWork(const Operator &op);

// Precision id for a profiler data type ("FLOAT16" -> "fp16"), empty when not a compute type.
QString precisionOfDataType(const QString &dataType);
// Bytes per element, 0 when unknown.
int bytesOfDataType(const QString &dataType);

// Attaches an estimate to the operator's components (creating the ones it needs on the right
// side of a separated chip) and marks it estimated. Returns false and leaves the operator
// untouched when it already has measured work or no estimate exists.
bool applyWorkEstimate(Operator &op, const HardwareSpec &hardware);

} // namespace rl
