// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/roofline/memoryroof.h"

#include "core/common/tr.h"

#include <algorithm>

namespace rl {

QString memoryLevelName(ComponentId memory)
{
    // Global memory is HBM on every chip RoofLens knows; the level's name tells the two roofs
    // apart where "GM" and "L2" read like two address spaces.
    return memory == ComponentId::L2 ? Tr::tr("L2") : Tr::tr("HBM");
}

QString MemoryRoof::label() const
{
    const QString name = memoryLevelName(memory);
    const QString chip = chipBandwidthText(chipGBps);
    const QString what = cores > 1 ? Tr::tr("%1 %2 / %n cores", nullptr, cores).arg(name, chip)
                                   : Tr::tr("%1 %2").arg(name, chip);
    return variant.isEmpty() ? what : what + u" (" + variant + u')';
}

bool isGmFacing(const ComponentPair &pair)
{
    const ComponentId id = pair.transfer.id;
    return id == ComponentId::Mte2 || id == ComponentId::Mte3 || id == ComponentId::FixPipe;
}

std::vector<MemoryRoof> memoryRoofsFor(const HardwareSpec &hardware, const ComponentPair &pair, bool perCore,
                                       double xLo, double xHi)
{
    std::vector<MemoryRoof> out;
    if (!isGmFacing(pair))
        return out;
    for (ComponentId id : kChipMemories) {
        const auto gbs = hardware.memoryBandwidthGbs(id);
        if (!gbs)
            continue;
        MemoryRoof r;
        r.memory = id;
        r.chipGBps = *gbs;
        r.cores = perCore ? std::max(hardware.coresFor(pair.transfer), 1) : 1;
        r.drawnGBps = *gbs / r.cores;
        r.variant = hardware.hbmVariant;
        r.line = {{xLo, r.drawnGBps * xLo}, {xHi, r.drawnGBps * xHi}};
        out.push_back(r);
    }
    return out;
}

} // namespace rl
