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

// A sentence's length or so, room made once for the text its parts are appended to.
constexpr qsizetype kSentenceRoom = 256;

// QString::number(value, 'f', decimals), which is what arg(value, 0, 'f', decimals) puts in
// for a %1, through numberchars' exact digits: every kernel's evidence says a working set.
void appendFixedTo(QString &out, double value, int decimals)
{
    std::string text; // a few digits: kept in place, no allocation
    appendFixed(text, value, decimals);
    out.append(QLatin1StringView(text.data(), qsizetype(text.size())));
}

// "300.0 MB", "12.0 KB", "64 B": a working set in the unit that keeps its digits.
void appendMegabytes(QString &out, double bytes)
{
    if (bytes >= 1024.0 * 1024.0)
        heldArgTo(
            out, [] { return Tr::tr("%1 MB"); }, [&](QString &o) { appendFixedTo(o, bytes / (1024.0 * 1024.0), 1); });
    else if (bytes >= 1024.0)
        heldArgTo(
            out, [] { return Tr::tr("%1 KB"); }, [&](QString &o) { appendFixedTo(o, bytes / 1024.0, 1); });
    else
        heldArgTo(
            out, [] { return Tr::tr("%1 B"); }, [&](QString &o) { appendFixedTo(o, bytes, 0); });
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
    QString out;
    appendReason(out);
    return out;
}

void MemoryLevelWording::appendReason(QString &out) const
{
    if (m_result.l2HitRate) {
        heldArgTo(
            out, [] { return Tr::tr("measured L2 hit rate %1"); },
            [&](QString &o) { appendPercent(o, *m_result.l2HitRate); });
        return;
    }
    const ComponentResult *gm = m_result.component(ComponentKey{ComponentId::Gm, Side::None});
    const auto hbmGbs = m_hw.memoryBandwidthGbs(ComponentId::Gm);
    if (m_result.servedFrom == ServedFrom::L2 && gm && hbmGbs && gm->coreTimeUs > 0.0) {
        const double gbs = chipMemoryBytes(*gm) / gm->coreTimeUs / 1e3;
        heldArgTo(
            out, [] { return Tr::tr("the bytes moved at %1, more than HBM's %2 can deliver"); }, chipBandwidthText(gbs),
            chipBandwidthText(*hbmGbs));
        return;
    }
    if (!m_result.workingSetBytes) {
        out += heldText([] { return Tr::tr("no L2 hit rate was measured and the working set is unknown"); });
        return;
    }
    const ChipMemorySpec *l2 = m_hw.memory(ComponentId::L2);
    const bool l2CapacityKnown = l2 && l2->capacityMb;
    // Nothing when the capacity is unknown, as the empty text it was said as.
    const auto l2Capacity = [&](QString &o) {
        if (l2CapacityKnown)
            heldArgTo(
                o, [] { return Tr::tr("%1 MB"); }, [&](QString &digits) { appendFixedTo(digits, *l2->capacityMb, 0); });
    };
    const auto workingSet = [&](QString &o) { appendMegabytes(o, *m_result.workingSetBytes); };
    if (m_result.servedFrom == ServedFrom::Gm) {
        heldArgTo(
            out, [] { return Tr::tr("working set %1, larger than L2's %2"); }, workingSet, l2Capacity);
        return;
    }
    if (l2CapacityKnown) {
        heldArgTo(
            out, [] { return Tr::tr("no L2 hit rate was measured and the working set (%1) fits L2's %2"); }, workingSet,
            l2Capacity);
        return;
    }
    out += heldText([] { return Tr::tr("no L2 hit rate was measured and the working set is unknown"); });
}

void MemoryLevelWording::appendShareOf(QString &out, ComponentId memory) const
{
    const ComponentResult *c = m_result.component(ComponentKey{memory, Side::None});
    const QString name = memory == ComponentId::L2 ? heldText([] { return Tr::tr("L2"); })
                                                   : heldText([] { return Tr::tr("HBM"); });
    const std::optional<double> roof = c ? MemoryLevelJudge(m_hw).roofGbs(m_result, *c) : std::nullopt;
    const OptionalNumber u = c ? c->U() : OptionalNumber();
    if (!u || !roof) {
        out += name;
        return;
    }
    if (*u > kImplausibleU) { // never a share above the roof: the two rates instead
        heldArgTo(
            out, [] { return Tr::tr("%1's %2, less than the %3 the bytes moved at"); }, name, roofText(*roof),
            chipBandwidthText(*u * *roof));
        return;
    }
    const auto share = [&](QString &o) { appendPercent(o, *u); };
    if (m_result.l2HitRate && c == m_result.servedMemory()) {
        heldArgTo(
            out, [] { return Tr::tr("%1 at %2 of the %3 roof of its hit rate"); }, name, share, roofText(*roof));
        return;
    }
    heldArgTo(
        out, [] { return Tr::tr("%1 at %2 of %3"); }, name, share, roofText(*roof));
}

QString MemoryLevelWording::servedShare() const
{
    QString out;
    appendServedShare(out);
    return out;
}

void MemoryLevelWording::appendServedShare(QString &out) const
{
    appendShareOf(out, m_result.servedFrom == ServedFrom::L2 ? ComponentId::L2 : ComponentId::Gm);
}

QString MemoryLevelWording::bothShares() const
{
    QString out;
    appendBothShares(out);
    return out;
}

void MemoryLevelWording::appendBothShares(QString &out) const
{
    heldArgTo(
        out, [] { return Tr::tr("%1 if the bytes came from HBM, %2 if from L2"); },
        [&](QString &o) { appendShareOf(o, ComponentId::Gm); }, [&](QString &o) { appendShareOf(o, ComponentId::L2); });
}

QString MemoryLevelWording::boundSentence(const QString &thresholdText, const QString &operatorKind) const
{
    QString out;
    out.reserve(kSentenceRoom);
    appendBoundSentence(out, thresholdText, operatorKind);
    return out;
}

void MemoryLevelWording::appendBoundSentence(QString &out, const QString &thresholdText,
                                             const QString &operatorKind) const
{
    const auto served = [&](QString &o) { appendServedShare(o); };
    const auto reasonText = [&](QString &o) { appendReason(o); };
    switch (m_result.servedFrom) {
    case ServedFrom::L2:
        heldArgTo(
            out,
            [] {
                return Tr::tr("The chip's %1 (read and write over the wall time; L2 served the bytes: %2), at or above "
                              "the %3 threshold for a %4: bound by the L2 bandwidth every core shares.");
            },
            served, reasonText, thresholdText, operatorKind);
        return;
    case ServedFrom::Gm:
        heldArgTo(
            out,
            [] {
                return Tr::tr(
                    "The chip's %1 (read and write over the wall time; HBM served the bytes: %2), at or above "
                    "the %3 threshold for a %4: bound by the chip's memory bandwidth, not by one core's "
                    "transfer path.");
            },
            served, reasonText, thresholdText, operatorKind);
        return;
    case ServedFrom::Unknown:
        break;
    }
    heldArgTo(
        out,
        [] {
            return Tr::tr("The chip's global memory: %1 (read and write over the wall time; %2), at or above the %3 "
                          "threshold for a %4 if the bytes came from HBM: bound by the chip's memory bandwidth unless "
                          "L2 served them (the L2Cache metric group would tell).");
        },
        [&](QString &o) { appendBothShares(o); }, reasonText, thresholdText, operatorKind);
}

QString MemoryLevelWording::note() const
{
    QString out;
    out.reserve(kSentenceRoom);
    appendNote(out);
    return out;
}

void MemoryLevelWording::appendNote(QString &out) const
{
    const auto served = [&](QString &o) { appendServedShare(o); };
    const auto reasonText = [&](QString &o) { appendReason(o); };
    switch (m_result.servedFrom) {
    case ServedFrom::L2:
        heldArgTo(
            out, [] { return Tr::tr("L2 served the GM-side bytes (%1): %2."); }, reasonText, served);
        return;
    case ServedFrom::Gm:
        heldArgTo(
            out, [] { return Tr::tr("HBM served the GM-side bytes (%1): %2."); }, reasonText, served);
        return;
    case ServedFrom::Unknown:
        break;
    }
    heldArgTo(
        out, [] { return Tr::tr("GM-side bytes: %1 (%2)."); }, [&](QString &o) { appendBothShares(o); }, reasonText);
}

} // namespace rl
