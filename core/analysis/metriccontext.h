// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/operatorresult.h"
#include "core/analysis/thresholds.h"
#include "core/hardware/hardwarespec.h"
#include "core/model/operator.h"

#include <QMap>
#include <QString>

#include <optional>
#include <utility>
#include <variant>
#include <vector>

namespace rl {

// The named facts about one analysed operator that advice rules test: "category", "bound",
// "r.mte2", "u.max", "e.bound", "block_dim_ratio", "icache_miss_rate", "share.bound.lowp",
// "pipeline.serial_fraction"... A fact the data does not have is simply absent, so a rule
// that needs it does not fire.
class MetricContext
{
public:
    using Value = std::variant<double, QString>;

    static MetricContext build(const Operator &op, const OperatorResult &result, const HardwareSpec &hardware,
                               const Thresholds &thresholds);
    // The same facts in place, keeping the storage: one context serves a whole run.
    void rebuild(const Operator &op, const OperatorResult &result, const HardwareSpec &hardware,
                 const Thresholds &thresholds);

    // The fact named `name` when it is a number.
    std::optional<double> number(const QString &name) const;

    // The fact named `name`, whose hashOf() the caller computed once (an advice rule tests
    // the same names for every operator), or null.
    const Value *find(const QString &name, size_t hash) const;
    static size_t hashOf(const QString &name);

private:
    struct Fact
    {
        size_t hash;
        QString name;
        Value value;
    };
    // A name rebuild() sets once: no search for an earlier value.
    void add(const QString &name, Value value);

    // A few dozen facts, built and read once per operator and then dropped: a plain vector
    // searched in order costs less than any map's nodes or buckets (an ordered map's string
    // comparisons, then a hash's allocations, were a tenth of a long run's analysis each).
    // Each fact keeps its name's hash, so a search compares numbers, not strings.
    std::vector<Fact> m_values;
};

} // namespace rl
