// SPDX-License-Identifier: GPL-3.0-or-later
// `analyze`: the agent summary of one run (rooflens.summary/1).
#include "app/mcp/toolcontext.h"

#include "core/agent/agentsummary.h"

namespace rl::mcp {

ToolResult analyzeTool(ToolContext &context, const json::Json &arguments)
{
    ToolArguments args(arguments);
    args.allowOnly({"path", "hardware", "rank", "hbm"});
    ToolResult failure;
    const auto entry = analysisFor(context, args, failure);
    if (!entry)
        return failure;
    return ToolResult::ok(agentSummary(*entry->analysis));
}

} // namespace rl::mcp
