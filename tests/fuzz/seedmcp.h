// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <utility>

namespace rl::fuzzseed {

// Seeds of the mcp_session target: MCP sessions of one JSON-RPC message per line, calling every
// tool on the demo runs the target keeps in its working directory (`before`, `after`), with
// good and bad arguments, cursors, cancellation and malformed lines.
QList<std::pair<QString, QByteArray>> mcpSessions();

} // namespace rl::fuzzseed
