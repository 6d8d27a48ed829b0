// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/operatorresult.h"

namespace rl {

const AdviceEntry &AdviceHit::words() const
{
    static const AdviceEntry none;
    return entry ? *entry : none;
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

// The first component with the largest known figure (U or R, worked out once each).
const ComponentResult *largest(const std::vector<ComponentResult> &components,
                               OptionalNumber (ComponentResult::*figure)() const)
{
    const ComponentResult *best = nullptr;
    double bestValue = 0.0;
    for (const ComponentResult &c : components) {
        if (const OptionalNumber v = (c.*figure)(); v && (!best || *v > bestValue)) {
            best = &c;
            bestValue = *v;
        }
    }
    return best;
}

} // namespace

const ComponentResult *OperatorResult::maxU() const
{
    return largest(components, &ComponentResult::U);
}

const ComponentResult *OperatorResult::maxR() const
{
    return largest(components, &ComponentResult::R);
}

} // namespace rl
