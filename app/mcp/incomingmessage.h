// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/jsonutil.h"

#include <QString>

#include <string>
#include <vector>

namespace rl::mcp {

// One line from the client, read and sorted by McpSession::receive: either answered already
// (`replies`, maybe none), a tool call to run (on a worker in the server, inline in tests), or
// the cancellation of an earlier request.
struct IncomingMessage
{
    enum class Kind { Answered, ToolCall, Cancel };
    Kind kind = Kind::Answered;
    std::vector<std::string> replies; // Answered: the reply lines (none for a notification)

    json::Json id;            // ToolCall: the request's id
    QString tool;             // ToolCall: the tool's name
    json::Json arguments;     // ToolCall: its arguments (an object)
    json::Json progressToken; // ToolCall: params._meta.progressToken, null when not asked for

    json::Json cancelledId; // Cancel: the id of the request to cancel
};

} // namespace rl::mcp
