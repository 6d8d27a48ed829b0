// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/communicationtext.h"

#include "core/comm/communicationsummary.h"
#include "core/common/tr.h"
#include "core/format/durationformat.h"
#include "core/format/percentformat.h"

#include <QTextStream>

#include <algorithm>

namespace rl {

namespace {

// Collectives worth a line: judged as a problem, longest first.
std::vector<const JudgedCollective *> worstCollectives(const CommunicationReport &report, int count)
{
    std::vector<const JudgedCollective *> out;
    for (const JudgedCollective &c : report.collectives) {
        if (c.verdict != CommunicationVerdict::None && c.verdict != CommunicationVerdict::Ok)
            out.push_back(&c);
    }
    const size_t keep = std::min(out.size(), size_t(std::max(count, 0)));
    std::partial_sort(out.begin(), out.begin() + qsizetype(keep), out.end(),
                      [](const JudgedCollective *a, const JudgedCollective *b) {
                          return a->elapseUs.value_or(0.0) > b->elapseUs.value_or(0.0);
                      });
    out.resize(keep);
    return out;
}

} // namespace

QString communicationSummaryText(const CommunicationReport &report, int topCollectives)
{
    QString text;
    QTextStream out(&text);
    out << QStringView(u"  ")
        << Tr::tr("communication (%1): %2").arg(communicationSourceName(report.source), report.summary) << u'\n';
    for (const CommunicationLink &l : report.links) {
        out << QStringView(u"    ") << l.transport.leftJustified(6)
            << Tr::tr("%1 MB in %2 ms").arg(l.sizeMb, 0, 'f', 2).arg(l.timeMs, 0, 'f', 3);
        if (l.bandwidthGbs)
            out << QStringView(u", ") << Tr::tr("%1 GB/s").arg(*l.bandwidthGbs, 0, 'f', 2);
        if (l.utilization && l.peakGbs)
            out << QStringView(u", ") << Tr::tr("%1 of %2 GB/s").arg(percent(*l.utilization)).arg(*l.peakGbs);
        else
            out << QStringView(u", ") << Tr::tr("no roof on this chip");
        out << u'\n';
    }
    QStringList counts;
    for (const auto &[verdict, count] : verdictCounts(report))
        counts << Tr::tr("%1 %2").arg(count).arg(communicationVerdictDisplayName(verdict));
    if (!counts.isEmpty())
        out << QStringView(u"    ") << Tr::tr("verdicts: %1").arg(counts.join(u", ")) << u'\n';
    for (const JudgedCollective *c : worstCollectives(report, topCollectives)) {
        out << QStringView(u"    ")
            << Tr::tr("rank %1 %2: %3, %4; %5")
                   .arg(c->rank)
                   .arg(c->name, communicationVerdictDisplayName(c->verdict),
                        formatDurationUs(c->elapseUs.value_or(0.0)), c->evidence)
            << u'\n';
        if (!c->advice.empty())
            out << QStringView(u"      ") << QStringView(u"→ ") << c->advice.front().title << u'\n';
    }
    return text;
}

} // namespace rl
