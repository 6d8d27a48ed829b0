// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/compare/communicationdeltas.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace rl {

QString callSiteOf(const QString &name)
{
    static const QRegularExpression counter(QStringLiteral("^(.*__)\\d+_(.*)$"));
    const auto m = counter.match(name);
    return m.hasMatch() ? m.captured(1) + m.captured(2) : name;
}

CommunicationComparison compareCommunication(const CommunicationReport &baseline, const CommunicationReport &candidate)
{
    CommunicationComparison out;
    std::map<std::tuple<int, QString, QString>, const JudgedCollective *> exact;
    std::map<std::pair<int, QString>, std::vector<const JudgedCollective *>> bySite;
    for (const JudgedCollective &c : candidate.collectives) {
        exact[{c.rank, c.name, c.group}] = &c;
        bySite[{c.rank, callSiteOf(c.name)}].push_back(&c);
    }
    std::set<const JudgedCollective *> taken;
    for (const JudgedCollective &b : baseline.collectives) {
        const JudgedCollective *match = nullptr;
        if (const auto it = exact.find({b.rank, b.name, b.group}); it != exact.end() && !taken.count(it->second))
            match = it->second;
        if (!match) {
            for (const JudgedCollective *c : bySite[{b.rank, callSiteOf(b.name)}]) {
                if (!taken.count(c)) {
                    match = c;
                    break;
                }
            }
        }
        if (!match) {
            ++out.unmatchedBaseline;
            continue;
        }
        taken.insert(match);
        CollectiveDelta d;
        d.baseline = &b;
        d.candidate = match;
        if (b.elapseUs && match->elapseUs && *b.elapseUs > 0.0)
            d.elapseChangePct = (*match->elapseUs - *b.elapseUs) / *b.elapseUs * 100.0;
        if (b.utilization && match->utilization)
            d.utilizationChange = *match->utilization - *b.utilization;
        d.verdictChanged = b.verdict != match->verdict;
        out.matches.push_back(d);
    }
    out.unmatchedCandidate = int(candidate.collectives.size() - taken.size());
    const auto change = [](const CollectiveDelta &d) {
        return std::abs(d.candidate->elapseUs.value_or(0.0) - d.baseline->elapseUs.value_or(0.0));
    };
    std::stable_sort(out.matches.begin(), out.matches.end(),
                     [&](const CollectiveDelta &a, const CollectiveDelta &b) { return change(a) > change(b); });
    return out;
}

} // namespace rl
