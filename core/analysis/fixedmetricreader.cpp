// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/fixedmetricreader.h"

#include <array>
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
    struct Positions
    {
        const FixedMetricReader *reader = nullptr;
        const QString *const *list = nullptr;
        qsizetype size = -1;
        std::vector<qsizetype> at;
    };
    constexpr size_t kSlots = 4;
    thread_local std::array<Positions, kSlots> slots;
    thread_local size_t nextToReplace = 0;
    Positions *found = nullptr;
    for (Positions &p : slots) {
        if (p.reader == this && p.list == list && p.size == metrics.size()) {
            found = &p;
            break;
        }
    }
    if (!found) {
        found = &slots[nextToReplace];
        nextToReplace = (nextToReplace + 1) % kSlots;
        found->reader = this;
        found->list = list;
        found->size = metrics.size();
        found->at.resize(m_names.size());
        for (size_t n = 0; n < m_names.size(); ++n)
            found->at[n] = metrics.indexOfInterned(m_names[n]);
    }
    const Positions &known = *found;
    for (size_t n = 0; n < m_names.size(); ++n) {
        const qsizetype i = known.at[n];
        out[n] = i < 0 ? std::nullopt : std::optional<double>(metrics.valueAt(i));
    }
}

} // namespace rl
