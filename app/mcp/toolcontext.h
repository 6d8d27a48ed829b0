// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/mcp/analysiscache.h"
#include "app/mcp/toolarguments.h"
#include "app/mcp/toolresult.h"
#include "core/common/progress.h"

#include <cstddef>

namespace rl::mcp {

// The most structuredContent a tool may answer: 64 KiB of compact JSON (app/mcp/README.md §7).
inline constexpr size_t kMaxStructuredBytes = 65536;
// What a tool leaves for the fields it adds around a list core/agent cut to its budget.
inline constexpr size_t kEnvelopeBytes = 1024;

// What a tool runs with: the server's analyses, the request's progress and cancellation.
struct ToolContext
{
    AnalysisCache &cache;
    Progress &progress;
};

// The analysis a tool's `path`, `hardware`, `rank` and `hbm` arguments name, from the cache or
// loaded now; nullopt with the tool's error (the load's message, or the argument's) in `failure`.
std::optional<AnalysisCache::Entry> analysisFor(ToolContext &context, ToolArguments &arguments, ToolResult &failure);

// A core error as a tool result: the command line's message, or no reply when cancelled.
ToolResult toolError(const Error &error);

// Whether `name` is one of the seven tools, and running it (an error result when it is not).
bool isTool(const QString &name);
ToolResult runTool(const QString &name, ToolContext &context, const json::Json &arguments);

// The seven tools (one file each).
ToolResult listProfilesTool(ToolContext &context, const json::Json &arguments);
ToolResult analyzeTool(ToolContext &context, const json::Json &arguments);
ToolResult bottlenecksTool(ToolContext &context, const json::Json &arguments);
ToolResult operatorTool(ToolContext &context, const json::Json &arguments);
ToolResult compareTool(ToolContext &context, const json::Json &arguments);
ToolResult runBreakdownTool(ToolContext &context, const json::Json &arguments);
ToolResult hardwareTool(ToolContext &context, const json::Json &arguments);

} // namespace rl::mcp
