// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small workloads for the comparison tests: operators described by name, type, shape and
// duration, analysed on the round test chip.
#include "core/analysis/analyzer.h"
#include "testutil.h"

#include <QStringList>

#include <memory>

namespace rl::test {

// "name:type:shape" → an operator of `durationUs` with one input of that shape. Vector
// busy time sets R, so a duration change can also change the category.
inline Operator describedOperator(const QString &description, double durationUs = 10.0, double vectorBusyFraction = 0.9)
{
    const QStringList parts = description.split(u':');
    Operator op = makeOperator(parts.value(0), durationUs,
                               {sample(ComponentId::Vector, vectorBusyFraction * durationUs,
                                       {{u"fp16"_qs, 0.5 * durationUs * 1e5}}),
                                sample(ComponentId::Mte2, 0.2 * durationUs)});
    op.type = parts.value(1);
    if (!parts.value(2).isEmpty())
        op.inputs.push_back({parts.value(2), u"FLOAT16"_qs, u"ND"_qs});
    return op;
}

inline std::shared_ptr<Profile> profileOf(const QStringList &descriptions, const std::vector<double> &durations = {})
{
    auto p = std::make_shared<Profile>();
    for (qsizetype i = 0; i < descriptions.size(); ++i)
        p->operators.push_back(describedOperator(descriptions[i], size_t(i) < durations.size() ? durations[size_t(i)] : 10.0));
    return p;
}

inline std::shared_ptr<const Analysis> analysisOf(std::shared_ptr<Profile> profile)
{
    AnalyzeOptions options;
    options.estimateWork = false;
    return std::make_shared<const Analysis>(analyze(std::move(profile), roundChip(), options, AdviceCatalog::builtin()));
}

inline std::shared_ptr<const Analysis> analysisOf(const QStringList &descriptions, const std::vector<double> &durations = {})
{
    return analysisOf(profileOf(descriptions, durations));
}

} // namespace rl::test
