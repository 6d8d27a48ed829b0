// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/roofline/componentoverview.h"

#include <algorithm>

namespace rl {

ComponentOverview buildComponentOverview(const Analysis &analysis, int operatorIndex)
{
    ComponentOverview o;
    o.operatorIndex = operatorIndex;
    o.rThreshold = analysis.thresholds.r;
    if (operatorIndex < 0 || size_t(operatorIndex) >= analysis.operators.size())
        return o;
    const OperatorResult &r = analysis.operators[size_t(operatorIndex)];
    o.uThreshold = r.uThreshold;
    o.servedFrom = r.servedFrom;
    const HardwareSpec &hw = analysis.hardware;

    for (const ComponentResult &c : r.components) {
        ComponentOverviewEntry e;
        e.key = c.key;
        e.name = c.key.displayName();
        e.kind = c.kind();
        e.U = c.U();
        e.E = c.E();
        e.R = c.R();
        e.dominantItem = c.dominantItem().str();
        e.bound = r.boundComponent && *r.boundComponent == c.key;
        if (isChipMemory(c.key.id) && r.servedFrom != ServedFrom::Unknown) {
            e.served = (c.key.id == ComponentId::L2) == (r.servedFrom == ServedFrom::L2);
            e.faint = !e.served;
        }
        double work = 0.0;
        for (double v : c.work)
            work += std::max(v, 0.0);
        if (work > 0.0 && c.coreTimeUs > 0.0)
            e.achievedPerSecond = work / c.coreTimeUs * 1e6;
        if (work > 0.0 && c.idealUs && *c.idealUs > 0.0)
            e.roofPerSecond = work / *c.idealUs * 1e6;
        o.entries.push_back(std::move(e));
    }
    // The model's component order, AIC before AIV, so every operator reads the same way.
    std::stable_sort(o.entries.begin(), o.entries.end(), [&](const auto &a, const auto &b) {
        const ComponentKey ka = effectiveKey(hw, a.key);
        const ComponentKey kb = effectiveKey(hw, b.key);
        return std::pair(ka.id, ka.side) < std::pair(kb.id, kb.side);
    });

    for (const ComponentPair &pair : componentPairsFor(hw)) {
        std::optional<double> uc;
        std::optional<double> um;
        for (const ComponentResult &c : r.components) {
            const OptionalNumber u = c.U();
            if (u && isPairComponent(hw, c.key, pair.compute))
                uc = u;
            if (u && isPairComponent(hw, c.key, pair.transfer))
                um = u;
        }
        if (uc && um)
            o.pairs.push_back({pair, std::max(*uc, *um)});
    }
    return o;
}

} // namespace rl
