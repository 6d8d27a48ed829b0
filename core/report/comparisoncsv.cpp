// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/comparisoncsv.h"

#include "core/report/analysiscsv.h"
#include "core/report/inmemoryoutput.h"

namespace rl {

namespace {

void writeLimit(CsvRow &row, const LimitingComponent &l)
{
    if (l.key)
        writeComponentKey(row, *l.key);
    else
        row.empty();
    row.significant(l.U).significant(l.R);
}

void writeMatchedRow(CsvRow &row, const Comparison &c, const OperatorDelta &d)
{
    const Operator &op = c.baseline->op(d.match.baselineIndex);
    row.plain(u"matched")
        .text(d.match.key)
        .plain(matchRuleId(d.match.rule))
        .integer(d.match.baselineIndex)
        .integer(d.match.candidateIndex)
        .text(op.name)
        .text(op.type)
        .fixed(d.baselineUs, 3)
        .fixed(d.candidateUs, 3)
        .fixed(d.deltaUs(), 3)
        .significant(d.changePct)
        .significant(d.speedup)
        .plain(deltaVerdictId(d.verdict))
        .plain(categoryId(d.baselineCategory))
        .plain(categoryId(d.candidateCategory));
    writeLimit(row, d.baselineLimit);
    writeLimit(row, d.candidateLimit);
    row.end();
}

// An operator only one side has: its columns on that side, the other side's left empty.
void writeUnmatchedRow(CsvRow &row, const Analysis &a, int index, bool baseline)
{
    const Operator &op = a.op(index);
    const OperatorResult &r = a.operators[size_t(index)];
    row.plain(baseline ? u"baseline_only" : u"candidate_only").text(operatorMatchKey(op)).empty();
    const auto onSide = [&](bool side, const auto &write) {
        if (side)
            write();
        else
            row.empty();
    };
    onSide(baseline, [&] { row.integer(index); });
    onSide(!baseline, [&] { row.integer(index); });
    row.text(op.name).text(op.type);
    onSide(baseline, [&] { row.fixed(op.durationUs, 3); });
    onSide(!baseline, [&] { row.fixed(op.durationUs, 3); });
    row.empties(4);
    onSide(baseline, [&] { row.plain(categoryId(r.category)); });
    onSide(!baseline, [&] { row.plain(categoryId(r.category)); });
    const LimitingComponent l = limitingComponentOf(r);
    if (baseline) {
        writeLimit(row, l);
        row.empties(3);
    } else {
        row.empties(3);
        writeLimit(row, l);
    }
    row.end();
}

} // namespace

bool writeComparisonCsv(const Comparison &c, QIODevice &device)
{
    const size_t matched = c.deltas.size(), onlyBefore = c.unmatchedBaseline.size();
    const size_t count = matched + onlyBefore + c.unmatchedCandidate.size();
    return writeCsvTable(device,
                         QStringLiteral("status,key,rule,baseline_index,candidate_index,name,type,baseline_duration_us,"
                                        "candidate_duration_us,delta_us,change_pct,speedup,verdict,baseline_category,"
                                        "candidate_category,baseline_limiting,baseline_U,baseline_R,candidate_limiting,"
                                        "candidate_U,candidate_R"),
                         count, [&](CsvRow &row, size_t i) {
                             if (i < matched)
                                 writeMatchedRow(row, c, c.deltas[i]);
                             else if (i < matched + onlyBefore)
                                 writeUnmatchedRow(row, *c.baseline, c.unmatchedBaseline[i - matched], true);
                             else
                                 writeUnmatchedRow(row, *c.candidate, c.unmatchedCandidate[i - matched - onlyBefore],
                                                   false);
                         });
}

QByteArray comparisonToCsv(const Comparison &c)
{
    return writtenToMemory([&](QIODevice &device) { return writeComparisonCsv(c, device); });
}

} // namespace rl
