// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/comparisontext.h"

#include "core/format/durationformat.h"
#include "core/format/percentformat.h"
#include "core/format/speedupformat.h"
#include "core/report/communicationcomparison.h"
#include "core/report/memorycomparison.h"

#include "core/report/runcomparison.h"

#include "core/common/tr.h"

#include <QTextStream>

#include <cmath>

namespace rl {

namespace {

QString pad(const QString &s, int width)
{
    return s.size() >= width ? s.left(width - 1) + u"…" : s.leftJustified(width);
}

void listDeltas(QTextStream &out, const Comparison &c, const std::vector<int> &which)
{
    int n = 0;
    for (int i : which) {
        const OperatorDelta &d = c.deltas[size_t(i)];
        out << QString::number(++n).rightJustified(3) << QStringView(u". ")
            << pad(c.baseline->op(d.match.baselineIndex).name, 40) << u' '
            << formatDurationUs(d.baselineUs).rightJustified(12) << QStringView(u" → ")
            << formatDurationUs(d.candidateUs).rightJustified(12) << u' '
            << formatChangePct(d.changePct).rightJustified(9) << QStringView(u"  ")
            << categoryDisplayName(d.baselineCategory) << QStringView(u" → ")
            << categoryDisplayName(d.candidateCategory) << u'\n';
    }
    if (n == 0)
        out << QStringView(u"  ") << Tr::tr("none beyond the noise threshold") << u'\n';
}

} // namespace

QString comparisonSummaryText(const Comparison &c, int topOperators)
{
    QString text;
    QTextStream out(&text);
    out << Tr::tr("RoofLens comparison") << u'\n';
    out << QStringView(u"  ")
        << Tr::tr("baseline:  %1 (%n operator(s), %2)", nullptr, c.baselineTotals.operatorCount)
               .arg(c.baselineTotals.paths.join(u", "), formatDurationUs(c.baselineTotals.totalDurationUs))
        << u'\n';
    out << QStringView(u"  ")
        << Tr::tr("candidate: %1 (%n operator(s), %2)", nullptr, c.candidateTotals.operatorCount)
               .arg(c.candidateTotals.paths.join(u", "), formatDurationUs(c.candidateTotals.totalDurationUs))
        << u'\n';
    out << QStringView(u"  ") << Tr::tr("speedup: %1").arg(formatSpeedup(c.speedup)) << u'\n';
    out << QStringView(u"  ")
        << Tr::tr("matched %1, only in baseline %2, only in candidate %3")
               .arg(c.deltas.size())
               .arg(c.unmatchedBaseline.size())
               .arg(c.unmatchedCandidate.size())
        << QStringView(u"\n\n");

    if (const QString run = runComparisonText(c.baseline->profile->run.get(), c.candidate->profile->run.get());
        !run.isEmpty())
        out << run << u'\n';
    if (c.baseline->communication && c.candidate->communication)
        out << communicationComparisonText(
            compareCommunication(*c.baseline->communication, *c.candidate->communication))
            << u'\n';
    if (const QString memory = memoryComparisonText(c.baseline->memory.get(), c.candidate->memory.get());
        !memory.isEmpty())
        out << memory << u'\n';
    out << Tr::tr("Share of time per category (before → after):") << u'\n';
    for (Category cat : kAllCategories) {
        const double before = c.baselineTotals.categoryTimeShare.value(cat);
        const double after = c.candidateTotals.categoryTimeShare.value(cat);
        if (before == 0.0 && after == 0.0)
            continue;
        out << QStringView(u"  ") << pad(categoryDisplayName(cat), 28) << percent(before).rightJustified(8)
            << QStringView(u" → ") << percent(after).rightJustified(8) << u'\n';
    }
    out << u'\n' << Tr::tr("Largest improvements (noise threshold %1 %):").arg(c.options.noiseThresholdPct) << u'\n';
    listDeltas(out, c, c.topImprovements(topOperators));
    out << u'\n' << Tr::tr("Largest regressions:") << u'\n';
    listDeltas(out, c, c.topRegressions(topOperators));
    return text;
}

} // namespace rl
