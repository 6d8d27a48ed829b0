// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/workingsetcache.h"

#include "core/hierarchy/workingset.h"

namespace rl {

OptionalNumber WorkingSetCache::bytes(const Operator &op)
{
    // An empty list may have no storage of its own: its address says nothing, so it is not cached.
    if (op.inputs.isEmpty() || op.outputs.isEmpty())
        return workingSetBytes(op);
    const Key key{op.inputs.constData(), op.outputs.constData()};
    if (const auto it = m_known.find(key); it != m_known.end())
        return it->second;
    const OptionalNumber bytes = workingSetBytes(op);
    m_known.emplace(key, bytes);
    return bytes;
}

} // namespace rl
