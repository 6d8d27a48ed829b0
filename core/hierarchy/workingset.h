// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/optionalnumber.h"
#include "core/model/operator.h"

namespace rl {

// The bytes a kernel touches in global memory at least once: its inputs plus its outputs, from
// the shapes and data types its row gives (core/hierarchy/README.md §2, rule 3). Unknown when
// the row has no tensors, or a shape or data type cannot be read.
OptionalNumber workingSetBytes(const Operator &op);

} // namespace rl
