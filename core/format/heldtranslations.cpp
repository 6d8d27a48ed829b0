// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/format/heldtranslations.h"

namespace rl {

std::atomic<int> HeldTranslations::s_holders{0};
std::atomic<unsigned> HeldTranslations::s_holding{0};

HeldTranslations::HeldTranslations()
{
    // A new holding first, so no thread takes the texts of an earlier one for it; never 0.
    unsigned next = s_holding.load() + 1;
    s_holding.store(next == 0 ? 1 : next, std::memory_order_release);
    s_holders.fetch_add(1, std::memory_order_acq_rel);
}

HeldTranslations::~HeldTranslations()
{
    s_holders.fetch_sub(1, std::memory_order_acq_rel);
}

} // namespace rl
