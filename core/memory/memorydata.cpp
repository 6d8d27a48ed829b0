// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/memory/memorydata.h"

#include <algorithm>

namespace rl {

QString memoryComponentName(MemoryComponent component)
{
    switch (component) {
    case MemoryComponent::PtaGe:
        return u"PTA+GE"_qs;
    case MemoryComponent::Pta:
        return u"PTA"_qs;
    case MemoryComponent::Ge:
        return u"GE"_qs;
    case MemoryComponent::NpuOpMem:
        return u"NPU_OP_MEM"_qs;
    case MemoryComponent::App:
        return u"APP"_qs;
    case MemoryComponent::Workspace:
        return u"WORKSPACE"_qs;
    }
    return {};
}

QString memorySourceId(MemoryComponent component)
{
    switch (component) {
    case MemoryComponent::PtaGe:
        return u"pta_ge"_qs;
    case MemoryComponent::Pta:
        return u"pta"_qs;
    case MemoryComponent::Ge:
        return u"ge"_qs;
    case MemoryComponent::NpuOpMem:
        return u"npu_op_mem"_qs;
    case MemoryComponent::App:
    case MemoryComponent::Workspace:
        return {};
    }
    return {};
}

void AllocationColumns::append(quint32 name, qint64 size, qint64 allocation, qint64 release)
{
    nameId.push_back(name);
    sizeBytes.push_back(size);
    allocationNs.push_back(allocation);
    releaseNs.push_back(release);
}

void AllocationColumns::reserve(size_t rows)
{
    nameId.reserve(rows);
    sizeBytes.reserve(rows);
    allocationNs.reserve(rows);
    releaseNs.reserve(rows);
}

const MemorySeries *RankMemory::find(MemoryComponent component) const
{
    const auto it = std::find_if(series.begin(), series.end(),
                                 [component](const MemorySeries &s) { return s.component == component; });
    return it == series.end() ? nullptr : &*it;
}

const MemorySeries *RankMemory::peakSeries() const
{
    for (MemoryComponent c :
         {MemoryComponent::PtaGe, MemoryComponent::Pta, MemoryComponent::Ge, MemoryComponent::NpuOpMem}) {
        if (const MemorySeries *s = find(c); s && s->size() > 0)
            return s;
    }
    return nullptr;
}

bool RankMemory::isEmpty() const
{
    const bool noSeries = std::all_of(series.begin(), series.end(),
                                      [](const MemorySeries &s) { return s.size() == 0; });
    const bool noModules = std::all_of(modules.begin(), modules.end(),
                                       [](const ModuleMemorySeries &m) { return m.timeNs.empty(); });
    return noSeries && noModules && allocations.size() == 0 && hbm.size() == 0 && llcRead.isEmpty()
        && llcWrite.isEmpty();
}

bool MemoryData::isEmpty() const
{
    return std::all_of(ranks.begin(), ranks.end(), [](const RankMemory &r) { return r.isEmpty(); });
}

const RankMemory *MemoryData::rank(int number) const
{
    const auto it = std::find_if(ranks.begin(), ranks.end(),
                                 [number](const RankMemory &r) { return r.rank == number; });
    return it == ranks.end() ? nullptr : &*it;
}

} // namespace rl
