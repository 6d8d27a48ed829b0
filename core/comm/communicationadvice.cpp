// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/communicationadvice.h"

#include "core/common/tr.h"

namespace rl {

namespace {

// msprof-analyze's sign of RDMA retransmission: one transit above 4 s (README §6).
constexpr double kRetransmissionMs = 4000.0;
// Above this share of synchronisation the ranks arrived at different times (README §6).
constexpr double kSlowRankSynchronization = 0.2;

bool retransmits(const JudgedCollective &c)
{
    const JudgedTransport *rdma = c.transport(u"RDMA"_qs);
    return rdma && rdma->timeMs > kRetransmissionMs;
}

bool arrivedApart(const JudgedCollective &c)
{
    return c.synchronizationRatio && *c.synchronizationRatio > kSlowRankSynchronization;
}

QString linkConfigurationText(const JudgedCollective &c)
{
    const QString &t = c.utilizationTransport;
    QString text;
    if (t == u"HCCS")
        text = Tr::tr("Large packets on a slow HCCS link: check the HCCS configuration.");
    else if (t == u"RDMA") {
        text = Tr::tr("Large packets on a slow RDMA link: check the switch configuration.");
        if (retransmits(c))
            text += u' ' + Tr::tr("An RDMA transit above 4 s is the sign of retransmission.");
    } else if (t == u"PCIE")
        text = Tr::tr("Large packets on a slow PCIe link: other traffic is contending for the bandwidth.");
    else
        text = Tr::tr("Large packets on a slow link: check its configuration and what else uses it.");
    return text + u' '
        + Tr::tr("Check the byte alignment too: copies that are not a multiple of 512 bytes run slower.");
}

} // namespace

std::vector<CommunicationAdvice> communicationAdvice(const JudgedCollective &c, std::optional<int> waitingRank)
{
    switch (c.verdict) {
    case CommunicationVerdict::BandwidthBound:
        return {{u"comm.overlap"_qs, Tr::tr("Hide or shrink the transfer: the link is saturated"),
                 Tr::tr("The link runs at its roof, so only fewer bytes or hiding them helps: overlap communication "
                        "with computation, compress gradients or communicate in lower precision, and fuse small "
                        "collectives into fewer, larger ones.")}};
    case CommunicationVerdict::LowBandwidth:
        return {
            {u"comm.link_config"_qs, Tr::tr("Check the link: large packets move slowly"), linkConfigurationText(c)}};
    case CommunicationVerdict::SmallPackets:
        return {{u"comm.small_packets"_qs, Tr::tr("Send fewer, larger messages"),
                 Tr::tr("Most copies are small, so latency, not bandwidth, sets the time: raise the batch size or "
                        "gradient accumulation for data-parallel traffic, use ZeRO-2/1 instead of ZeRO-3 where "
                        "memory allows, and use fused optimizers or bucketed all-reduce.")}};
    case CommunicationVerdict::WaitDominated: {
        QString text = Tr::tr("The time goes to waiting for a peer, not to the link: look at the rank that makes the "
                              "others wait (load imbalance, a slow data loader or host, an uneven pipeline stage), "
                              "not at the network.");
        if (waitingRank)
            text += u' '
                + Tr::tr("Rank %1 is the one the others wait for most often: look at it first.").arg(*waitingRank);
        if (arrivedApart(c))
            text += u' '
                + Tr::tr("Synchronisation takes more than a fifth of it: the ranks arrived at different times (a slow "
                         "rank).");
        else
            text += u' '
                + Tr::tr("Little of it is synchronisation: the bandwidths between ranks differ (a slow link).");
        return {{u"comm.wait"_qs, Tr::tr("Find the rank the others wait for"), text}};
    }
    case CommunicationVerdict::None:
    case CommunicationVerdict::Ok:
        break;
    }
    return {};
}

QString communicationAdviceKey(const JudgedCollective &c)
{
    return QString::number(int(c.verdict)) + u'/' + c.utilizationTransport + u'/' + (retransmits(c) ? u'r' : u'-')
        + (arrivedApart(c) ? u's' : u'-');
}

} // namespace rl
