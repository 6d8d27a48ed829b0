// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/operatorresult.h"

#include <QString>

namespace rl {

// The number that triggered an advice item, said in words for the reader of the advice
// ("MTE2 is active 28 % of the core time"), in the current language; empty when the item
// names no evidence metric. The rule expression itself (AdviceHit::condition) is for those
// who ask why.
QString adviceEvidenceInWords(const AdviceHit &hit);

// "for matrix multiplication" or "general": who the item was written for.
QString adviceAudience(const AdviceHit &hit);

} // namespace rl
