// SPDX-License-Identifier: GPL-3.0-or-later
// `compare`: two runs matched operator by operator, through Workflow::compare as
// `rooflens compare` does, answered in brief (the speedup, the gate, the largest changes).
#include "app/mcp/toolcontext.h"

#include "core/agent/compareanswer.h"
#include "core/workflow/workflow.h"

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

    CompareRequest request;
    request.baselinePaths = QStringList{*before};
    request.candidatePaths = QStringList{*after};
    request.hardware = hardware.value_or(QString());
    auto comparison = Workflow::builtin().compare(request, context.progress);
    if (!comparison)
        return toolError(comparison.error());
    if (context.progress.cancelled())
        return ToolResult::dropped();
    return ToolResult::ok(compareAnswer(*comparison, failPct));
}

} // namespace rl::mcp
