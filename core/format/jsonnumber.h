// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

namespace rl {

// The bytes nlohmann::json's dump() gives a number: the JSON documents mix values dumped by
// nlohmann with values streamed by core/report/jsonstreamwriter.h, and one figure must not read
// two ways. A double is its shortest digits as nlohmann finds them (its own formatter) laid out
// as nlohmann lays them out ("1.0", "0.1", "1e+16"); a non-finite double is null, as nlohmann
// writes it. Written from `p` on, which has room for kJsonNumberRoom bytes (it may write past
// the number's end, within them); returns their end, so a writer can put a key and its number
// in place together.
constexpr size_t kJsonNumberRoom = 64;
char *writeJsonNumber(char *p, double value);
char *writeJsonNumber(char *p, std::int64_t value);

} // namespace rl
