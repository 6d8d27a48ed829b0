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

const ComponentResult *OperatorResult::maxU() const
{
    const ComponentResult *best = nullptr;
    for (const ComponentResult &c : components) {
        if (c.U() && (!best || *c.U() > *best->U()))
            best = &c;
    }
    return best;
}

const ComponentResult *OperatorResult::maxR() const
{
    const ComponentResult *best = nullptr;
    double bestR = 0.0;
    for (const ComponentResult &c : components) {
        if (const OptionalNumber r = c.R(); r && (!best || *r > bestR)) {
            best = &c;
            bestR = *r;
        }
    }
    return best;
}

} // namespace rl
