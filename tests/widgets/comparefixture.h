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

} // namespace rl::test
