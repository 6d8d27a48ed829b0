// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/estimates/attentionestimate.h"
#include "core/model/operator.h"

#include <unordered_map>
#include <vector>

namespace rl::estimates {

// Which forward FlashAttention kernel each backward one of a profile belongs to, so the
// backward's estimate can take the forward's head split and mask (core/README.md §3.7): a
// backward kernel's own row often leaves them unsaid, and counting it as full attention over
// the wrong heads made its Cube efficiency impossible.
//
// A forward belongs to a backward when its query, key and value have the backward's shapes.
// Autograd runs the layers' backwards in the reverse order of their forwards, so of the
// forwards before it with those shapes a backward takes the latest one no earlier backward
// took (a stack per shape); when every such forward is taken (a profile that starts after the
// forwards of the first layers), the latest one. Profiles record no layer id, so this order
// is all there is. Made once per analysis, before the parallel slices, and read by all of them.
class AttentionPairing
{
public:
    AttentionPairing() = default; // pairs nothing
    explicit AttentionPairing(const std::vector<Operator> &operators);

    // The forward of the backward kernel at `index` of the operators, or nullptr when it has
    // none (or the forward's shapes fit no layout).
    const AttentionForward *forwardOf(size_t index) const;
    size_t pairedCount() const { return m_slotOfBackward.size(); }

private:
    std::vector<AttentionForward> m_forwards;            // one per forward some backward took
    std::unordered_map<size_t, size_t> m_slotOfBackward; // backward's index -> m_forwards
};

} // namespace rl::estimates
