// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hierarchy/workingset.h"

#include "core/analysis/estimates/tensor.h"

namespace rl {

OptionalNumber workingSetBytes(const Operator &op)
{
    if (op.inputs.isEmpty() && op.outputs.isEmpty())
        return {};
    const auto inputs = estimates::tensorsOf(op.inputs);
    const auto outputs = estimates::tensorsOf(op.outputs);
    if (!inputs || !outputs)
        return {};
    const double bytes = estimates::totalBytes(*inputs) + estimates::totalBytes(*outputs);
    if (!(bytes > 0.0))
        return {};
    return bytes;
}

} // namespace rl
