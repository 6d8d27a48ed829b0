// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>

namespace rl {

// The bytes QString::number gives, appended to a buffer without making a QString: the CSV
// writers put a quarter of a million rows of numbers into the file, and one QString per cell
// was most of their time. std::to_chars makes the digits; the few values whose digits it would
// round otherwise than Qt (exact halves) or that it spells otherwise (NaN, infinities) go
// through QString::number itself, so every byte is Qt's.

// QString::number(value, 'g', precision).
void appendSignificant(std::string &out, double value, int precision);
// QString::number(value, 'f', decimals).
void appendFixed(std::string &out, double value, int decimals);
// QString::number(value).
void appendInteger(std::string &out, std::int64_t value);

} // namespace rl
