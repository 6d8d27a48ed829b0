// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/jsonutil.h"

#include <QString>

#include <string>

namespace rl::mcp::rpc {

// JSON-RPC 2.0 error codes (app/mcp/README.md §5).
enum ErrorCode : int {
    ParseError = -32700,
    InvalidRequest = -32600,
    MethodNotFound = -32601,
    InvalidParams = -32602,
    InternalError = -32603,
    ResourceNotFound = -32002, // MCP's code for resources/read of an unknown URI
};

// One message as it goes on the wire: compact, one line, invalid UTF-8 replaced rather than
// thrown about.
std::string serialize(const json::Json &message);

std::string resultLine(const json::Json &id, json::Json result);
std::string errorLine(const json::Json &id, int code, const QString &message);
std::string notificationLine(const char *method, json::Json params);

} // namespace rl::mcp::rpc
