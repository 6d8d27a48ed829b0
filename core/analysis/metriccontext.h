// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/operatorresult.h"
#include "core/analysis/thresholds.h"
#include "core/hardware/hardwarespec.h"
#include "core/model/operator.h"

#include <QMap>
#include <QString>

#include <array>
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

    // Every fact rebuild() may set has a slot of its own, so an advice rule finds its facts
    // without a search. A name outside that set is never a fact: kNoSlot.
    static constexpr int kNoSlot = -1;
    static int slotOf(const QString &name);

    // The fact in `slot` (slotOf, resolved once when a rule is read), or null.
    const Value *at(int slot) const
    {
        return slot >= 0 && (m_present >> slot & 1u) != 0 ? &m_values[size_t(slot)] : nullptr;
    }
    const Value *find(const QString &name) const { return at(slotOf(name)); }
    // The fact when it is a number.
    std::optional<double> numberAt(int slot) const;
    std::optional<double> number(const QString &name) const { return numberAt(slotOf(name)); }

    // The fixed facts' slots; each component's u., r. and e. follow them (metriccontext.cpp).
    enum Slot : int {
        FactCategory,
        FactFamily,
        FactUThreshold,
        FactRThreshold,
        FactUMax,
        FactRMax,
        FactTopR,
        FactBound,
        FactBoundKind,
        FactUBound,
        FactRBound,
        FactEBound,
        FactDominantBound,
        FactShareLowp,
        FactBlockDim,
        FactCores,
        FactBlockDimRatio,
        FactIcache,
        FactL2Hit,
        FactBankConflict,
        FactBytesPerInstr,
        FactSerial,
        FactOverlap,
        FactIdle,
        FactServedFrom,
        FactPathCube,
        FactPathVector,
        FactFirstComponentSlot
    };
    static constexpr size_t kSlots = size_t(FactFirstComponentSlot)
        + 3 * (kAllComponents.size() + kChipMemories.size());

private:
    // Sets a fact once: the first value rebuild() gives a name is the one rules read. Inline,
    // and no variant made per call: every kernel's context sets a few dozen facts.
    void set(int slot, double value)
    {
        if (claim(slot))
            m_values[size_t(slot)] = value;
    }
    void set(int slot, const QString &value)
    {
        if (claim(slot))
            m_values[size_t(slot)] = value;
    }
    bool claim(int slot)
    {
        const quint64 bit = quint64(1) << slot;
        if (m_present & bit)
            return false;
        m_present |= bit;
        return true;
    }

    // Built and read once per operator: a fixed array and a bit per slot cost no allocation
    // and no search (a vector searched by name hash was a tenth of a long run's export).
    std::array<Value, kSlots> m_values;
    quint64 m_present = 0;
    static_assert(kSlots <= 64, "one presence bit per slot");
};

} // namespace rl
