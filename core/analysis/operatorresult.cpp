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
        if (c.U && (!best || *c.U > *best->U))
            best = &c;
    }
    return best;
}

const ComponentResult *OperatorResult::maxR() const
{
    const ComponentResult *best = nullptr;
    for (const ComponentResult &c : components) {
        if (c.R && (!best || *c.R > *best->R))
            best = &c;
    }
    return best;
}

} // namespace rl
