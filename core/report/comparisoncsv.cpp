// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/comparisoncsv.h"

#include "core/report/analysiscsv.h"
#include "core/report/inmemoryoutput.h"

#include <QStringList>

namespace rl {

namespace {

QString num(const std::optional<double> &v, int precision = 6)
{
    return v ? QString::number(*v, 'g', precision) : QString();
}

QStringList limitFields(const LimitingComponent &l)
{
    return {l.key ? l.key->toString() : QString(), num(l.U), num(l.R)};
}

QStringList emptyLimit()
{
    return {QString(), QString(), QString()};
}

QString matchedRow(const Comparison &c, const OperatorDelta &d)
{
    const Operator &op = c.baseline->op(d.match.baselineIndex);
    QStringList f;
    f << u"matched"_qs << csvField(d.match.key) << matchRuleId(d.match.rule) << QString::number(d.match.baselineIndex)
      << QString::number(d.match.candidateIndex) << csvField(op.name) << csvField(op.type)
      << QString::number(d.baselineUs, 'f', 3) << QString::number(d.candidateUs, 'f', 3)
      << QString::number(d.deltaUs(), 'f', 3) << num(d.changePct) << num(d.speedup) << deltaVerdictId(d.verdict)
      << categoryId(d.baselineCategory) << categoryId(d.candidateCategory) << limitFields(d.baselineLimit)
      << limitFields(d.candidateLimit);
    return f.join(u',');
}

QString unmatchedRow(const Analysis &a, int index, bool baseline)
{
    const Operator &op = a.op(index);
    const OperatorResult &r = a.operators[size_t(index)];
    const QString cat = categoryId(r.category);
    const QString dur = QString::number(op.durationUs, 'f', 3);
    QStringList f;
    f << (baseline ? u"baseline_only"_qs : u"candidate_only"_qs) << csvField(operatorMatchKey(op)) << QString()
      << (baseline ? QString::number(index) : QString()) << (baseline ? QString() : QString::number(index))
      << csvField(op.name) << csvField(op.type) << (baseline ? dur : QString()) << (baseline ? QString() : dur)
      << QString() << QString() << QString() << QString() << (baseline ? cat : QString())
      << (baseline ? QString() : cat);
    const LimitingComponent l = limitingComponentOf(r);
    f << (baseline ? limitFields(l) : emptyLimit()) << (baseline ? emptyLimit() : limitFields(l));
    return f.join(u',');
}

} // namespace

bool writeComparisonCsv(const Comparison &c, QIODevice &device)
{
    const size_t matched = c.deltas.size(), onlyBefore = c.unmatchedBaseline.size();
    const size_t count = matched + onlyBefore + c.unmatchedCandidate.size();
    return writeCsvRows(device,
                        QStringLiteral("status,key,rule,baseline_index,candidate_index,name,type,baseline_duration_us,"
                                       "candidate_duration_us,delta_us,change_pct,speedup,verdict,baseline_category,"
                                       "candidate_category,baseline_limiting,baseline_U,baseline_R,candidate_limiting,"
                                       "candidate_U,candidate_R"),
                        count, [&](size_t i) {
                            if (i < matched)
                                return matchedRow(c, c.deltas[i]);
                            if (i < matched + onlyBefore)
                                return unmatchedRow(*c.baseline, c.unmatchedBaseline[i - matched], true);
                            return unmatchedRow(*c.candidate, c.unmatchedCandidate[i - matched - onlyBefore], false);
                        });
}

QByteArray comparisonToCsv(const Comparison &c)
{
    return writtenToMemory([&](QIODevice &device) { return writeComparisonCsv(c, device); });
}

} // namespace rl
