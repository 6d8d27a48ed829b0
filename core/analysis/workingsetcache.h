// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/optionalnumber.h"
#include "core/model/operator.h"

#include <cstddef>
#include <functional>
#include <unordered_map>

namespace rl {

// workingSetBytes() once per pair of tensor lists. It depends only on the inputs and outputs,
// and the readers hand out one shared copy of each tensor list a table repeats
// (OperatorIdentity), so the kernels of a long run ask about a few thousand pairs: parsing
// every kernel's shapes again was an eighth of the analysis. One cache per analysis thread;
// valid while the operators it was asked about are alive and unchanged.
class WorkingSetCache
{
public:
    OptionalNumber bytes(const Operator &op);

private:
    struct Key
    {
        const TensorDesc *inputs = nullptr;
        const TensorDesc *outputs = nullptr;
        friend bool operator==(const Key &, const Key &) = default;
    };
    struct KeyHash
    {
        size_t operator()(const Key &k) const
        {
            const std::hash<const void *> h;
            return h(k.inputs) ^ (h(k.outputs) * 131);
        }
    };
    std::unordered_map<Key, OptionalNumber, KeyHash> m_known;
};

} // namespace rl
