// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mcp/progressnotifier.h"

#include "app/mcp/jsonrpc.h"

#include <algorithm>

namespace rl::mcp {

ProgressNotifier::ProgressNotifier(MessageWriter &writer, json::Json token)
    : m_writer(writer), m_token(std::move(token))
{ }

void ProgressNotifier::report(int permille, const QString &stage)
{
    const int progress = std::clamp(permille, 0, 1000);
    if (progress <= m_lastSent)
        return;
    m_lastSent = progress;
    json::Json params = json::Json::object();
    params["progressToken"] = m_token;
    params["progress"] = progress;
    params["total"] = 1000;
    if (!stage.isEmpty())
        params["message"] = json::str(stage);
    m_writer.write(rpc::notificationLine("notifications/progress", std::move(params)));
}

} // namespace rl::mcp
