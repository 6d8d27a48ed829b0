// SPDX-License-Identifier: GPL-3.0-or-later
// `rooflens compare BEFORE AFTER`: the comparison as JSON, CSV, HTML, charts or a summary, and
// the regression gate (`--fail-on-regression PCT`, exit 1 naming every offender).
#include "app/cli/clirunner.h"
#include "app/cli/outputwriters.h"

#include "core/common/replacedfilecache.h"
#include "core/common/tr.h"
#include "core/compare/regressiongate.h"
#include "core/format/durationformat.h"
#include "core/format/percentformat.h"
#include "core/report/comparisonjson.h"
#include "core/report/comparisontext.h"
#include "core/workflow/workflow.h"

namespace rl::cli {

namespace {

// The gate (core/compare/regressiongate.h decides): every matched operator slower than the
// percentage, named on `err`.
bool passesGate(const Comparison &c, double pct, QTextStream &err)
{
    const RegressionGate gate = regressionGate(c, pct);
    const std::vector<int> &slower = gate.offenders;
    for (int i : slower) {
        const OperatorDelta &d = c.deltas[size_t(i)];
        err << QStringView(u"rooflens: ")
            << Tr::tr("regression: %1 (baseline #%2, candidate #%3) %4 → %5 (%6), more than %7 % slower")
                   .arg(c.baseline->op(d.match.baselineIndex).name)
                   .arg(d.match.baselineIndex)
                   .arg(d.match.candidateIndex)
                   .arg(formatDurationUs(d.baselineUs), formatDurationUs(d.candidateUs), formatChangePct(d.changePct))
                   .arg(pct)
            << u'\n';
    }
    if (!slower.empty())
        err << QStringView(u"rooflens: ")
            << Tr::tr("%n matched operator(s) slower than the gate allows", nullptr, int(slower.size())) << u'\n';
    return gate.passed();
}

} // namespace

int runCompare(const CliOptions &o, QTextStream &out, QTextStream &err)
{
    CompareRequest request;
    request.baselinePaths = QStringList{o.paths.value(0)};
    request.candidatePaths = QStringList{o.paths.value(1)};
    request.hardware = o.hardware;
    request.hbmVariant = o.hbmVariant;
    request.options = analyzeOptionsFrom(o);
    request.load.rank = o.rank;
    Progress progress;
    // The outputs' old files leave the page cache while the comparison runs (see the class).
    const ReplacedFileCache replaced({o.jsonOut, o.csvOut, o.htmlOut});
    auto comparison = Workflow::builtin().compare(request, progress);
    if (!comparison) {
        err << QStringView(u"rooflens: ") << comparison.error().toString() << u'\n';
        return exitCodeFor(comparison.error());
    }
    printDiagnostics(*comparison->baseline, err);
    printDiagnostics(*comparison->candidate, err);

    bool ok = true;
    bool wroteSomething = false;
    if (!o.jsonOut.isEmpty()) {
        const auto produce = [&](QIODevice &device) { return writeComparisonJson(*comparison, device, o.jsonIndent); };
        ok = writeOutput(o.jsonOut, produce, out, err) && ok;
        wroteSomething = true;
    }
    if (!o.csvOut.isEmpty() || !o.htmlOut.isEmpty() || !o.chartsDir.isEmpty()) {
        ok = writeComparisonOutputs(*comparison, o, out, err) && ok;
        wroteSomething = true;
    }
    if (!wroteSomething)
        out << comparisonSummaryText(*comparison);
    out.flush();
    if (!ok)
        return ExitInput;
    if (o.failOnRegressionPct && !passesGate(*comparison, *o.failOnRegressionPct, err))
        return ExitGateFailed;
    return ExitOk;
}

} // namespace rl::cli
