// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hierarchy/memorylevelwording.h"

#include "core/common/tr.h"
#include "core/format/heldtranslations.h"
#include "core/format/numberchars.h"
#include "core/format/percentformat.h"
#include "core/format/recenttexts.h"
#include "core/hardware/chipmemoryspec.h"
#include "core/hierarchy/memorylevel.h"

#include <string>

namespace rl {

namespace {

// QString::number(value, 'f', decimals), which is what arg(value, 0, 'f', decimals) puts in
// for a %1, through numberchars' exact digits: every kernel's evidence says a working set.
QString fixed(double value, int decimals)
{
    std::string text;
    appendFixed(text, value, decimals);
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

// "300.0 MB", "12.0 KB", "64 B": a working set in the unit that keeps its digits.
QString megabytes(double bytes)
{
    if (bytes >= 1024.0 * 1024.0)
        return heldArg([] { return Tr::tr("%1 MB"); }, fixed(bytes / (1024.0 * 1024.0), 1));
    if (bytes >= 1024.0)
        return heldArg([] { return Tr::tr("%1 KB"); }, fixed(bytes / 1024.0, 1));
    return heldArg([] { return Tr::tr("%1 B"); }, fixed(bytes, 0));
}

// A roof's bandwidth as said ("7.78 TB/s"): a chip has two roofs, said in nearly every
// kernel's sentence, so the last few texts are kept per thread.
QString roofText(double gbs)
{
    thread_local RecentTexts<4> said;
    return said.of(gbs, [](double g) { return chipBandwidthText(g); });
}

} // namespace

QString MemoryLevelWording::reason() const
{
    if (m_result.l2HitRate)
        return heldArg([] { return Tr::tr("measured L2 hit rate %1"); }, percent(*m_result.l2HitRate));
    const ComponentResult *gm = m_result.component(ComponentKey{ComponentId::Gm, Side::None});
    const auto hbmGbs = m_hw.memoryBandwidthGbs(ComponentId::Gm);
    if (m_result.servedFrom == ServedFrom::L2 && gm && hbmGbs && gm->coreTimeUs > 0.0) {
        const double gbs = chipMemoryBytes(*gm) / gm->coreTimeUs / 1e3;
        return heldArg([] { return Tr::tr("the bytes moved at %1, more than HBM's %2 can deliver"); },
                       chipBandwidthText(gbs), chipBandwidthText(*hbmGbs));
    }
    if (!m_result.workingSetBytes)
        return heldText([] { return Tr::tr("no L2 hit rate was measured and the working set is unknown"); });
    const ChipMemorySpec *l2 = m_hw.memory(ComponentId::L2);
    const QString l2Capacity = l2 && l2->capacityMb ? heldArg([] { return Tr::tr("%1 MB"); }, fixed(*l2->capacityMb, 0))
                                                    : QString();
    if (m_result.servedFrom == ServedFrom::Gm)
        return heldArg([] { return Tr::tr("working set %1, larger than L2's %2"); },
                       megabytes(*m_result.workingSetBytes), l2Capacity);
    if (!l2Capacity.isEmpty())
        return heldArg([] { return Tr::tr("no L2 hit rate was measured and the working set (%1) fits L2's %2"); },
                       megabytes(*m_result.workingSetBytes), l2Capacity);
    return heldText([] { return Tr::tr("no L2 hit rate was measured and the working set is unknown"); });
}

QString MemoryLevelWording::shareOf(ComponentId memory) const
{
    const ComponentResult *c = m_result.component(ComponentKey{memory, Side::None});
    const QString name = memory == ComponentId::L2 ? heldText([] { return Tr::tr("L2"); })
                                                   : heldText([] { return Tr::tr("HBM"); });
    const std::optional<double> roof = c ? MemoryLevelJudge(m_hw).roofGbs(m_result, *c) : std::nullopt;
    const OptionalNumber u = c ? c->U() : OptionalNumber();
    if (!u || !roof)
        return name;
    if (*u > kImplausibleU) // never a share above the roof: the two rates instead
        return heldArg([] { return Tr::tr("%1's %2, less than the %3 the bytes moved at"); }, name, roofText(*roof),
                       chipBandwidthText(*u * *roof));
    if (m_result.l2HitRate && c == m_result.servedMemory())
        return heldArg([] { return Tr::tr("%1 at %2 of the %3 roof of its hit rate"); }, name, percent(*u),
                       roofText(*roof));
    return heldArg([] { return Tr::tr("%1 at %2 of %3"); }, name, percent(*u), roofText(*roof));
}

QString MemoryLevelWording::servedShare() const
{
    return shareOf(m_result.servedFrom == ServedFrom::L2 ? ComponentId::L2 : ComponentId::Gm);
}

QString MemoryLevelWording::bothShares() const
{
    return heldArg([] { return Tr::tr("%1 if the bytes came from HBM, %2 if from L2"); }, shareOf(ComponentId::Gm),
                   shareOf(ComponentId::L2));
}

QString MemoryLevelWording::boundSentence(const QString &thresholdText, const QString &operatorKind) const
{
    switch (m_result.servedFrom) {
    case ServedFrom::L2:
        return heldArg(
            [] {
                return Tr::tr("The chip's %1 (read and write over the wall time; L2 served the bytes: %2), at or above "
                              "the %3 threshold for a %4: bound by the L2 bandwidth every core shares.");
            },
            servedShare(), reason(), thresholdText, operatorKind);
    case ServedFrom::Gm:
        return heldArg(
            [] {
                return Tr::tr(
                    "The chip's %1 (read and write over the wall time; HBM served the bytes: %2), at or above "
                    "the %3 threshold for a %4: bound by the chip's memory bandwidth, not by one core's "
                    "transfer path.");
            },
            servedShare(), reason(), thresholdText, operatorKind);
    case ServedFrom::Unknown:
        break;
    }
    return heldArg(
        [] {
            return Tr::tr("The chip's global memory: %1 (read and write over the wall time; %2), at or above the %3 "
                          "threshold for a %4 if the bytes came from HBM: bound by the chip's memory bandwidth unless "
                          "L2 served them (the L2Cache metric group would tell).");
        },
        bothShares(), reason(), thresholdText, operatorKind);
}

QString MemoryLevelWording::note() const
{
    switch (m_result.servedFrom) {
    case ServedFrom::L2:
        return heldArg([] { return Tr::tr("L2 served the GM-side bytes (%1): %2."); }, reason(), servedShare());
    case ServedFrom::Gm:
        return heldArg([] { return Tr::tr("HBM served the GM-side bytes (%1): %2."); }, reason(), servedShare());
    case ServedFrom::Unknown:
        break;
    }
    return heldArg([] { return Tr::tr("GM-side bytes: %1 (%2)."); }, bothShares(), reason());
}

} // namespace rl
