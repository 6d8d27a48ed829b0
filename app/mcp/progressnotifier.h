// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/mcp/messagewriter.h"
#include "core/report/jsonutil.h"

#include <QString>

namespace rl::mcp {

// Turns a tool call's core Progress reports into MCP notifications/progress for the client's
// progressToken (app/mcp/README.md §4): progress out of 1000, the stage as the message. MCP
// wants the figure to grow with every notification; core's stages each count from 0, so a
// report below the last one sent is held back until the figure passes it.
class ProgressNotifier
{
public:
    ProgressNotifier(MessageWriter &writer, json::Json token);

    void report(int permille, const QString &stage);

private:
    MessageWriter &m_writer;
    json::Json m_token;
    int m_lastSent = -1;
};

} // namespace rl::mcp
