// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hierarchy/memorylevel.h"

#include "core/analysis/implausibleutilisation.h"

namespace rl {

namespace {

// A hit rate of a half or more: most bytes came from L2.
constexpr double kL2Majority = 0.5;

ComponentResult *componentOf(OperatorResult &result, ComponentId id)
{
    for (ComponentResult &c : result.components) {
        if (c.key.id == id)
            return &c;
    }
    return nullptr;
}

} // namespace

double chipMemoryBytes(const ComponentResult &c)
{
    double bytes = 0.0;
    for (auto it = c.work.cbegin(); it != c.work.cend(); ++it)
        bytes += it.value() > 0.0 ? it.value() : 0.0;
    return bytes;
}

ServedFrom decideServedFrom(OptionalNumber hitRate, OptionalNumber uGm, OptionalNumber workingSetBytes,
                            std::optional<double> l2CapacityBytes)
{
    if (hitRate)
        return *hitRate >= kL2Majority ? ServedFrom::L2 : ServedFrom::Gm;
    if (uGm && *uGm > kImplausibleU)
        return ServedFrom::L2;
    if (workingSetBytes && l2CapacityBytes && *workingSetBytes > *l2CapacityBytes)
        return ServedFrom::Gm;
    return ServedFrom::Unknown;
}

double effectiveBandwidthGbs(double hitRate, double l2Gbs, double hbmGbs)
{
    return 1.0 / (hitRate / l2Gbs + (1.0 - hitRate) / hbmGbs);
}

std::optional<double> MemoryLevelJudge::l2CapacityBytes() const
{
    const ChipMemorySpec *l2 = m_hw.memory(ComponentId::L2);
    if (!l2 || !l2->capacityMb)
        return std::nullopt;
    return *l2->capacityMb * 1024.0 * 1024.0;
}

void MemoryLevelJudge::judge(const MemoryLevelFacts &facts, OperatorResult &result) const
{
    result.l2HitRate = facts.hitRate;
    result.workingSetBytes = facts.workingSetBytes;
    ComponentResult *gm = componentOf(result, ComponentId::Gm);
    if (!gm) {
        result.servedFrom = ServedFrom::Unknown;
        return;
    }
    result.servedFrom = decideServedFrom(facts.hitRate, gm->U(), facts.workingSetBytes, l2CapacityBytes());
    if (!facts.hitRate)
        return;
    const auto l2Gbs = m_hw.memoryBandwidthGbs(ComponentId::L2);
    const auto hbmGbs = m_hw.memoryBandwidthGbs(ComponentId::Gm);
    ComponentResult *served = result.servedFrom == ServedFrom::L2 ? componentOf(result, ComponentId::L2) : gm;
    if (!served || !l2Gbs || !hbmGbs)
        return;
    // 1 GB/s moves 1e3 bytes per µs (ChipMemoryModel).
    served->idealUs = chipMemoryBytes(*served) / (effectiveBandwidthGbs(*facts.hitRate, *l2Gbs, *hbmGbs) * 1e3);
}

std::optional<double> MemoryLevelJudge::roofGbs(const OperatorResult &result, const ComponentResult &c) const
{
    if (!isChipMemory(c.key.id))
        return std::nullopt;
    const bool served = &c == result.servedMemory();
    if (served && result.l2HitRate) {
        const auto l2Gbs = m_hw.memoryBandwidthGbs(ComponentId::L2);
        const auto hbmGbs = m_hw.memoryBandwidthGbs(ComponentId::Gm);
        if (l2Gbs && hbmGbs)
            return effectiveBandwidthGbs(*result.l2HitRate, *l2Gbs, *hbmGbs);
    }
    return m_hw.memoryBandwidthGbs(c.key.id);
}

} // namespace rl
