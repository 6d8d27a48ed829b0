// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/fixedmetricreader.h"

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
    // The positions for the last list asked about on this thread. Shared lists stay unchanged
    // until the process ends (MetricNames::internList), so positions found once stay true; a
    // map may hold fewer entries than its list, so its size is part of the key.
    struct Positions
    {
        const FixedMetricReader *reader = nullptr;
        const QString *const *list = nullptr;
        qsizetype size = -1;
        std::vector<qsizetype> at;
    };
    thread_local Positions known;
    if (known.reader != this || known.list != list || known.size != metrics.size()) {
        known.reader = this;
        known.list = list;
        known.size = metrics.size();
        known.at.resize(m_names.size());
        for (size_t n = 0; n < m_names.size(); ++n)
            known.at[n] = metrics.indexOfInterned(m_names[n]);
    }
    for (size_t n = 0; n < m_names.size(); ++n) {
        const qsizetype i = known.at[n];
        out[n] = i < 0 ? std::nullopt : std::optional<double>(metrics.valueAt(i));
    }
}

} // namespace rl
