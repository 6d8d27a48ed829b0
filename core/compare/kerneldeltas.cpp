// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/compare/kerneldeltas.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace rl {

namespace {

QString keyOf(const OperatorGroup &g)
{
    return g.name + u'\x1f' + g.type + u'\x1f' + g.inputShapes;
}

} // namespace

std::vector<KernelDelta> kernelDeltas(const Comparison &comparison)
{
    std::vector<KernelDelta> kernels;
    if (!comparison.baseline || !comparison.candidate)
        return kernels;
    const Analysis &before = *comparison.baseline;
    const Analysis &after = *comparison.candidate;
    std::unordered_map<QString, size_t> byKey;
    std::vector<int> ofBaselineGroup(before.groups.size(), -1), ofCandidateGroup(after.groups.size(), -1);
    for (size_t g = 0; g < before.groups.size(); ++g) {
        const OperatorGroup &group = before.groups[g];
        KernelDelta k;
        k.baselineGroup = int(g);
        k.name = group.name;
        k.type = group.type;
        k.inputShapes = group.inputShapes;
        k.baselineCalls = int(group.calls.size());
        k.baselineUs = group.totalUs;
        byKey.emplace(keyOf(group), kernels.size());
        ofBaselineGroup[g] = int(kernels.size());
        kernels.push_back(std::move(k));
    }
    for (size_t g = 0; g < after.groups.size(); ++g) {
        const OperatorGroup &group = after.groups[g];
        const auto it = byKey.find(keyOf(group));
        if (it == byKey.end()) {
            KernelDelta k;
            k.name = group.name;
            k.type = group.type;
            k.inputShapes = group.inputShapes;
            ofCandidateGroup[g] = int(kernels.size());
            kernels.push_back(std::move(k));
        } else {
            ofCandidateGroup[g] = int(it->second);
        }
        KernelDelta &k = kernels[size_t(ofCandidateGroup[g])];
        k.candidateGroup = int(g);
        k.candidateCalls = int(group.calls.size());
        k.candidateUs = group.totalUs;
    }
    // Each call's match goes to the kernel of its baseline call (deltas are by baseline index).
    for (size_t d = 0; d < comparison.deltas.size(); ++d) {
        const OperatorMatch &m = comparison.deltas[d].match;
        const OperatorGroup *b = before.groupOf(m.baselineIndex);
        const OperatorGroup *c = after.groupOf(m.candidateIndex);
        const int kernel = b ? ofBaselineGroup[size_t(b - before.groups.data())]
            : c              ? ofCandidateGroup[size_t(c - after.groups.data())]
                             : -1;
        if (kernel >= 0)
            kernels[size_t(kernel)].deltas.push_back(int(d));
    }
    const double noise = comparison.options.noiseThresholdPct;
    for (KernelDelta &k : kernels) {
        for (int d : k.deltas) {
            if (k.representative < 0
                || std::abs(comparison.deltas[size_t(d)].deltaUs())
                    > std::abs(comparison.deltas[size_t(k.representative)].deltaUs()))
                k.representative = d;
        }
        if (!k.isMatched())
            continue;
        if (k.candidateUs > 0.0)
            k.speedup = k.baselineUs / k.candidateUs;
        if (k.baselineUs > 0.0)
            k.changePct = (k.candidateUs - k.baselineUs) / k.baselineUs * 100.0;
        if (k.changePct && *k.changePct > noise)
            k.verdict = DeltaVerdict::Regression;
        else if (k.changePct && *k.changePct < -noise)
            k.verdict = DeltaVerdict::Improvement;
    }
    std::stable_sort(kernels.begin(), kernels.end(), [](const KernelDelta &a, const KernelDelta &b) {
        const double da = std::abs(a.deltaUs()), db = std::abs(b.deltaUs());
        if (da != db)
            return da > db;
        return a.name < b.name;
    });
    return kernels;
}

} // namespace rl
