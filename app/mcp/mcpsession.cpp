// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mcp/mcpsession.h"

#include "app/mcp/jsonrpc.h"
#include "app/mcp/schemaresources.h"
#include "app/mcp/toolcatalogue.h"
#include "app/mcp/toolcontext.h"
#include "core/common/tr.h"

namespace rl::mcp {

namespace {

using json::Json;

// The revisions this server speaks; a client asking for another gets the newest (MCP's
// version negotiation: the client decides whether it can go on).
constexpr const char *kNewestRevision = "2025-11-25";
constexpr std::array<const char *, 2> kRevisions{"2025-06-18", "2025-11-25"};

IncomingMessage answered(std::string line)
{
    IncomingMessage m;
    m.replies.push_back(std::move(line));
    return m;
}

IncomingMessage unanswered()
{
    return {};
}

bool isValidId(const Json &id)
{
    // JSON-RPC allows strings and numbers; MCP: not null, and integers when numbers.
    return id.is_string() || id.is_number_integer() || id.is_number_unsigned();
}

bool isBlank(std::string_view line)
{
    return line.find_first_not_of(" \t\r\n") == std::string_view::npos;
}

} // namespace

McpSession::McpSession(AnalysisCache &cache) : m_cache(cache) { }

std::string McpSession::overlongReply(size_t bytes, size_t bound)
{
    return rpc::errorLine(nullptr, rpc::ParseError,
                          Tr::tr("message of %1 bytes is longer than the %2 bytes a line may hold; skipped")
                              .arg(qulonglong(bytes))
                              .arg(qulonglong(bound)));
}

std::vector<std::string> McpSession::handle(std::string_view line)
{
    IncomingMessage in = receive(line);
    if (in.kind != IncomingMessage::Kind::ToolCall)
        return std::move(in.replies);
    auto reply = callTool(in, nullProgress());
    if (!reply)
        return {};
    return {std::move(*reply)};
}

IncomingMessage McpSession::receive(std::string_view line)
{
    if (isBlank(line))
        return unanswered(); // an empty line between messages is no message
    try {
        const Json message = Json::parse(line.begin(), line.end(), nullptr, false);
        if (message.is_discarded())
            return answered(rpc::errorLine(nullptr, rpc::ParseError, Tr::tr("not valid JSON")));
        return dispatch(message);
    } catch (const std::exception &e) {
        return answered(
            rpc::errorLine(nullptr, rpc::InternalError, Tr::tr("internal error: %1").arg(QString::fromUtf8(e.what()))));
    } catch (...) {
        return answered(rpc::errorLine(nullptr, rpc::InternalError, Tr::tr("internal error")));
    }
}

IncomingMessage McpSession::dispatch(const Json &message)
{
    if (!message.is_object())
        return answered(rpc::errorLine(nullptr, rpc::InvalidRequest,
                                       Tr::tr("a JSON-RPC message is an object (batches are not part of MCP)")));
    const auto idIt = message.find("id");
    const bool hasId = idIt != message.end();
    const Json id = hasId && isValidId(*idIt) ? *idIt : Json();
    const auto methodIt = message.find("method");
    const auto versionIt = message.find("jsonrpc");
    if (versionIt == message.end() || *versionIt != "2.0")
        return answered(rpc::errorLine(id, rpc::InvalidRequest, Tr::tr("\"jsonrpc\" must be \"2.0\"")));
    if (hasId && !isValidId(*idIt))
        return answered(rpc::errorLine(nullptr, rpc::InvalidRequest, Tr::tr("\"id\" must be a string or an integer")));
    if (methodIt == message.end()) {
        if (hasId && (message.contains("result") || message.contains("error")))
            return unanswered(); // a response; this server sends no requests, so it expects none
        return answered(rpc::errorLine(id, rpc::InvalidRequest, Tr::tr("\"method\" is missing")));
    }
    if (!methodIt->is_string())
        return answered(rpc::errorLine(id, rpc::InvalidRequest, Tr::tr("\"method\" must be a string")));
    const std::string &method = methodIt->get_ref<const std::string &>();
    const auto paramsIt = message.find("params");
    const Json params = paramsIt != message.end() ? *paramsIt : Json::object();
    if (!params.is_object() && !params.is_null()) {
        if (!hasId)
            return unanswered();
        return answered(rpc::errorLine(id, rpc::InvalidParams, Tr::tr("\"params\" must be an object")));
    }

    if (!hasId) { // a notification: acted on, never answered
        IncomingMessage m;
        if (method == "notifications/cancelled" && params.is_object() && params.contains("requestId")
            && isValidId(params["requestId"])) {
            m.kind = IncomingMessage::Kind::Cancel;
            m.cancelledId = params["requestId"];
        }
        return m;
    }

    if (method == "initialize")
        return answered(rpc::resultLine(id, initializeResult(params)));
    if (method == "ping")
        return answered(rpc::resultLine(id, Json::object()));
    if (method == "tools/list")
        return answered(rpc::resultLine(id, {{"tools", ToolCatalogue::instance().tools()}}));
    if (method == "resources/list")
        return answered(rpc::resultLine(id, {{"resources", SchemaResources::list()}}));
    if (method == "resources/templates/list")
        return answered(rpc::resultLine(id, {{"resourceTemplates", Json::array()}}));
    if (method == "resources/read") {
        const Json uri = params.is_object() ? params.value("uri", Json()) : Json();
        if (!uri.is_string())
            return answered(rpc::errorLine(id, rpc::InvalidParams, Tr::tr("resources/read needs \"uri\", a string")));
        const QString uriText = QString::fromStdString(uri.get<std::string>());
        Json contents = SchemaResources::read(uriText);
        if (contents.is_null())
            return answered(rpc::errorLine(id, rpc::ResourceNotFound, Tr::tr("no resource %1").arg(uriText)));
        return answered(rpc::resultLine(id, {{"contents", std::move(contents)}}));
    }
    if (method == "tools/call") {
        const Json name = params.is_object() ? params.value("name", Json()) : Json();
        if (!name.is_string())
            return answered(rpc::errorLine(id, rpc::InvalidParams, Tr::tr("tools/call needs \"name\", a string")));
        const QString tool = QString::fromStdString(name.get<std::string>());
        if (!isTool(tool))
            return answered(rpc::errorLine(id, rpc::InvalidParams, Tr::tr("unknown tool \"%1\"").arg(tool)));
        Json arguments = params.value("arguments", Json::object());
        if (arguments.is_null())
            arguments = Json::object();
        if (!arguments.is_object())
            return answered(rpc::errorLine(id, rpc::InvalidParams, Tr::tr("\"arguments\" must be an object")));
        IncomingMessage call;
        call.kind = IncomingMessage::Kind::ToolCall;
        call.id = id;
        call.tool = tool;
        call.arguments = std::move(arguments);
        const auto meta = params.find("_meta");
        if (meta != params.end() && meta->is_object()) {
            const auto token = meta->find("progressToken");
            if (token != meta->end() && isValidId(*token))
                call.progressToken = *token;
        }
        return call;
    }
    return answered(
        rpc::errorLine(id, rpc::MethodNotFound, Tr::tr("unknown method \"%1\"").arg(QString::fromStdString(method))));
}

Json McpSession::initializeResult(const Json &params) const
{
    std::string revision = kNewestRevision;
    const Json asked = params.is_object() ? params.value("protocolVersion", Json()) : Json();
    for (const char *r : kRevisions) {
        if (asked.is_string() && asked.get<std::string>() == r)
            revision = r;
    }
    Json result = Json::object();
    result["protocolVersion"] = revision;
    result["capabilities"] = {{"tools", {{"listChanged", false}}}, {"resources", {{"listChanged", false}}}};
    result["serverInfo"] = {{"name", "rooflens"}, {"title", "RoofLens"}, {"version", ROOFLENS_VERSION}};
    result["instructions"] =
        "RoofLens analyses Ascend NPU profiler output with the component-based Roofline model. "
        "Workflow: list_profiles on a folder when unsure which run; analyze PATH for the summary; "
        "bottlenecks for where time can be won (page with next_cursor); operator for one kernel's "
        "evidence and advice; run_breakdown for compute/communication/idle per rank; compare for two "
        "runs. Analyses are cached: later calls on the same path are cheap.";
    return result;
}

std::optional<std::string> McpSession::callTool(const IncomingMessage &call, Progress &progress)
{
    ToolResult result;
    try {
        ToolContext context{m_cache, progress};
        result = runTool(call.tool, context, call.arguments);
    } catch (const std::exception &e) {
        result = ToolResult::fail(Tr::tr("internal error in %1: %2").arg(call.tool, QString::fromUtf8(e.what())));
    } catch (...) {
        result = ToolResult::fail(Tr::tr("internal error in %1").arg(call.tool));
    }
    if (result.cancelled || progress.cancelled())
        return std::nullopt;
    return rpc::resultLine(call.id, toolCallResult(result));
}

Json McpSession::toolCallResult(const ToolResult &result)
{
    const auto errorResult = [](const QString &message) {
        return Json{{"content", Json::array({{{"type", "text"}, {"text", json::str(message)}}})}, {"isError", true}};
    };
    if (result.isError())
        return errorResult(result.error);
    const std::string text = rpc::serialize(result.structured);
    if (!result.structured.is_object())
        return errorResult(Tr::tr("internal error: the tool's answer is not an object"));
    if (text.size() > kMaxStructuredBytes) // core/agent keeps answers inside the bound; passing it is a bug
        return errorResult(Tr::tr("internal error: the answer of %1 bytes passes the %2-byte bound; please report it")
                               .arg(qulonglong(text.size()))
                               .arg(qulonglong(kMaxStructuredBytes)));
    return Json{{"content", Json::array({{{"type", "text"}, {"text", text}}})},
                {"structuredContent", result.structured},
                {"isError", false}};
}

} // namespace rl::mcp
