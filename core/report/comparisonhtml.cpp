// SPDX-License-Identifier: GPL-3.0-or-later
// comparisonToHtml(): the comparison half of htmlreport.h.
#include "core/common/tr.h"
#include "core/format/durationformat.h"
#include "core/format/percentformat.h"
#include "core/format/speedupformat.h"
#include "core/report/barsvg.h"
#include "core/report/communicationcomparison.h"
#include "core/report/htmldocument.h"
#include "core/report/htmlreport.h"
#include "core/report/htmlsections.h"
#include "core/report/memorycomparison.h"
#include "core/report/rooflinesvg.h"
#include "core/report/runcomparison.h"

namespace rl {

namespace {

QString rowClass(DeltaVerdict v)
{
    return v == DeltaVerdict::Unchanged ? QString() : deltaVerdictId(v);
}

QStringList deltaRow(const Comparison &c, const OperatorDelta &d)
{
    const Operator &op = c.baseline->op(d.match.baselineIndex);
    auto limit = [](const LimitingComponent &l) -> QString {
        if (!l.key)
            return QString();
        return l.key->displayName() + u" U " + (l.U ? percent(*l.U) : u"—"_qs) + u" R "
            + (l.R ? percent(*l.R) : u"—"_qs);
    };
    return {op.name,
            op.type,
            QString::number(d.baselineUs, 'f', 3),
            QString::number(d.candidateUs, 'f', 3),
            formatChangePct(d.changePct),
            formatSpeedup(d.speedup),
            categoryDisplayName(d.baselineCategory) + u" → " + categoryDisplayName(d.candidateCategory),
            limit(d.baselineLimit),
            limit(d.candidateLimit),
            matchRuleId(d.match.rule)};
}

QStringList deltaHeader()
{
    return {Tr::tr("Operator"),
            Tr::tr("Type"),
            Tr::tr("Before (µs)"),
            Tr::tr("After (µs)"),
            Tr::tr("Change"),
            Tr::tr("Speedup"),
            Tr::tr("Category before → after"),
            Tr::tr("Limiting before"),
            Tr::tr("Limiting after"),
            Tr::tr("Matched by")};
}

void deltaTable(HtmlDocument &doc, const Comparison &c, const std::vector<int> &which)
{
    QList<QStringList> rows;
    QStringList classes;
    for (int i : which) {
        rows << deltaRow(c, c.deltas[size_t(i)]);
        classes << rowClass(c.deltas[size_t(i)].verdict);
    }
    doc.table(deltaHeader(), rows, classes);
}

void topChanges(HtmlDocument &doc, const Comparison &c, int count)
{
    doc.heading(Tr::tr("Largest improvements and regressions"), 2, u"changes"_qs);
    doc.paragraph(Tr::tr("Changes within ±%1 % of the baseline time count as noise.").arg(c.options.noiseThresholdPct),
                  u"muted"_qs);
    const std::vector<int> better = c.topImprovements(count), worse = c.topRegressions(count);
    QList<SignedBar> bars;
    for (const std::vector<int> *list : {&better, &worse}) {
        for (int i : *list) {
            const OperatorDelta &d = c.deltas[size_t(i)];
            bars << SignedBar{c.baseline->op(d.match.baselineIndex).name, d.deltaUs(), verdictHexColor(d.verdict),
                              formatChangePct(d.changePct) + u" (" + formatSpeedup(d.speedup) + u')'};
        }
    }
    if (bars.isEmpty()) {
        doc.paragraph(Tr::tr("No matched operator changed beyond the noise threshold."));
        return;
    }
    doc.raw(u"<div class=\"charts\">"_qs
            + signedBarsSvg(bars, Tr::tr("Time saved (left) and added (right) per operator"), Tr::tr("Δ time (µs)"))
            + u"</div>\n");
    doc.heading(Tr::tr("Improvements"), 3);
    deltaTable(doc, c, better);
    doc.heading(Tr::tr("Regressions"), 3);
    deltaTable(doc, c, worse);
}

// At most `maxRows` rows: two unrelated long runs leave a quarter of a million unmatched.
void unmatched(HtmlDocument &doc, const Analysis &a, const std::vector<int> &indices, const QString &title, int maxRows)
{
    if (indices.empty())
        return;
    doc.heading(title, 3);
    QList<QStringList> rows;
    for (int i : indices) {
        if (rows.size() >= maxRows)
            break;
        const Operator &op = a.op(i);
        rows << QStringList{QString::number(i), op.name, op.type, QString::number(op.durationUs, 'f', 3),
                            categoryDisplayName(a.operators[size_t(i)].category)};
    }
    doc.table({Tr::tr("#"), Tr::tr("Name"), Tr::tr("Type"), Tr::tr("Duration (µs)"), Tr::tr("Category")}, rows);
    if (indices.size() > size_t(rows.size()))
        doc.paragraph(Tr::tr("%1 more are in the CSV and JSON outputs.").arg(indices.size() - size_t(rows.size())),
                      u"muted"_qs);
}

} // namespace

QByteArray comparisonToHtml(const Comparison &c, const HtmlReportOptions &options)
{
    HtmlDocument doc(Tr::tr("RoofLens comparison: %1 → %2")
                         .arg(workloadName(*c.baseline->profile), workloadName(*c.candidate->profile)));
    doc.facts({{Tr::tr("Baseline"), c.baselineTotals.paths.join(u", ")},
               {Tr::tr("Candidate"), c.candidateTotals.paths.join(u", ")},
               {Tr::tr("Hardware"), c.baseline->hardware.name + u" → " + c.candidate->hardware.name},
               {Tr::tr("Total operator time"),
                formatDurationUs(c.baselineTotals.totalDurationUs) + u" → "
                    + formatDurationUs(c.candidateTotals.totalDurationUs)},
               {Tr::tr("Speedup"), formatSpeedup(c.speedup)},
               {Tr::tr("Operators"),
                Tr::tr("%1 matched, %2 only in the baseline, %3 only in the candidate")
                    .arg(c.deltas.size())
                    .arg(c.unmatchedBaseline.size())
                    .arg(c.unmatchedCandidate.size())}});

    runComparisonSection(doc, c.baseline->profile->run.get(), c.candidate->profile->run.get());
    if (c.baseline->communication && c.candidate->communication)
        communicationComparisonSection(doc, *c.baseline->communication, *c.candidate->communication,
                                       compareCommunication(*c.baseline->communication, *c.candidate->communication));
    memoryComparisonSection(doc, c.baseline->memory.get(), c.candidate->memory.get());

    doc.heading(Tr::tr("Categories before and after"), 2, u"categories"_qs);
    doc.raw(u"<div class=\"charts\">"_qs
            + categorySharesSvg({{Tr::tr("Before"), c.baselineTotals.categoryTimeShare},
                                 {Tr::tr("After"), c.candidateTotals.categoryTimeShare}},
                                Tr::tr("Share of operator time per category"))
            + u"</div>\n");
    categoryTable(doc,
                  {{Tr::tr("Before"), c.baselineTotals.categoryCount, c.baselineTotals.categoryTimeShare},
                   {Tr::tr("After"), c.candidateTotals.categoryCount, c.candidateTotals.categoryTimeShare}});

    topChanges(doc, c, options.topChanges);

    doc.heading(Tr::tr("Roofline before and after"), 2, u"roofline"_qs);
    QString charts;
    for (const ComponentPair &pair : componentPairsFor(c.baseline->hardware)) {
        const RooflineChartData before = buildRooflineChart(*c.baseline, pair, options.scale);
        const RooflineChartData after = buildRooflineChart(*c.candidate, pair, options.scale);
        if (!before.points.empty() || !after.points.empty())
            charts += rooflineCompareSvg(before, after, c);
    }
    if (charts.isEmpty())
        doc.paragraph(Tr::tr("No operator has the work counts a Roofline chart needs."), u"muted"_qs);
    else
        doc.raw(u"<div class=\"charts\">\n"_qs + charts + u"</div>\n");

    doc.heading(Tr::tr("All matched operators"), 2, u"matches"_qs);
    std::vector<int> all;
    for (int i = 0; i < int(c.deltas.size()) && i < options.operatorRows; ++i)
        all.push_back(i);
    deltaTable(doc, c, all);
    if (c.deltas.size() > size_t(options.operatorRows))
        doc.paragraph(Tr::tr("%1 more matches are in the CSV and JSON outputs.")
                          .arg(c.deltas.size() - size_t(options.operatorRows)),
                      u"muted"_qs);
    unmatched(doc, *c.baseline, c.unmatchedBaseline, Tr::tr("Only in the baseline"), options.operatorRows);
    unmatched(doc, *c.candidate, c.unmatchedCandidate, Tr::tr("Only in the candidate"), options.operatorRows);
    diagnosticsSection(doc,
                       {&c.baseline->profile->diagnostics, &c.baseline->diagnostics, &c.candidate->profile->diagnostics,
                        &c.candidate->diagnostics});
    return doc.finish();
}

} // namespace rl
