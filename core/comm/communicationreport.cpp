// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/communicationreport.h"

#include "core/common/tr.h"

#include <algorithm>
#include <set>

namespace rl {

QString communicationVerdictId(CommunicationVerdict verdict)
{
    switch (verdict) {
    case CommunicationVerdict::None:
        return {};
    case CommunicationVerdict::WaitDominated:
        return u"wait_dominated"_qs;
    case CommunicationVerdict::BandwidthBound:
        return u"bandwidth_bound"_qs;
    case CommunicationVerdict::SmallPackets:
        return u"small_packets"_qs;
    case CommunicationVerdict::LowBandwidth:
        return u"low_bandwidth"_qs;
    case CommunicationVerdict::Ok:
        return u"ok"_qs;
    }
    return {};
}

QString communicationVerdictDisplayName(CommunicationVerdict verdict)
{
    switch (verdict) {
    case CommunicationVerdict::None:
        return Tr::tr("not judged");
    case CommunicationVerdict::WaitDominated:
        return Tr::tr("waiting for a peer");
    case CommunicationVerdict::BandwidthBound:
        return Tr::tr("link saturated");
    case CommunicationVerdict::SmallPackets:
        return Tr::tr("small packets");
    case CommunicationVerdict::LowBandwidth:
        return Tr::tr("low bandwidth");
    case CommunicationVerdict::Ok:
        return Tr::tr("ok");
    }
    return {};
}

const JudgedTransport *JudgedCollective::transport(const QString &name) const
{
    const auto it = std::find_if(transports.begin(), transports.end(),
                                 [&](const JudgedTransport &t) { return t.transport == name; });
    return it == transports.end() ? nullptr : &*it;
}

int CommunicationReport::ranks() const
{
    std::set<int> seen;
    for (const JudgedCollective &c : collectives)
        seen.insert(c.rank);
    return int(seen.size());
}

} // namespace rl
