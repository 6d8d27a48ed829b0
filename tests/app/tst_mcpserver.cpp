// SPDX-License-Identifier: GPL-3.0-or-later
// The real `rooflens mcp` over pipes, started as MCP hosts start it: only HOME and PATH in the
// environment, no display (app/mcp/README.md §4). A session from initialize to closing stdin,
// a request storm, an overlong line, and progress and cancellation of a long analysis.
#include "core/sim/demoworkspace.h"
#include "testutil.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;
using Json = nlohmann::ordered_json;

// Compares JSON values by their text (QTest has no printer for them).
#define JCOMPARE(actual, expected)                                                                                     \
    QCOMPARE(QString::fromStdString(Json(actual).dump()), QString::fromStdString(Json(expected).dump()))

namespace {

// A client of the server process: one JSON message per line each way.
class Client
{
public:
    Client()
    {
        QProcessEnvironment env;
        env.insert(u"HOME"_qs, QDir::homePath());
        env.insert(u"PATH"_qs, u"/usr/bin:/bin"_qs);
        m_process.setProcessEnvironment(env);
        m_process.start(QStringLiteral(ROOFLENS_EXE), {u"mcp"_qs});
    }

    bool started() { return m_process.waitForStarted(10000); }

    void sendRaw(const QByteArray &bytes) { m_process.write(bytes); }
    void send(const Json &message) { sendRaw(QByteArray::fromStdString(message.dump()) + '\n'); }

    // The next message from the server, or null after `timeoutMs`.
    Json receive(int timeoutMs = 120000)
    {
        QElapsedTimer timer;
        timer.start();
        while (!m_process.canReadLine()) {
            if (timer.elapsed() > timeoutMs || m_process.state() == QProcess::NotRunning)
                return nullptr;
            m_process.waitForReadyRead(100);
        }
        const QByteArray line = m_process.readLine();
        return Json::parse(line.toStdString(), nullptr, false);
    }

    // The response to `id`, collecting the notifications that come before it.
    Json responseTo(const Json &id, std::vector<Json> *notifications = nullptr, int timeoutMs = 120000)
    {
        for (;;) {
            Json m = receive(timeoutMs);
            if (m.is_null() || m.is_discarded())
                return nullptr;
            if (m.contains("id") && m["id"] == id)
                return m;
            if (notifications)
                notifications->push_back(std::move(m));
        }
    }

    Json request(int id, const std::string &method, const Json &params = Json::object())
    {
        send({{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", params}});
        return responseTo(id);
    }

    // Closes stdin and waits for the exit code; what stdout still held is kept in `rest`.
    int close(QByteArray *rest = nullptr)
    {
        m_process.closeWriteChannel();
        if (!m_process.waitForFinished(60000))
            return -1;
        if (rest)
            *rest = m_process.readAllStandardOutput();
        return m_process.exitStatus() == QProcess::NormalExit ? m_process.exitCode() : -2;
    }

    QByteArray standardError() { return m_process.readAllStandardError(); }

private:
    QProcess m_process;
};

Json initializeParams()
{
    return {{"protocolVersion", "2025-11-25"},
            {"capabilities", Json::object()},
            {"clientInfo", {{"name", "tst_mcpserver"}, {"version", "1"}}}};
}

// A run of `rows` kernels: the demo's op_summary rows again and again, the names made distinct.
QString writeBigRun(const QString &demo, const QString &target, int rows)
{
    QDirIterator it(demo + u"/before", {u"op_summary_*.csv"_qs}, QDir::Files, QDirIterator::Subdirectories);
    if (!it.hasNext())
        return {};
    const QString source = it.next();
    QFile in(source);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QList<QByteArray> lines = in.readAll().split('\n');
    while (!lines.isEmpty() && lines.back().isEmpty())
        lines.removeLast();
    const QByteArray header = lines.takeFirst();
    const qsizetype nameColumn = header.split(',').indexOf("Op Name");
    const QString prof = QFileInfo(QFileInfo(source).absolutePath()).absolutePath();
    const QString outDir = target + u'/' + QFileInfo(prof).fileName() + u"/mindstudio_profiler_output";
    QDir().mkpath(outDir);
    QFile out(outDir + u'/' + QFileInfo(source).fileName());
    if (!out.open(QIODevice::WriteOnly) || nameColumn < 0)
        return {};
    out.write(header + '\n');
    for (int i = 0; i < rows; ++i) {
        QList<QByteArray> fields = lines[i % lines.size()].split(',');
        fields[nameColumn] += '_' + QByteArray::number(i % 20000);
        out.write(fields.join(',') + '\n');
    }
    return target;
}

} // namespace

class TestMcpServer : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;

private Q_SLOTS:
    void initTestCase()
    {
        RL_VALUE(report, sim::writeDemoWorkspace(m_dir.filePath(u"demo"_qs)));
        m_demo = report.directory;
    }

    void aSessionFromInitializeToClosingStdin()
    {
        Client client;
        QVERIFY(client.started());
        const Json init = client.request(1, "initialize", initializeParams());
        QVERIFY2(init.contains("result"), client.standardError().constData());
        JCOMPARE(init["result"]["protocolVersion"], Json("2025-11-25"));
        client.send({{"jsonrpc", "2.0"}, {"method", "notifications/initialized"}});
        const Json tools = client.request(2, "tools/list");
        JCOMPARE(tools["result"]["tools"].size(), size_t(7));
        const Json analyze = client.request(
            3, "tools/call",
            {{"name", "analyze"}, {"arguments", {{"path", QString(m_demo + u"/before").toStdString()}}}});
        JCOMPARE(analyze["result"]["isError"], Json(false));
        JCOMPARE(analyze["result"]["structuredContent"]["schema"], Json("rooflens.summary/1"));
        client.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\"\n");
        const Json malformed = client.receive();
        JCOMPARE(malformed["error"]["code"], Json(-32700));
        JCOMPARE(client.request(5, "ping")["result"], Json::object());
        QByteArray rest;
        QCOMPARE(client.close(&rest), 0);
        QVERIFY2(rest.isEmpty(), rest.constData()); // stdout carries protocol only, nothing extra
    }

    void aRequestStormIsAnsweredInOrder()
    {
        Client client;
        QVERIFY(client.started());
        constexpr int count = 20000;
        QByteArray storm;
        for (int i = 0; i < count; ++i)
            storm += (i % 2 ? "{\"jsonrpc\":\"2.0\",\"method\":\"tools/list\",\"id\":"
                            : "{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"id\":")
                + QByteArray::number(i) + "}\n";
        client.sendRaw(storm);
        for (int i = 0; i < count; ++i) {
            const Json reply = client.receive();
            QVERIFY2(reply.is_object(), qPrintable(QString::number(i)));
            JCOMPARE(reply["id"], Json(i));
        }
        QCOMPARE(client.close(), 0);
    }

    void anOverlongLineIsSkippedAndTheServerGoesOn()
    {
        Client client;
        QVERIFY(client.started());
        QByteArray line = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"x\":\"";
        line += QByteArray(24 << 20, 'x'); // past the 16 MiB bound
        line += "\"}}\n";
        client.sendRaw(line);
        const Json skipped = client.receive();
        JCOMPARE(skipped["error"]["code"], Json(-32700));
        JCOMPARE(client.request(2, "ping")["result"], Json::object());
        QCOMPARE(client.close(), 0);
    }

    void aLongAnalysisReportsProgressAndCanBeCancelled()
    {
        const QString big = writeBigRun(m_demo, m_dir.filePath(u"big"_qs), 400000);
        QVERIFY(!big.isEmpty());
        Client client;
        QVERIFY(client.started());
        QVERIFY(client.request(1, "initialize", initializeParams()).contains("result"));
        client.send({{"jsonrpc", "2.0"},
                     {"id", 2},
                     {"method", "tools/call"},
                     {"params",
                      {{"name", "analyze"},
                       {"arguments", {{"path", big.toStdString()}}},
                       {"_meta", {{"progressToken", "p2"}}}}}});
        // The first progress notification, then the cancellation.
        const Json progress = client.receive();
        JCOMPARE(progress["method"], Json("notifications/progress"));
        JCOMPARE(progress["params"]["progressToken"], Json("p2"));
        JCOMPARE(progress["params"]["total"], Json(1000));
        client.send({{"jsonrpc", "2.0"},
                     {"method", "notifications/cancelled"},
                     {"params", {{"requestId", 2}, {"reason", "test"}}}});
        // The server goes on serving; the cancelled request never gets a response.
        std::vector<Json> between;
        client.send({{"jsonrpc", "2.0"}, {"id", 3}, {"method", "ping"}});
        JCOMPARE(client.responseTo(3, &between)["result"], Json::object());
        client.send(
            {{"jsonrpc", "2.0"},
             {"id", 4},
             {"method", "tools/call"},
             {"params", {{"name", "analyze"}, {"arguments", {{"path", QString(m_demo + u"/after").toStdString()}}}}}});
        const Json analyze = client.responseTo(4, &between);
        JCOMPARE(analyze["result"]["isError"], Json(false));
        QByteArray rest;
        QCOMPARE(client.close(&rest), 0);
        for (const Json &m : between)
            QVERIFY2(!m.contains("id"), m.dump().c_str()); // only progress notifications, no answer to 2
        QVERIFY2(!rest.contains("\"id\":2,"), rest.constData());
    }
};

QTEST_GUILESS_MAIN(TestMcpServer)
#include "tst_mcpserver.moc"
