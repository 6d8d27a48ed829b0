// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/operatorresult.h"
#include "core/analysis/thresholds.h"
#include "core/hardware/hardwarespec.h"
#include "core/model/operator.h"

#include <QMap>
#include <QString>

#include <optional>
#include <variant>

namespace rl {

// The named facts about one analysed operator that advice rules test: "category", "bound",
// "r.mte2", "u.max", "e.bound", "block_dim_ratio", "icache_miss_rate", "share.bound.lowp",
// "pipeline.serial_fraction"... A fact the data does not have is simply absent, so a rule
// that needs it does not fire.
class MetricContext
{
public:
    using Value = std::variant<double, QString>;

    static MetricContext build(const Operator &op, const OperatorResult &result,
                               const HardwareSpec &hardware, const Thresholds &thresholds);

    void set(const QString &name, Value value) { m_values.insert(name, std::move(value)); }
    std::optional<Value> value(const QString &name) const;
    std::optional<double> number(const QString &name) const;
    const QMap<QString, Value> &values() const { return m_values; }

private:
    QMap<QString, Value> m_values;
};

} // namespace rl
