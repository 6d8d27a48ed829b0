// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mcp/stdioserver.h"

#include "app/mcp/jsonrpc.h"
#include "app/mcp/linesplitter.h"
#include "app/mcp/progressnotifier.h"

#include <QRunnable>

#include <cerrno>
#include <csignal>
#include <unistd.h>
#include <vector>

namespace rl::mcp {

namespace {

constexpr int kMaxInFlight = 16;
constexpr int kWorkers = 2; // analyses are memory-bound and the cache holds their results
constexpr int kGraceMs = 2000;

} // namespace

StdioServer::StdioServer(McpSession &session, int inFd, int outFd)
    : m_session(session), m_inFd(inFd), m_writer(outFd), m_slots(kMaxInFlight)
{
    m_pool.setMaxThreadCount(kWorkers);
}

StdioServer::~StdioServer()
{
    cancelAll();
    m_pool.waitForDone();
}

int StdioServer::run()
{
    std::signal(SIGPIPE, SIG_IGN); // a client gone away is a failed write, not a dead server
    LineSplitter splitter(
        kMaxLineBytes, [this](std::string_view line) { onLine(line); },
        [this](size_t bytes) { m_writer.write(McpSession::overlongReply(bytes, kMaxLineBytes)); });
    std::vector<char> buffer(size_t(64) << 10);
    for (;;) {
        const ssize_t n = ::read(m_inFd, buffer.data(), buffer.size());
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        splitter.feed(std::string_view(buffer.data(), size_t(n)));
    }
    splitter.finish();
    // The client closed its end: what is nearly done may still answer, the rest is cancelled.
    if (!m_pool.waitForDone(kGraceMs)) {
        cancelAll();
        m_pool.waitForDone();
    }
    return 0;
}

void StdioServer::onLine(std::string_view line)
{
    IncomingMessage in = m_session.receive(line);
    switch (in.kind) {
    case IncomingMessage::Kind::Answered:
        for (const std::string &reply : in.replies)
            m_writer.write(reply);
        break;
    case IncomingMessage::Kind::Cancel:
        cancel(in.cancelledId);
        break;
    case IncomingMessage::Kind::ToolCall:
        startToolCall(std::move(in));
        break;
    }
}

void StdioServer::startToolCall(IncomingMessage call)
{
    m_slots.acquire(); // waits while kMaxInFlight calls are queued or running
    auto progress = std::make_shared<Progress>();
    if (!call.progressToken.is_null()) {
        auto notifier = std::make_shared<ProgressNotifier>(m_writer, call.progressToken);
        progress->setCallback([notifier](int permille, const QString &stage) { notifier->report(permille, stage); });
    }
    const std::string key = rpc::serialize(call.id);
    std::multimap<std::string, std::shared_ptr<Progress>>::iterator registered;
    {
        const std::lock_guard lock(m_mutex);
        registered = m_inFlight.emplace(key, progress);
    }
    m_pool.start([this, call = std::move(call), progress, registered]() {
        std::optional<std::string> reply = m_session.callTool(call, *progress);
        {
            const std::lock_guard lock(m_mutex);
            m_inFlight.erase(registered);
        }
        if (reply)
            m_writer.write(*reply);
        m_slots.release();
    });
}

void StdioServer::cancel(const json::Json &id)
{
    const std::lock_guard lock(m_mutex);
    const auto [first, last] = m_inFlight.equal_range(rpc::serialize(id));
    for (auto it = first; it != last; ++it)
        it->second->cancel();
}

void StdioServer::cancelAll()
{
    const std::lock_guard lock(m_mutex);
    for (auto &[key, progress] : m_inFlight)
        progress->cancel();
}

} // namespace rl::mcp
