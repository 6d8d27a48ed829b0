// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/jsonutil.h"

#include <QString>

namespace rl::mcp {

// The tools the server offers, as tools/list gives them: name, title, a description written for
// a model choosing a tool, inputSchema and outputSchema (app/mcp/README.md §2). Read from
// toolcatalogue.json, compiled in, with the output schemas of resources/schema/ put in place.
class ToolCatalogue
{
public:
    static const ToolCatalogue &instance();

    const json::Json &tools() const { return m_tools; }
    bool contains(const QString &name) const;

private:
    ToolCatalogue();

    json::Json m_tools = json::Json::array();
};

} // namespace rl::mcp
