// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A comparison whose operators all have Vector and MTE2 work, so the Vector × MTE2 overlay
// has points and arrows: add_a twice as fast, add_b 50 % slower, add_c the same, one
// operator only before and one only after.
#include "core/compare/comparetestutil.h"
#include "core/compare/comparison.h"

namespace rl::test {

// `workOf` sets each operator's work as the duration it would take at U 0.3 (Vector) and 0.5
// (MTE2); the same work done faster moves the point up the chart.
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
        op.type = names[i] == u"gone" || names[i] == u"new" ? names[i] : u"Add"_qs;
        op.startNs = qint64(i) * 1000000;
        p->operators.push_back(op);
    }
    return p;
}

inline Comparison sampleComparison(double noisePct = 5.0)
{
    CompareOptions o;
    o.noiseThresholdPct = noisePct;
    return compareAnalyses(analysisOf(workProfile({u"add_a"_qs, u"add_b"_qs, u"add_c"_qs, u"gone"_qs}, {40, 10, 20, 5})),
                           analysisOf(workProfile({u"add_a"_qs, u"add_b"_qs, u"add_c"_qs, u"new"_qs}, {20, 15, 20, 3}, {40, 10, 20, 3})),
                           o);
}

} // namespace rl::test
