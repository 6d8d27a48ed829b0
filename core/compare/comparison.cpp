// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/compare/comparison.h"

#include <algorithm>
#include <cmath>

namespace rl {

QString deltaVerdictId(DeltaVerdict verdict)
{
    switch (verdict) {
    case DeltaVerdict::Unchanged:
        return u"unchanged"_qs;
    case DeltaVerdict::Improvement:
        return u"improvement"_qs;
    case DeltaVerdict::Regression:
        return u"regression"_qs;
    }
    return {};
}

LimitingComponent limitingComponentOf(const OperatorResult &r)
{
    LimitingComponent l;
    l.key = r.boundComponent;
    if (const ComponentResult *c = r.boundComponent ? r.component(*r.boundComponent) : nullptr) {
        l.U = c->U();
        l.R = c->R();
    }
    return l;
}

namespace {

RunTotals totalsOf(const Analysis &a)
{
    RunTotals t;
    for (const InputInfo &in : a.profile->inputs)
        t.paths << in.path;
    t.operatorCount = a.summary.operatorCount;
    t.totalDurationUs = a.summary.totalDurationUs;
    t.categoryCount = a.summary.categoryCount;
    t.categoryTimeShare = a.summary.categoryTimeShare;
    return t;
}

std::optional<double> ratio(double numerator, double denominator)
{
    return denominator > 0.0 ? std::optional<double>(numerator / denominator) : std::nullopt;
}

OperatorDelta deltaOf(const Analysis &b, const Analysis &c, const OperatorMatch &m, double noisePct)
{
    OperatorDelta d;
    d.match = m;
    d.baselineUs = b.op(m.baselineIndex).durationUs;
    d.candidateUs = c.op(m.candidateIndex).durationUs;
    d.speedup = ratio(d.baselineUs, d.candidateUs);
    if (auto r = ratio(d.candidateUs - d.baselineUs, d.baselineUs))
        d.changePct = *r * 100.0;
    const OperatorResult &rb = b.operators[size_t(m.baselineIndex)];
    const OperatorResult &rc = c.operators[size_t(m.candidateIndex)];
    d.baselineCategory = rb.category;
    d.candidateCategory = rc.category;
    d.baselineLimit = limitingComponentOf(rb);
    d.candidateLimit = limitingComponentOf(rc);
    if (d.changePct && *d.changePct > noisePct)
        d.verdict = DeltaVerdict::Regression;
    else if (d.changePct && *d.changePct < -noisePct)
        d.verdict = DeltaVerdict::Improvement;
    return d;
}

std::vector<int> topBy(const std::vector<OperatorDelta> &deltas, DeltaVerdict verdict, int count)
{
    std::vector<int> idx;
    for (int i = 0; i < int(deltas.size()); ++i) {
        if (deltas[size_t(i)].verdict == verdict)
            idx.push_back(i);
    }
    // Largest absolute change in time first; ties keep input order.
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) {
        return std::abs(deltas[size_t(a)].deltaUs()) > std::abs(deltas[size_t(b)].deltaUs());
    });
    if (count >= 0 && int(idx.size()) > count)
        idx.resize(size_t(count));
    return idx;
}

} // namespace

std::vector<int> Comparison::topRegressions(int count) const
{
    return topBy(deltas, DeltaVerdict::Regression, count);
}

std::vector<int> Comparison::topImprovements(int count) const
{
    return topBy(deltas, DeltaVerdict::Improvement, count);
}

std::vector<int> Comparison::slowerThan(double pct) const
{
    std::vector<int> idx;
    for (int i = 0; i < int(deltas.size()); ++i) {
        const OperatorDelta &d = deltas[size_t(i)];
        // A zero-time baseline that now takes time is slower by any percentage.
        const bool slower = d.changePct ? *d.changePct > pct : d.candidateUs > d.baselineUs;
        if (slower)
            idx.push_back(i);
    }
    return idx;
}

int Comparison::deltaOfBaseline(int baselineIndex) const
{
    const auto it = std::lower_bound(deltas.begin(), deltas.end(), baselineIndex,
                                     [](const OperatorDelta &d, int i) { return d.match.baselineIndex < i; });
    return it != deltas.end() && it->match.baselineIndex == baselineIndex ? int(it - deltas.begin()) : -1;
}

int Comparison::deltaOfCandidate(int candidateIndex) const
{
    for (int i = 0; i < int(deltas.size()); ++i) {
        if (deltas[size_t(i)].match.candidateIndex == candidateIndex)
            return i;
    }
    return -1;
}

Comparison compareAnalyses(std::shared_ptr<const Analysis> baseline, std::shared_ptr<const Analysis> candidate,
                           const CompareOptions &options)
{
    Comparison c;
    c.baseline = std::move(baseline);
    c.candidate = std::move(candidate);
    c.options = options;
    c.baselineTotals = totalsOf(*c.baseline);
    c.candidateTotals = totalsOf(*c.candidate);
    c.speedup = ratio(c.baselineTotals.totalDurationUs, c.candidateTotals.totalDurationUs);
    const MatchResult m = matchOperators(*c.baseline->profile, *c.candidate->profile, options.overrides);
    c.deltas.reserve(m.matches.size());
    for (const OperatorMatch &match : m.matches)
        c.deltas.push_back(deltaOf(*c.baseline, *c.candidate, match, options.noiseThresholdPct));
    c.unmatchedBaseline = m.unmatchedBaseline;
    c.unmatchedCandidate = m.unmatchedCandidate;
    return c;
}

Comparison recompare(const Comparison &comparison, const CompareOptions &options)
{
    Comparison c = compareAnalyses(comparison.baseline, comparison.candidate, options);
    c.baselineTotals.paths = comparison.baselineTotals.paths;
    c.candidateTotals.paths = comparison.candidateTotals.paths;
    return c;
}

} // namespace rl
