// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A comparison whose operators all have Vector and MTE2 work, so the Vector × MTE2 overlay
// has points and arrows: add_a twice as fast, add_b 50 % slower, add_c the same, one
// operator only before and one only after.
#include "core/compare/comparetestutil.h"
#include "core/compare/comparison.h"

namespace rl::test {

inline Comparison sampleComparison(double noisePct = 5.0)
{
    CompareOptions o;
    o.noiseThresholdPct = noisePct;
    return compareAnalyses(
        analysisOf(workProfile({u"add_a"_qs, u"add_b"_qs, u"add_c"_qs, u"gone"_qs}, {40, 10, 20, 5})),
        analysisOf(workProfile({u"add_a"_qs, u"add_b"_qs, u"add_c"_qs, u"new"_qs}, {20, 15, 20, 3}, {40, 10, 20, 3})),
        o);
}

// Two runs that repeat their kernels, as long runs do: mm three times per run (10 µs each
// before, 4, 4 and 6 after), add twice before and not at all after, cast only after.
inline Comparison repeatedComparison()
{
    return compareAnalyses(
        analysisOf({u"mm:MatMul:8,8"_qs, u"add:Add:4"_qs, u"mm:MatMul:8,8"_qs, u"mm:MatMul:8,8"_qs, u"add:Add:4"_qs},
                   {10.0, 2.0, 10.0, 10.0, 2.0}),
        analysisOf({u"mm:MatMul:8,8"_qs, u"mm:MatMul:8,8"_qs, u"mm:MatMul:8,8"_qs, u"cast:Cast:4"_qs},
                   {4.0, 4.0, 6.0, 1.0}));
}

} // namespace rl::test
