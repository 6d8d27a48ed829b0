// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mcp/jsonrpc.h"

namespace rl::mcp::rpc {

std::string serialize(const json::Json &message)
{
    return message.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string resultLine(const json::Json &id, json::Json result)
{
    json::Json m = json::Json::object();
    m["jsonrpc"] = "2.0";
    m["id"] = id;
    m["result"] = std::move(result);
    return serialize(m);
}

std::string errorLine(const json::Json &id, int code, const QString &message)
{
    json::Json m = json::Json::object();
    m["jsonrpc"] = "2.0";
    m["id"] = id;
    m["error"] = {{"code", code}, {"message", json::str(message)}};
    return serialize(m);
}

std::string notificationLine(const char *method, json::Json params)
{
    json::Json m = json::Json::object();
    m["jsonrpc"] = "2.0";
    m["method"] = method;
    m["params"] = std::move(params);
    return serialize(m);
}

} // namespace rl::mcp::rpc
