// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/componentpeaks.h"

#include "core/model/metricnames.h"

namespace rl {

ComponentPeaks::ComponentPeaks(const HardwareSpec &hardware)
{
    for (size_t id = 0; id <= size_t(ComponentId::L2); ++id) {
        for (size_t side = 0; side < kSides; ++side) {
            // The spec a key resolves to (a side-named entry, else the component's own) is
            // HardwareSpec::component's choice, as peakPerCycle makes it.
            const ComponentSpec *spec = hardware.component(ComponentKey{ComponentId(id), Side(side)});
            if (!spec)
                continue;
            std::vector<Peak> &peaks = m_peaks[id * kSides + side];
            // Interned names are one copy per text: equal texts are equal pointers.
            for (auto it = spec->peaks.cbegin(); it != spec->peaks.cend(); ++it)
                peaks.push_back({MetricNames::intern(it.key()), it.value()});
        }
    }
}

} // namespace rl
