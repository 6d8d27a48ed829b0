// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QMap>
#include <QString>

#include <optional>

namespace rl {

// A memory every core shares (`memory.gm`, `memory.l2`): one bandwidth per HBM variant, since
// the chip's memory vendor changes it; a variant the spec does not list is unknown.
struct ChipMemorySpec
{
    QMap<QString, double> bandwidthGbs; // variant -> GB/s for the whole chip
    QString variant;                    // the spec's default variant
    std::optional<double> capacityGb;
    std::optional<double> capacityMb;
};

// `memory.<name>` of a spec object (nullopt when absent). Errors name the field, e.g.
// "memory.gm.bandwidth_gbs.cj: bandwidth must be a positive number of GB/s".
Result<std::optional<ChipMemorySpec>> parseChipMemorySpec(const QJsonObject &memory, const QString &name,
                                                          const QString &location);
// `{ "<variant>": GB/s, ... }` with every value a positive number; `field` names it in errors.
Result<QMap<QString, double>> parseVariantFigures(const QJsonValue &value, const QString &location,
                                                  const QString &field);

// "0.80 TB/s", "1.75 TB/s", "68 GB/s": a chip memory bandwidth the way it is quoted.
QString chipBandwidthText(double gbs);

} // namespace rl
