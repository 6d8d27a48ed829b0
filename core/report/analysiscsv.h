// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/report/csvrow.h"

#include <QByteArray>
#include <QIODevice>

#include <functional>

namespace rl {

// One row per operator: the operator table of the GUI as RFC-4180 CSV (UTF-8, CRLF).
QByteArray analysisToCsv(const Analysis &analysis);
// The same written to `device` as it is made, a block of rows at a time on the cores, so a long
// run's table is never held whole in memory; false when a write failed.
bool writeAnalysisCsv(const Analysis &analysis, QIODevice &device);

// Writes `header` and the `count` rows rowOf gives (without line ends) as UTF-8 with CRLF line
// ends, the rows made a block at a time on the cores and written in order.
bool writeCsvRows(QIODevice &device, const QString &header, size_t count, const std::function<QString(size_t)> &rowOf);

// The same for tables that get long: writeRow writes row `i` into the block's bytes (CsvRow,
// its line end included) instead of making a QString per cell.
bool writeCsvTable(QIODevice &device, const QString &header, size_t count,
                   const std::function<void(CsvRow &, size_t)> &writeRow);

// A component's id cell, as ComponentKey::toString gives it ("cube", "aic.scalar"), without
// making the joined text.
void writeComponentKey(CsvRow &row, const ComponentKey &key);

// Quotes a CSV field when it needs it.
QString csvField(const QString &text);

} // namespace rl
