// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/clirunner.h"
#include "app/cli/outputwriters.h"

#include "core/agent/agentsummary.h"
#include "core/cluster/ranksummary.h"
#include "core/common/replacedfilecache.h"
#include "core/common/tr.h"
#include "core/report/analysisjson.h"
#include "core/report/textsummary.h"
#include "core/workflow/workflow.h"

namespace rl::cli {

AnalyzeOptions analyzeOptionsFrom(const CliOptions &o)
{
    AnalyzeOptions a;
    if (o.uThreshold)
        a.thresholds.uCubeOps = a.thresholds.uOtherOps = *o.uThreshold;
    if (o.uCubeThreshold)
        a.thresholds.uCubeOps = *o.uCubeThreshold;
    if (o.uOtherThreshold)
        a.thresholds.uOtherOps = *o.uOtherThreshold;
    if (o.rThreshold)
        a.thresholds.r = *o.rThreshold;
    if (!o.language.isEmpty())
        a.language = o.language;
    return a;
}

void printDiagnostics(const Analysis &analysis, QTextStream &err)
{
    for (const Diagnostics *list : {&analysis.profile->diagnostics, &analysis.diagnostics}) {
        for (const Diagnostic &d : *list)
            err << QStringView(u"rooflens: ") << severityName(d.severity) << QStringView(u": ") << d.toString()
                << u'\n';
    }
}

int runAnalyze(const CliOptions &o, QTextStream &out, QTextStream &err)
{
    AnalysisRequest request;
    request.paths = o.paths;
    request.hardware = o.hardware;
    request.hbmVariant = o.hbmVariant;
    request.options = analyzeOptionsFrom(o);
    request.load.rank = o.rank;
    Progress progress;
    // The outputs' old files leave the page cache while the analysis runs (see the class).
    const ReplacedFileCache replaced({o.jsonOut, o.summaryJsonOut, o.rankSummaryOut, o.csvOut, o.htmlOut});
    auto analysis = Workflow::builtin().loadAndAnalyze(request, progress);
    if (!analysis) {
        err << QStringView(u"rooflens: ") << analysis.error().toString() << u'\n';
        return exitCodeFor(analysis.error());
    }
    printDiagnostics(*analysis, err);

    bool ok = true;
    bool wroteSomething = false;
    if (!o.jsonOut.isEmpty()) {
        const auto produce = [&](QIODevice &device) { return writeAnalysisJson(*analysis, device, o.jsonIndent); };
        ok = writeOutput(o.jsonOut, produce, out, err) && ok;
        wroteSomething = true;
    }
    if (!o.summaryJsonOut.isEmpty()) {
        // rooflens.summary/1 (core/agent/README.md §2): what an assistant reads first.
        const QByteArray summary = json::dump(agentSummary(*analysis), o.jsonIndent);
        ok = writeOutput(o.summaryJsonOut, summary, out, err) && ok;
        wroteSomething = true;
    }
    if (!o.rankSummaryOut.isEmpty()) {
        // rooflens.rank-summary/1 (core/cluster/README.md §1): the map step of `rooflens reduce`.
        const auto summary = rankSummary(*analysis, o.jsonIndent);
        if (summary) {
            ok = writeOutput(o.rankSummaryOut, *summary, out, err) && ok;
        } else {
            err << QStringView(u"rooflens: ") << summary.error().toString() << u'\n';
            ok = false;
        }
        wroteSomething = true;
    }
    const auto shared = std::make_shared<const Analysis>(std::move(analysis).value());
    if (!o.csvOut.isEmpty() || !o.htmlOut.isEmpty() || !o.chartsDir.isEmpty()) {
        ok = writeAnalysisOutputs(*shared, o, out, err) && ok;
        wroteSomething = true;
    }
    if (!wroteSomething)
        out << analysisSummaryText(*shared);
    // The process ends next: freeing a long run's operators one by one took a twentieth of
    // its time, and the system takes the memory back at once. Kept reachable, so leak
    // checkers do not count it.
    static auto *keptUntilExit = new std::vector<std::shared_ptr<const Analysis>>;
    keptUntilExit->push_back(shared);
    return ok ? ExitOk : ExitInput;
}

} // namespace rl::cli
