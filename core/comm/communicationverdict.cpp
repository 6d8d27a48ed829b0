// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/communicationverdict.h"

#include "core/common/tr.h"

namespace rl {

namespace {

using namespace commthresholds;

bool isOnChipLink(const QString &t)
{
    return t == u"HCCS" || t == u"PCIE" || t == u"SIO";
}

QString percent(double fraction)
{
    return QString::number(fraction * 100.0, 'f', fraction < 0.1 ? 1 : 0) + u" %";
}

QString gbs(double value)
{
    return Tr::tr("%1 GB/s").arg(value, 0, 'f', value < 10.0 ? 2 : 1);
}

// Rule J (README §6): which transports are judged.
QStringList judgedTransportsOf(const JudgedCollective &c)
{
    QStringList onChip;
    double onChipMs = 0.0;
    for (const JudgedTransport &t : c.transports) {
        if (isOnChipLink(t.transport) && t.sizeMb > 0.0) {
            onChip << t.transport;
            onChipMs += t.timeMs;
        }
    }
    if (onChip.isEmpty()) { // SDMA stands for the on-chip links only when none of them has data
        if (const JudgedTransport *sdma = c.transport(u"SDMA"_qs); sdma && sdma->sizeMb > 0.0) {
            onChip << sdma->transport;
            onChipMs = sdma->timeMs;
        }
    }
    const JudgedTransport *rdma = c.transport(u"RDMA"_qs);
    const bool hasRdma = rdma && rdma->sizeMb > 0.0;
    if (hasRdma && !onChip.isEmpty()) {
        if (rdma->timeMs * kDominated > onChipMs)
            return {u"RDMA"_qs};
        if (onChipMs * kDominated > rdma->timeMs)
            return onChip;
    }
    if (hasRdma)
        onChip << u"RDMA"_qs;
    return onChip;
}

} // namespace

void judgeCollective(JudgedCollective &c)
{
    c.judgedTransports = judgedTransportsOf(c);
    c.utilization.reset();
    c.utilizationTransport.clear();
    c.largePacketRatio.reset();
    for (const QString &name : c.judgedTransports) {
        const JudgedTransport *t = c.transport(name);
        if (t && t->utilization && (!c.utilization || *t->utilization < *c.utilization)) {
            c.utilization = t->utilization;
            c.utilizationTransport = name;
            c.largePacketRatio = t->largePacketRatio;
        }
    }
    const double wait = c.waitRatio.value_or(0.0);
    if (c.judgedTransports.isEmpty())
        c.verdict = CommunicationVerdict::None;
    else if (c.waitRatio && wait >= kWaitDominated)
        c.verdict = CommunicationVerdict::WaitDominated;
    else if (!c.utilization)
        c.verdict = CommunicationVerdict::None;
    else if (*c.utilization >= kBandwidthBound)
        c.verdict = CommunicationVerdict::BandwidthBound;
    else if (c.largePacketRatio && *c.largePacketRatio < kLargePackets)
        c.verdict = CommunicationVerdict::SmallPackets;
    else if (*c.utilization < kLowBandwidth)
        c.verdict = CommunicationVerdict::LowBandwidth;
    else
        c.verdict = CommunicationVerdict::Ok;
}

QString communicationEvidence(const JudgedCollective &c)
{
    QStringList parts;
    const JudgedTransport *t = c.utilizationTransport.isEmpty() ? nullptr : c.transport(c.utilizationTransport);
    switch (c.verdict) {
    case CommunicationVerdict::None:
        if (c.judgedTransports.isEmpty())
            parts << Tr::tr("no byte moved between devices (only on-chip copies or notifications)");
        else if (const JudgedTransport *first = c.transport(c.judgedTransports.front()))
            parts << Tr::tr("%1 moved %2 MB at %3, but the chip spec has no roof for it: utilisation not judged")
                         .arg(first->transport)
                         .arg(first->sizeMb, 0, 'f', 2)
                         .arg(first->bandwidthGbs ? gbs(*first->bandwidthGbs) : Tr::tr("an unknown rate"));
        break;
    case CommunicationVerdict::WaitDominated:
        parts << Tr::tr("waiting takes %1 of the time it spent waiting or transferring (wait %2 µs, transit %3 µs)")
                     .arg(percent(*c.waitRatio))
                     .arg(c.waitUs.value_or(0.0), 0, 'f', 1)
                     .arg(c.transitUs.value_or(0.0), 0, 'f', 1);
        break;
    default:
        if (t && c.utilization && t->bandwidthGbs && t->peakGbs)
            parts << Tr::tr("%1 at %2, %3 of its %4 roof")
                         .arg(t->transport, gbs(*t->bandwidthGbs), percent(*c.utilization), gbs(*t->peakGbs));
        if (c.largePacketRatio)
            parts << Tr::tr("%1 of the copies are large packets").arg(percent(*c.largePacketRatio));
        if (c.waitRatio && *c.waitRatio > kWaitNoted)
            parts << Tr::tr("waiting takes %1 of communication: above msprof's 0.2 mark").arg(percent(*c.waitRatio));
        break;
    }
    if (c.utilization && *c.utilization > 1.0 && t && t->peakGbs)
        parts << Tr::tr("the bandwidth is above the %1 empirical roof (%2): the roof is an average, not a limit")
                     .arg(gbs(*t->peakGbs), t->peakSource);
    return parts.join(u"; ");
}

} // namespace rl
