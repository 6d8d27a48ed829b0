// SPDX-License-Identifier: GPL-3.0-or-later
// `compare`: two runs matched operator by operator as `rooflens compare` matches them (the
// analyses from the cache, so comparing a run just analysed does not load it again), answered
// in brief (the speedup, the gate, the largest changes).
#include "app/mcp/toolcontext.h"

#include "core/agent/compareanswer.h"
#include "core/common/tr.h"
#include "core/compare/comparison.h"

namespace rl::mcp {

ToolResult compareTool(ToolContext &context, const json::Json &arguments)
{
    ToolArguments args(arguments);
    args.allowOnly({"before", "after", "hardware", "fail_on_regression_pct"});
    const auto before = args.requiredString("before");
    const auto after = args.requiredString("after");
    const auto hardware = args.optionalString("hardware");
    const auto failPct = args.optionalNumber("fail_on_regression_pct", 0.0);
    if (args.failed())
        return ToolResult::fail(args.error());

    // Each side through the cache with the request `analyze` makes for it (Workflow::compare
    // loads both sides the same way).
    std::shared_ptr<const Analysis> sides[2];
    const QString paths[2] = {*before, *after};
    const QString stages[2] = {Tr::tr("Loading the baseline"), Tr::tr("Loading the candidate")};
    for (int side = 0; side < 2; ++side) {
        AnalysisRequest request;
        request.paths = QStringList{paths[side]};
        request.hardware = hardware.value_or(QString());
        context.progress.setStage(stages[side]);
        auto entry = context.cache.get(request, context.progress);
        if (!entry)
            return toolError(entry.error());
        if (context.progress.cancelled())
            return ToolResult::dropped();
        sides[side] = entry->analysis;
    }
    Comparison comparison = compareAnalyses(sides[0], sides[1]);
    comparison.baselineTotals.paths = QStringList{paths[0]};
    comparison.candidateTotals.paths = QStringList{paths[1]};
    return ToolResult::ok(compareAnswer(comparison, failPct));
}

} // namespace rl::mcp
