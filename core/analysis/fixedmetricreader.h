// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/metricmap.h"

#include <QString>

#include <optional>
#include <vector>

namespace rl {

// Reads a fixed set of metrics, named by interned names (MetricNames::intern), from kernels'
// metric maps. The rows of a table point at one shared list of names, so where each name sits
// in that list is found once per list and thread, and a kernel's values are then read by
// position: looking a dozen names up in every kernel's map was a third of the advice's work
// on a long run. A map with names of its own is searched by name, as before.
class FixedMetricReader
{
public:
    explicit FixedMetricReader(std::vector<const QString *> names);

    size_t size() const { return m_names.size(); }
    // The value of every name in `metrics`, in the names' order, into `out` (size() of them):
    // nothing for a name the map does not hold.
    void readAll(const MetricMap &metrics, std::optional<double> *out) const;

private:
    std::vector<const QString *> m_names;
};

} // namespace rl
