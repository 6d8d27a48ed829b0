// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rl {

// Every power of ten a double holds exactly (10^22 is the last). A whole number below 2^53
// divided by one of them is one IEEE division, rounded correctly: the double nearest that
// decimal, the one std::from_chars gives for its text (Clinger's fast path). The CSV reader
// reads short decimals this way, and PackedDecimal decodes them the same way.
inline constexpr double kExactPowersOfTen[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                               1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

} // namespace rl
