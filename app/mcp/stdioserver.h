// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/mcp/mcpsession.h"
#include "app/mcp/messagewriter.h"

#include <QSemaphore>
#include <QThreadPool>

#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace rl::mcp {

// `rooflens mcp`'s transport (app/mcp/README.md §4): reads newline-delimited JSON-RPC from a
// descriptor (stdin) on the calling thread, answers everything but tool calls there, in order,
// and runs tool calls on a small pool of workers, each with its own Progress that
// notifications/cancelled cancels. At most `maxInFlight` tool calls wait or run at once; more
// make the reader wait, so a storm of requests is read no faster than it is answered. Returns
// when the input ends, after the tool calls still running finish or, past a grace period,
// are cancelled.
class StdioServer
{
public:
    static constexpr size_t kMaxLineBytes = size_t(16) << 20;

    StdioServer(McpSession &session, int inFd, int outFd);
    ~StdioServer();

    int run();

private:
    void onLine(std::string_view line);
    void startToolCall(IncomingMessage call);
    void cancel(const json::Json &id);
    void cancelAll();

    McpSession &m_session;
    int m_inFd;
    MessageWriter m_writer;
    QThreadPool m_pool;
    QSemaphore m_slots;
    std::mutex m_mutex;
    std::multimap<std::string, std::shared_ptr<Progress>> m_inFlight; // by the request id's JSON text
};

} // namespace rl::mcp
