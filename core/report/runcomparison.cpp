// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/runcomparison.h"

#include "core/common/tr.h"
#include "core/format/durationformat.h"
#include "core/report/htmldocument.h"
#include "core/report/runreport.h"

#include <QTextStream>

#include <set>

namespace rl {

namespace {

using json::Json;

std::set<int> ranksOf(const RunBreakdown *a, const RunBreakdown *b)
{
    std::set<int> ranks;
    for (const RunBreakdown *run : {a, b}) {
        if (run) {
            for (const RankBreakdown &r : run->ranks)
                ranks.insert(r.rank);
        }
    }
    return ranks;
}

const StepBreakdown *totalsOf(const RunBreakdown *run, int rank)
{
    const RankBreakdown *r = run ? run->rank(rank) : nullptr;
    return r ? &r->totals : nullptr;
}

Json totalsJson(const StepBreakdown *s)
{
    if (!s)
        return nullptr;
    return Json{{"total_us", s->totalUs()},
                {"computing_us", json::opt(s->computingUs)},
                {"communication_not_overlapped_us", json::opt(s->communicationNotOverlappedUs)},
                {"free_us", json::opt(s->freeUs)}};
}

QString signedDuration(double us)
{
    return (us > 0 ? u"+"_qs : QString()) + formatDurationUs(us);
}

} // namespace

Json runComparisonJson(const RunBreakdown *baseline, const RunBreakdown *candidate)
{
    if (!baseline && !candidate)
        return nullptr;
    Json ranks = Json::array();
    for (int rank : ranksOf(baseline, candidate)) {
        const StepBreakdown *a = totalsOf(baseline, rank), *b = totalsOf(candidate, rank);
        Json o{{"rank", rank}, {"baseline", totalsJson(a)}, {"candidate", totalsJson(b)}};
        if (a && b) {
            o["delta_total_us"] = b->totalUs() - a->totalUs();
            o["delta_computing_us"] = b->computingUs.value_or(0.0) - a->computingUs.value_or(0.0);
            o["delta_communication_not_overlapped_us"] = b->communicationNotOverlappedUs.value_or(0.0)
                - a->communicationNotOverlappedUs.value_or(0.0);
            o["delta_free_us"] = b->freeUs.value_or(0.0) - a->freeUs.value_or(0.0);
        }
        ranks.push_back(std::move(o));
    }
    return Json{{"ranks", ranks}};
}

QString runComparisonText(const RunBreakdown *baseline, const RunBreakdown *candidate)
{
    if (!baseline && !candidate)
        return {};
    QString text;
    QTextStream out(&text);
    out << Tr::tr("Step time per rank (before → after):") << u'\n';
    for (int rank : ranksOf(baseline, candidate)) {
        const StepBreakdown *a = totalsOf(baseline, rank), *b = totalsOf(candidate, rank);
        out << QStringView(u"  ");
        if (a && b)
            out << Tr::tr("rank %1: %2 → %3 (computing %4, communication not overlapped %5, free %6)")
                       .arg(rank)
                       .arg(formatDurationUs(a->totalUs()), formatDurationUs(b->totalUs()),
                            signedDuration(b->computingUs.value_or(0.0) - a->computingUs.value_or(0.0)),
                            signedDuration(b->communicationNotOverlappedUs.value_or(0.0)
                                           - a->communicationNotOverlappedUs.value_or(0.0)),
                            signedDuration(b->freeUs.value_or(0.0) - a->freeUs.value_or(0.0)));
        else
            out << Tr::tr("rank %1: only in the %2").arg(rank).arg(a ? Tr::tr("baseline") : Tr::tr("candidate"));
        out << u'\n';
    }
    return text;
}

void runComparisonSection(HtmlDocument &doc, const RunBreakdown *baseline, const RunBreakdown *candidate)
{
    if (!baseline && !candidate)
        return;
    doc.heading(Tr::tr("Where the step goes, before and after"), 2, u"run"_qs);
    QString charts = u"<div class=\"charts\">"_qs;
    for (const RunBreakdown *run : {baseline, candidate}) {
        if (run)
            charts += runBreakdownSvg(*run);
    }
    doc.raw(charts + u"</div>\n");
    QList<QStringList> rows;
    for (int rank : ranksOf(baseline, candidate)) {
        const StepBreakdown *a = totalsOf(baseline, rank), *b = totalsOf(candidate, rank);
        auto part = [](const StepBreakdown *s, int which) {
            if (!s)
                return QString();
            const double v = which == 0 ? s->totalUs()
                : which == 1            ? s->computingUs.value_or(0.0)
                : which == 2            ? s->communicationNotOverlappedUs.value_or(0.0)
                                        : s->freeUs.value_or(0.0);
            return formatDurationUs(v);
        };
        QStringList row{QString::number(rank)};
        for (int which = 0; which < 4; ++which)
            row << part(a, which) + u" → " + part(b, which);
        rows << row;
    }
    doc.table({Tr::tr("Rank"), Tr::tr("Step time"), Tr::tr("Computing"), Tr::tr("Communication not overlapped"),
               Tr::tr("Free")},
              rows);
}

} // namespace rl
