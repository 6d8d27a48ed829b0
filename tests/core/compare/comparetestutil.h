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
    Operator op = makeOperator(
        parts.value(0), durationUs,
        {sample(ComponentId::Vector, vectorBusyFraction * durationUs, {{u"fp16"_qs, 0.5 * durationUs * 1e5}}),
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
        p->operators.push_back(
            describedOperator(descriptions[i], size_t(i) < durations.size() ? durations[size_t(i)] : 10.0));
    return p;
}

inline std::shared_ptr<const Analysis> analysisOf(std::shared_ptr<Profile> profile)
{
    AnalyzeOptions options;
    options.estimateWork = false;
    return std::make_shared<const Analysis>(
        analyze(std::move(profile), roundChip(), options, AdviceCatalog::builtin()));
}

inline std::shared_ptr<const Analysis> analysisOf(const QStringList &descriptions,
                                                  const std::vector<double> &durations = {})
{
    return analysisOf(profileOf(descriptions, durations));
}

// Operators with Vector and MTE2 work, so Roofline charts and overlays have points. `workOf`
// sets each operator's work as the duration it would take at U 0.3 (Vector) and 0.5 (MTE2);
// the same work done faster moves the point up the chart. By default it matches the duration.
// A long run's calls for the tests: `pattern` with each number below `count` ("op%1:Add:4"),
// and durations of `firstUs`, firstUs + 1... µs.
struct NumberedCalls
{
    QStringList names;
    std::vector<double> durations;
};

inline NumberedCalls numberedCalls(const QString &pattern, int count, double firstUs = 1.0)
{
    NumberedCalls calls;
    for (int i = 0; i < count; ++i) {
        calls.names << pattern.arg(i);
        calls.durations.push_back(firstUs + i);
    }
    return calls;
}

inline std::shared_ptr<Profile> workProfile(const QStringList &names, const std::vector<double> &durations,
                                            std::vector<double> workOf = {})
{
    if (workOf.empty())
        workOf = durations;
    auto p = std::make_shared<Profile>();
    for (qsizetype i = 0; i < names.size(); ++i) {
        const double d = durations[size_t(i)];
        const double w = workOf[size_t(i)];
        Operator op = makeOperator(names[i], d,
                                   {sample(ComponentId::Vector, 0.5 * d, {{u"fp16"_qs, 0.3 * w * 1e5}}),
                                    sample(ComponentId::Mte2, 0.9 * d, {{u"gm_to_ub"_qs, 0.5 * w * 1e4}})});
        // "gone" and "new" get a type of their own, so the matcher pairs them with nothing
        op.type = names[i] == u"gone" || names[i] == u"new" ? names[i] : u"Add"_qs;
        op.startNs = qint64(i) * 1000000;
        p->operators.push_back(op);
    }
    return p;
}

} // namespace rl::test
