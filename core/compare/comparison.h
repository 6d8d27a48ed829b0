// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/compare/matcher.h"

#include <QMap>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace rl {

// Whether a matched operator changed by more than the noise threshold.
enum class DeltaVerdict : quint8 { Unchanged, Improvement, Regression };
QString deltaVerdictId(DeltaVerdict verdict); // "unchanged", "improvement", "regression"

// The limiting component of one side of a match: the component the verdict names, with
// its utilisation and active-time ratio.
struct LimitingComponent
{
    std::optional<ComponentKey> key;
    std::optional<double> U;
    std::optional<double> R;
};

// The component the verdict of an analysed operator names, with its U and R.
LimitingComponent limitingComponentOf(const OperatorResult &result);

struct OperatorDelta
{
    OperatorMatch match;
    double baselineUs = 0.0;
    double candidateUs = 0.0;
    std::optional<double> speedup;   // baseline / candidate; null when the candidate took no time
    std::optional<double> changePct; // (candidate − baseline) / baseline × 100; null for a zero baseline
    Category baselineCategory = Category::NoPmuData;
    Category candidateCategory = Category::NoPmuData;
    LimitingComponent baselineLimit;
    LimitingComponent candidateLimit;
    DeltaVerdict verdict = DeltaVerdict::Unchanged;

    double deltaUs() const { return candidateUs - baselineUs; }
};

// The totals of one run as the comparison shows them.
struct RunTotals
{
    QStringList paths;
    int operatorCount = 0;
    double totalDurationUs = 0.0;
    QMap<Category, int> categoryCount;
    QMap<Category, double> categoryTimeShare;
};

struct CompareOptions
{
    // Changes within ± this percentage of the baseline duration count as noise.
    double noiseThresholdPct = 5.0;
    MatchOverrides overrides;
};

// Two analyses side by side (core/README.md §1.4: Matcher → Comparison). A value: changing an
// override or the noise threshold computes a new one.
struct Comparison
{
    std::shared_ptr<const Analysis> baseline;
    std::shared_ptr<const Analysis> candidate;
    CompareOptions options;
    RunTotals baselineTotals;
    RunTotals candidateTotals;
    std::optional<double> speedup;     // baseline total / candidate total
    std::vector<OperatorDelta> deltas; // one per match, by baseline index
    std::vector<int> unmatchedBaseline;
    std::vector<int> unmatchedCandidate;

    // Indices into `deltas`: regressions by time added, improvements by time saved, largest first.
    std::vector<int> topRegressions(int count) const;
    std::vector<int> topImprovements(int count) const;
    // Indices into `deltas` of matched operators slower by more than `pct` percent.
    std::vector<int> slowerThan(double pct) const;
    // The delta of a baseline or candidate operator, or -1.
    int deltaOfBaseline(int baselineIndex) const;
    int deltaOfCandidate(int candidateIndex) const;
};

// Matches and compares two analyses. The input paths default to the profiles' inputs.
Comparison compareAnalyses(std::shared_ptr<const Analysis> baseline, std::shared_ptr<const Analysis> candidate,
                           const CompareOptions &options = {});

// The same comparison with new options (manual overrides, noise threshold): cheap, reuses
// both analyses and the paths.
Comparison recompare(const Comparison &comparison, const CompareOptions &options);

} // namespace rl
