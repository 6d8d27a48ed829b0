// SPDX-License-Identifier: GPL-3.0-or-later
// `run_breakdown`: the run section of the analysis with every list cut to 20 entries.
#include "app/mcp/toolcontext.h"

#include "core/agent/runanswer.h"
#include "core/common/tr.h"

namespace rl::mcp {

ToolResult runBreakdownTool(ToolContext &context, const json::Json &arguments)
{
    ToolArguments args(arguments);
    args.allowOnly({"path", "hardware", "rank", "hbm"});
    ToolResult failure;
    const auto entry = analysisFor(context, args, failure);
    if (!entry)
        return failure;
    json::Json answer = runAnswer(*entry->analysis, kMaxStructuredBytes - kEnvelopeBytes);
    if (!answer.is_object()) {
        // Not an error: the profile is fine, it just records no steps. Said in the answer so the
        // model moves on instead of retrying.
        answer = json::Json::object();
        answer["unavailable"] = json::str(Tr::tr("this profile has no run breakdown: it holds no step traces and no "
                                                 "device timeline. Its operators are analysed: use analyze and "
                                                 "bottlenecks."));
        answer["truncated"] = json::Json::object();
    }
    return ToolResult::ok(std::move(answer));
}

} // namespace rl::mcp
