// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analyzer.h"
#include "testutil.h"

#include <memory>

namespace rl::test {

// Analyses operators on a chip with default thresholds, as the GUI would.
inline Analysis analyseOperators(std::vector<Operator> operators, const HardwareSpec &hardware = roundChip(),
                                 bool estimateWork = true)
{
    auto profile = std::make_shared<Profile>();
    profile->operators = std::move(operators);
    AnalyzeOptions options;
    options.estimateWork = estimateWork;
    return analyze(profile, hardware, options, AdviceCatalog::builtin());
}

// A MatMul of m×k by k×n in fp16 with only busy times, so its work must be estimated.
inline Operator shapedMatMul(const QString &name, qint64 m, qint64 k, qint64 n, double durationUs)
{
    Operator op = makeOperator(
        name, durationUs, {sample(ComponentId::Cube, durationUs * 0.5), sample(ComponentId::Mte2, durationUs * 0.6)});
    op.type = u"MatMul"_qs;
    op.inputs = {TensorDesc{QString::number(m) + u',' + QString::number(k), u"FLOAT16"_qs, u"ND"_qs},
                 TensorDesc{QString::number(k) + u',' + QString::number(n), u"FLOAT16"_qs, u"ND"_qs}};
    op.outputs = {TensorDesc{QString::number(m) + u',' + QString::number(n), u"FLOAT16"_qs, u"ND"_qs}};
    return op;
}

} // namespace rl::test
