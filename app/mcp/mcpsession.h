// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/mcp/analysiscache.h"
#include "app/mcp/incomingmessage.h"
#include "app/mcp/toolresult.h"
#include "core/common/progress.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rl::mcp {

// The MCP server's message handling without threads or I/O (app/mcp/README.md §1): a line in,
// the reply lines out. StdioServer wraps it with the reading thread, the workers and the
// cancellation; tests and the fuzz target call handle() directly. No input makes it throw,
// crash or hang: parsing never throws, and anything thrown inside becomes -32603.
class McpSession
{
public:
    explicit McpSession(AnalysisCache &cache);

    // Synchronous: the reply lines for `line` (none for a notification), tools run inline.
    std::vector<std::string> handle(std::string_view line);

    // What `line` asks for; everything but a tool call is answered here.
    IncomingMessage receive(std::string_view line);
    // Runs a tool call; the reply line, or nullopt when the request was cancelled (MCP: a
    // cancelled request gets no response).
    std::optional<std::string> callTool(const IncomingMessage &call, Progress &progress);

    // The answer to a line that was longer than the bound and skipped.
    static std::string overlongReply(size_t bytes, size_t bound);

    // The tools/call result object for a tool's answer, with the 64 KiB guard.
    static json::Json toolCallResult(const ToolResult &result);

private:
    IncomingMessage dispatch(const json::Json &message);
    json::Json initializeResult(const json::Json &params) const;

    AnalysisCache &m_cache;
};

} // namespace rl::mcp
