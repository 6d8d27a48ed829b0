// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/jsonutil.h"

#include <QString>

namespace rl::mcp {

// What a tool answers: its structuredContent, or the message of a tool error (isError: true),
// which names the file or the argument so the model can correct itself (app/mcp/README.md §5).
struct ToolResult
{
    json::Json structured;
    QString error;
    bool cancelled = false; // the request was cancelled: no reply at all

    bool isError() const { return !error.isEmpty(); }

    static ToolResult ok(json::Json structured) { return {std::move(structured), {}, false}; }
    static ToolResult fail(QString message) { return {nullptr, std::move(message), false}; }
    static ToolResult dropped() { return {nullptr, {}, true}; }
};

} // namespace rl::mcp
