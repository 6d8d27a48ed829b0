// SPDX-License-Identifier: GPL-3.0-or-later
// From a tools/call name to the tool's function.
#include "app/mcp/toolcontext.h"

#include "core/common/tr.h"

#include <array>

namespace rl::mcp {

namespace {

using ToolFunction = ToolResult (*)(ToolContext &, const json::Json &);

struct NamedTool
{
    const char16_t *name;
    ToolFunction run;
};

// The names are the agent interface's (app/mcp/README.md §2) and toolcatalogue.json's.
constexpr std::array<NamedTool, 7> kTools{{
    {u"list_profiles", listProfilesTool},
    {u"analyze", analyzeTool},
    {u"bottlenecks", bottlenecksTool},
    {u"operator", operatorTool},
    {u"compare", compareTool},
    {u"run_breakdown", runBreakdownTool},
    {u"hardware", hardwareTool},
}};

const NamedTool *findTool(const QString &name)
{
    for (const NamedTool &tool : kTools) {
        if (name == QStringView(tool.name))
            return &tool;
    }
    return nullptr;
}

} // namespace

bool isTool(const QString &name)
{
    return findTool(name) != nullptr;
}

ToolResult runTool(const QString &name, ToolContext &context, const json::Json &arguments)
{
    if (const NamedTool *tool = findTool(name))
        return tool->run(context, arguments);
    return ToolResult::fail(Tr::tr("unknown tool \"%1\"").arg(name));
}

} // namespace rl::mcp
