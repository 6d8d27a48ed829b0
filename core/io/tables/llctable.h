// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"
#include "core/model/llcsamples.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <memory>

class QSqlDatabase;

namespace rl {

// The LLC table of a profiler DB (core/io/README.md §4.6): the last-level cache's hit-rate
// samples of the device the TASK rows ran on, sorted by time then cache unit, hit rates as
// fractions, modes decoded through STRING_IDS (`strings`) or an ENUM_* table. Null when the
// database has no LLC table or no usable rows for the kernels' device; what was left out is
// said in `diagnostics`. An auxiliary table: nothing here fails the load.
std::shared_ptr<const LlcSamples> readLlcSamples(const QSqlDatabase &db, const QString &path, const QStringList &tables,
                                                 const QHash<qint64, QString> &strings, Diagnostics &diagnostics);

} // namespace rl
