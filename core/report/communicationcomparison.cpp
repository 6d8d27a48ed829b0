// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/communicationcomparison.h"

#include "core/common/tr.h"
#include "core/format/durationformat.h"
#include "core/report/htmldocument.h"

#include <QTextStream>

namespace rl {

namespace {

constexpr int kHtmlRows = 20;

QString changeText(const std::optional<double> &pct)
{
    return pct ? (*pct >= 0.0 ? u"+"_qs : QString()) + QString::number(*pct, 'f', 1) + u" %" : QString();
}

QString verdictChange(const CollectiveDelta &d)
{
    const QString before = communicationVerdictDisplayName(d.baseline->verdict);
    return d.verdictChanged ? Tr::tr("%1 → %2").arg(before, communicationVerdictDisplayName(d.candidate->verdict))
                            : before;
}

} // namespace

json::Json communicationComparisonJson(const CommunicationReport &baseline, const CommunicationReport &candidate,
                                       const CommunicationComparison &comparison)
{
    using json::Json;
    return Json{
        {"baseline",
         Json{{"source", json::str(communicationSourceName(baseline.source))},
              {"summary", json::str(baseline.summary)},
              {"collectives", baseline.collectives.size()}}},
        {"candidate",
         Json{{"source", json::str(communicationSourceName(candidate.source))},
              {"summary", json::str(candidate.summary)},
              {"collectives", candidate.collectives.size()}}},
        {"matches", kCommunicationMatchesMarker},
        {"unmatched", Json{{"baseline", comparison.unmatchedBaseline}, {"candidate", comparison.unmatchedCandidate}}}};
}

json::StreamedArray communicationMatchesArray(const CommunicationComparison &comparison)
{
    return {kCommunicationMatchesMarker, comparison.matches.size(), [&comparison](json::JsonStreamWriter &w, size_t i) {
                const CollectiveDelta &d = comparison.matches[i];
                w.beginObject();
                w.field("rank", d.baseline->rank);
                w.field("name", d.baseline->name);
                w.field("group", d.baseline->group);
                w.field("candidate_name", d.candidate->name);
                w.field("baseline_elapse_us", d.baseline->elapseUs);
                w.field("candidate_elapse_us", d.candidate->elapseUs);
                w.field("change_pct", d.elapseChangePct);
                w.field("baseline_utilization", d.baseline->utilization);
                w.field("candidate_utilization", d.candidate->utilization);
                w.fieldOrNull("baseline_verdict", communicationVerdictId(d.baseline->verdict));
                w.fieldOrNull("candidate_verdict", communicationVerdictId(d.candidate->verdict));
                w.endObject();
            }};
}

QString communicationComparisonText(const CommunicationComparison &comparison, int top)
{
    QString text;
    QTextStream out(&text);
    out << Tr::tr("Communication: %1 collectives matched, %2 only before, %3 only after")
               .arg(comparison.matches.size())
               .arg(comparison.unmatchedBaseline)
               .arg(comparison.unmatchedCandidate)
        << u'\n';
    for (size_t i = 0; i < comparison.matches.size() && i < size_t(std::max(top, 0)); ++i) {
        const CollectiveDelta &d = comparison.matches[i];
        out << QStringView(u"  ")
            << Tr::tr("rank %1 %2: %3 → %4 (%5); %6")
                   .arg(d.baseline->rank)
                   .arg(d.baseline->name, formatDurationUs(d.baseline->elapseUs.value_or(0.0)),
                        formatDurationUs(d.candidate->elapseUs.value_or(0.0)), changeText(d.elapseChangePct),
                        verdictChange(d))
            << u'\n';
    }
    return text;
}

void communicationComparisonSection(HtmlDocument &doc, const CommunicationReport &baseline,
                                    const CommunicationReport &candidate, const CommunicationComparison &comparison)
{
    doc.heading(Tr::tr("Communication between devices"), 2, u"communication"_qs);
    doc.facts({{Tr::tr("Before"), baseline.summary}, {Tr::tr("After"), candidate.summary}});
    QList<QStringList> rows;
    QStringList classes;
    for (size_t i = 0; i < comparison.matches.size() && i < size_t(kHtmlRows); ++i) {
        const CollectiveDelta &d = comparison.matches[i];
        rows << QStringList{QString::number(d.baseline->rank),
                            d.baseline->name,
                            formatDurationUs(d.baseline->elapseUs.value_or(0.0)),
                            formatDurationUs(d.candidate->elapseUs.value_or(0.0)),
                            changeText(d.elapseChangePct),
                            verdictChange(d)};
        classes << (d.elapseChangePct && *d.elapseChangePct > 0.0 ? u"regression"_qs : u"improvement"_qs);
    }
    doc.table(
        {Tr::tr("Rank"), Tr::tr("Collective"), Tr::tr("Before"), Tr::tr("After"), Tr::tr("Change"), Tr::tr("Verdict")},
        rows, classes);
    doc.paragraph(Tr::tr("%1 collectives matched by rank, name and group (or call site); %2 only before, %3 only "
                         "after. The largest changes in time first.")
                      .arg(comparison.matches.size())
                      .arg(comparison.unmatchedBaseline)
                      .arg(comparison.unmatchedCandidate),
                  u"muted"_qs);
}

} // namespace rl
