// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/communicationsummary.h"

#include "core/common/tr.h"

#include <algorithm>
#include <map>

namespace rl {

namespace {

QString gbs(double value)
{
    return Tr::tr("%1 GB/s").arg(value, 0, 'f', value < 10.0 ? 2 : 1);
}

QString linkText(const CommunicationLink &l)
{
    return Tr::tr("%1 → %2 over %3").arg(l.srcRank).arg(l.dstRank).arg(l.transport);
}

} // namespace

std::vector<std::pair<CommunicationVerdict, int>> verdictCounts(const CommunicationReport &report)
{
    std::map<CommunicationVerdict, int> counts;
    for (const JudgedCollective &c : report.collectives)
        ++counts[c.verdict];
    std::vector<std::pair<CommunicationVerdict, int>> out(counts.begin(), counts.end());
    std::stable_sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    return out;
}

QString communicationSummary(const CommunicationReport &report)
{
    if (report.collectives.empty())
        return Tr::tr("No collective was found in the communication files.");
    QStringList parts;
    parts << Tr::tr("%n collective(s)", nullptr, int(report.collectives.size())) + u' '
            + Tr::tr("on %n rank(s)", nullptr, report.ranks());
    QStringList verdicts;
    for (const auto &[verdict, count] : verdictCounts(report)) {
        if (verdict != CommunicationVerdict::None && verdict != CommunicationVerdict::Ok)
            verdicts << Tr::tr("%1 %2").arg(count).arg(communicationVerdictDisplayName(verdict));
    }
    parts << (verdicts.isEmpty() ? Tr::tr("none waits or runs slow") : verdicts.join(u", "));
    const CommunicationLink *busiest = nullptr;
    for (const CommunicationLink &l : report.links) {
        if (l.transport != u"SDMA" && l.bandwidthGbs && (!busiest || l.sizeMb > busiest->sizeMb))
            busiest = &l;
    }
    if (busiest) {
        QString text = Tr::tr("%1 moves %2 MB at %3")
                           .arg(busiest->transport)
                           .arg(busiest->sizeMb, 0, 'f', 1)
                           .arg(gbs(*busiest->bandwidthGbs));
        if (busiest->utilization && busiest->peakGbs)
            text += u' '
                + Tr::tr("(%1 % of %2)").arg(*busiest->utilization * 100.0, 0, 'f', 0).arg(gbs(*busiest->peakGbs));
        else
            text += u' ' + Tr::tr("(no roof for it on this chip)");
        parts << text;
    }
    if (const auto &s = report.slowestLink) {
        parts << (s->slow
                      ? Tr::tr("slow link %1 at %2, at most 80 % of its transport's mean %3")
                            .arg(linkText(s->link), gbs(*s->link.bandwidthGbs), gbs(s->transportMeanGbs.value_or(0.0)))
                      : Tr::tr("slowest link %1 at %2, the floor of a uniform fabric")
                            .arg(linkText(s->link), gbs(*s->link.bandwidthGbs)));
    }
    if (const auto &w = report.waitingCause)
        parts << Tr::tr("rank %1 made the others wait %2 ms in %3 of %4 collectives")
                     .arg(w->rank)
                     .arg(w->othersWaitedMs, 0, 'f', 2)
                     .arg(w->votes)
                     .arg(w->collectives);
    return parts.join(u"; ") + u'.';
}

} // namespace rl
