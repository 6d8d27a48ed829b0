// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/operator.h"

#include <cstddef>
#include <functional>

namespace rl {

// Where an operator's name, type and tensor lists live. The readers hand out one copy of each
// name and tensor list a table repeats, so the calls of one kernel share an identity, and
// equal identities hold equal text: what depends only on that text can be worked out once per
// identity. (Equal text may still have other identities: copies made elsewhere.) Valid while
// the operators it was taken from are alive and unchanged.
struct OperatorIdentity
{
    const QChar *name = nullptr;
    const QChar *type = nullptr;
    const TensorDesc *inputs = nullptr;
    const TensorDesc *outputs = nullptr;

    static OperatorIdentity of(const Operator &op)
    {
        return {op.name.constData(), op.type.constData(), op.inputs.constData(), op.outputs.constData()};
    }
    friend bool operator==(const OperatorIdentity &, const OperatorIdentity &) = default;
};

struct OperatorIdentityHash
{
    size_t operator()(const OperatorIdentity &k) const
    {
        const std::hash<const void *> h;
        return h(k.name) ^ (h(k.type) * 31) ^ (h(k.inputs) * 131) ^ (h(k.outputs) * 1031);
    }
};

} // namespace rl
