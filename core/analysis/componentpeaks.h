// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/hardware/hardwarespec.h"
#include "core/model/component.h"

#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace rl {

// A chip's per-cycle peaks (HardwareSpec::peakPerCycle) by component key and interned item
// name (MetricNames::intern: a work map's keys), looked up once when the analysis starts.
// Every item of every component of every kernel asks for its peak; the spec's maps are keyed
// by text, so each ask made the component's name and searched two ordered maps by text: a
// fifth of the per-kernel model's instructions on a long run.
class ComponentPeaks
{
public:
    explicit ComponentPeaks(const HardwareSpec &hardware);

    // The same answer as hardware.peakPerCycle(key, *item).
    std::optional<double> perCycle(const ComponentKey &key, const QString *item) const
    {
        for (const Peak &p : m_peaks[slotOf(key)]) {
            if (p.item == item)
                return p.perCycle;
        }
        return std::nullopt;
    }

private:
    struct Peak
    {
        const QString *item = nullptr; // interned
        double perCycle = 0.0;
    };
    static constexpr size_t kSides = 3;
    static constexpr size_t kSlots = (size_t(ComponentId::L2) + 1) * kSides;
    static size_t slotOf(const ComponentKey &key) { return size_t(key.id) * kSides + size_t(key.side); }

    std::array<std::vector<Peak>, kSlots> m_peaks;
};

} // namespace rl
