// SPDX-License-Identifier: GPL-3.0-or-later
// `operator`: one kernel launch in full, by index or by name (first match, with match_count).
#include "app/mcp/toolcontext.h"

#include "core/agent/operatoranswer.h"
#include "core/common/tr.h"

#include <limits>

namespace rl::mcp {

ToolResult operatorTool(ToolContext &context, const json::Json &arguments)
{
    ToolArguments args(arguments);
    args.allowOnly({"path", "index", "name", "hardware", "rank", "hbm"});
    const auto index = args.optionalInt("index", 0, std::numeric_limits<int>::max());
    const auto name = args.optionalString("name");
    if (!args.failed() && !index && !name)
        args.fail("index", Tr::tr("give index or name"));
    if (!args.failed() && index && name)
        args.fail("name", Tr::tr("give index or name, not both"));
    if (args.failed())
        return ToolResult::fail(args.error());

    ToolResult failure;
    const auto entry = analysisFor(context, args, failure);
    if (!entry)
        return failure;
    const Analysis &analysis = *entry->analysis;
    std::optional<OperatorNameMatch> match;
    if (name) {
        match = findOperatorByName(analysis, *name);
        if (!match)
            return ToolResult::fail(Tr::tr("argument `name`: no operator is named \"%1\" or has it in its name; "
                                           "bottlenecks with group_by \"operator\" lists names and indices")
                                        .arg(*name));
    }
    const int wanted = match ? match->index : *index;
    json::Json answer = operatorAnswer(analysis, wanted, kMaxStructuredBytes - kEnvelopeBytes);
    if (!answer.is_object())
        return ToolResult::fail(Tr::tr("argument `index`: no operator %1; this run has %n operator(s)", nullptr,
                                       int(analysis.operators.size()))
                                    .arg(wanted));
    if (match)
        answer["match_count"] = match->matchCount;
    return ToolResult::ok(std::move(answer));
}

} // namespace rl::mcp
