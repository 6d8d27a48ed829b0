// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/fixedmetricreader.h"

#include "core/common/recentvalues.h"

#include <utility>

namespace rl {

FixedMetricReader::FixedMetricReader(std::vector<const QString *> names) : m_names(std::move(names)) { }

void FixedMetricReader::readAll(const MetricMap &metrics, std::optional<double> *out) const
{
    const QString *const *list = metrics.sharedNameList();
    if (!list) {
        for (size_t n = 0; n < m_names.size(); ++n)
            out[n] = metrics.valueInterned(m_names[n]);
        return;
    }
    // The positions for the last few readers and lists asked about on this thread (a kernel's
    // analysis and its advice each read with their own). Shared lists stay unchanged until the
    // process ends (MetricNames::internList), so positions found once stay true; a map may hold
    // fewer entries than its list, so its size is part of the key.
    struct ListKey
    {
        const FixedMetricReader *reader = nullptr;
        const QString *const *list = nullptr;
        qsizetype size = -1;
        bool operator==(const ListKey &) const = default;
    };
    thread_local RecentValues<ListKey, std::vector<qsizetype>, 4> positions;
    const std::vector<qsizetype> &at = positions.of(ListKey{this, list, metrics.size()}, [&](const ListKey &) {
        std::vector<qsizetype> found(m_names.size());
        for (size_t n = 0; n < m_names.size(); ++n)
            found[n] = metrics.indexOfInterned(m_names[n]);
        return found;
    });
    for (size_t n = 0; n < m_names.size(); ++n) {
        const qsizetype i = at[n];
        out[n] = i < 0 ? std::nullopt : std::optional<double>(metrics.valueAt(i));
    }
}

} // namespace rl
