// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"

#include <optional>
#include <vector>

namespace rl {

// One kernel of a comparison: a group of either run (Analysis::groups) matched to the group of
// the other run with the same name, type and input shapes, or a group only one run has. Its
// figures are the groups' totals; `deltas` are its calls' matches (indices into
// Comparison::deltas of the matches whose baseline call is in the baseline group, else whose
// candidate call is in the candidate group), so a kernel opens onto its calls.
struct KernelDelta
{
    int baselineGroup = -1;  // into baseline->groups, -1 when only the candidate has it
    int candidateGroup = -1; // into candidate->groups, -1 when only the baseline has it
    QString name;
    QString type;
    QString inputShapes;
    int baselineCalls = 0;
    int candidateCalls = 0;
    double baselineUs = 0.0; // summed over the calls
    double candidateUs = 0.0;
    std::optional<double> speedup;                  // baseline / candidate total; null when either is missing or 0
    std::optional<double> changePct;                // (candidate − baseline) / baseline × 100
    DeltaVerdict verdict = DeltaVerdict::Unchanged; // by the comparison's noise threshold; both runs only
    std::vector<int> deltas;                        // its calls' matches, by baseline index
    int representative = -1; // the pair of largest change among `deltas` (first of equals): what a kernel selects

    double deltaUs() const { return candidateUs - baselineUs; }
    bool isMatched() const { return baselineGroup >= 0 && candidateGroup >= 0; }
};

// The kernels of a comparison, the largest change in total time first (ties: name).
std::vector<KernelDelta> kernelDeltas(const Comparison &comparison);

} // namespace rl
