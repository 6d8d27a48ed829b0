// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/jsonutil.h"

#include <QString>

namespace rl::mcp {

// The JSON Schemas of resources/schema/, compiled into the server and served as MCP resources
// rooflens://schema/NAME (app/mcp/README.md §2).
class SchemaResources
{
public:
    // resources/list's `resources`.
    static json::Json list();
    // resources/read's `contents` for `uri`, or null when it names no schema.
    static json::Json read(const QString &uri);
    // The schema NAME (analysis, comparison, profile, hardware, summary) as a value, or null.
    static json::Json schema(const QString &name);
    // The same without $schema and $id, to stand inside another schema (a tool's outputSchema).
    static json::Json embeddable(const QString &name);
};

} // namespace rl::mcp
