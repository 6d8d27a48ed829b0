// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/operatorresult.h"

namespace rl {

const AdviceEntry &AdviceHit::words() const
{
    static const AdviceEntry none;
    return entry ? *entry : none;
}

InternedName ComponentResult::missingPeak() const
{
    static const InternedName kBandwidthName(u"bandwidth"_qs);
    static const InternedName kTooManyName(u"(more than 253 work items)"_qs);
    switch (missingPeakAt) {
    case kBandwidth:
        return kBandwidthName;
    case kTooManyItems:
        return kTooManyName;
    default:
        return itemAt(missingPeakAt);
    }
}

const ComponentResult *OperatorResult::component(const ComponentKey &key) const
{
    for (const ComponentResult &c : components) {
        if (c.key == key)
            return &c;
    }
    return nullptr;
}

namespace {

// The first component with the largest known R (worked out once each).
const ComponentResult *largestR(const std::vector<ComponentResult> &components)
{
    const ComponentResult *best = nullptr;
    double bestValue = 0.0;
    for (const ComponentResult &c : components) {
        if (const OptionalNumber v = c.R(); v && (!best || *v > bestValue)) {
            best = &c;
            bestValue = *v;
        }
    }
    return best;
}

} // namespace

namespace {

bool possible(const ComponentResult &c)
{
    const OptionalNumber u = c.U(), e = c.E();
    return !(u && *u > kImplausibleU) && !(e && *e > kImplausibleU);
}

} // namespace

void OperatorResult::noteComponentKeys()
{
    static_assert(3 * unsigned(ComponentId::L2) + unsigned(Side::Aiv) < 31, "a bit per key below the known bit");
    quint32 keys = kComponentKeysKnown;
    for (const ComponentResult &c : components)
        keys |= quint32(1) << (3 * unsigned(c.key.id) + unsigned(c.key.side));
    componentKeys = keys;
}

bool OperatorResult::counts(const ComponentResult &c) const
{
    if (isChipMemory(c.key.id) && &c != servedMemory())
        return false;
    return possible(c);
}

const ComponentResult *OperatorResult::impossibleComponent() const
{
    const ComponentResult *served = servedMemory();
    for (const ComponentResult &c : components) {
        if ((!isChipMemory(c.key.id) || &c == served) && !possible(c))
            return &c;
    }
    return nullptr;
}

const ComponentResult *OperatorResult::maxU() const
{
    const ComponentResult *best = nullptr;
    double bestValue = 0.0;
    const ComponentResult *served = servedMemory(); // counts(c), with the level found once
    for (const ComponentResult &c : components) {
        if (const OptionalNumber v = c.U();
            v && (!best || *v > bestValue) && (!isChipMemory(c.key.id) || &c == served) && possible(c)) {
            best = &c;
            bestValue = *v;
        }
    }
    return best;
}

const ComponentResult *OperatorResult::maxR() const
{
    return largestR(components);
}

const ComponentResult *OperatorResult::servedMemory() const
{
    const ComponentKey level{servedFrom == ServedFrom::L2 ? ComponentId::L2 : ComponentId::Gm, Side::None};
    return component(level);
}

} // namespace rl
