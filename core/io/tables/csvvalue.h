// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>
#include <QStringView>

#include <optional>

namespace rl::csv {

// The profilers' ways of writing "no value" (core/io/README.md §0.2): `N/A`, `NA`, an empty cell
// and 4294967295 (UINT32_MAX, "no model / no subtask"). Missing is never zero.
bool isMissing(QStringView text);

// A finite number, or nullopt when missing or not a number.
std::optional<double> number(QStringView text);
// A non-negative integer count or id; nullopt when missing or not an integer.
std::optional<qint64> count(QStringView text);
// Did the cell hold something that is neither missing nor a number? (shift detection)
bool isNonNumeric(QStringView text);

// Epoch (or monotonic) microseconds with up to 3 decimals, "1736408883704643.212", to integer
// nanoseconds EXACTLY: integer and fraction are parsed separately, never through a double
// (19 significant digits do not fit one; core/io/README.md §0.3). More than three decimals round to
// the nearest nanosecond. Literal quotes and blanks around the value are ignored.
std::optional<qint64> timestampNs(QStringView text);

// The text with literal double quotes removed and blanks trimmed (shapes are written as
// `"32,3,224,224"`); empty when missing.
QString text(QStringView cell);

// The same readings of a cell's UTF-8 bytes (CsvRawRecord), each giving what its text version
// gives for the cell's text. Plain ASCII numbers, the common cells of a long kernel table, are
// read from the bytes in place; anything else is made text and read the text way.
bool isMissing(QByteArrayView cell);
std::optional<double> number(QByteArrayView cell);
std::optional<qint64> count(QByteArrayView cell);
std::optional<qint64> timestampNs(QByteArrayView cell);

} // namespace rl::csv
