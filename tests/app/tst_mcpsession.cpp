// SPDX-License-Identifier: GPL-3.0-or-later
// `rooflens mcp`'s message handling, synchronously (app/mcp/README.md): every method, every
// error code, version negotiation, notifications, the tools on the generated demo, paging with
// cursors, the cache and the 64 KiB bound.
#include "app/mcp/analysiscache.h"
#include "app/mcp/mcpsession.h"
#include "core/sim/demoworkspace.h"
#include "core/workflow/workflow.h"
#include "testutil.h"

#include <nlohmann/json.hpp>

#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

#include <random>
#include <set>

using namespace rl;
using namespace rl::mcp;
using Json = nlohmann::ordered_json;

// Compares JSON values by their text (QTest has no printer for them).
#define JCOMPARE(actual, expected)                                                                                     \
    QCOMPARE(QString::fromStdString(Json(actual).dump()), QString::fromStdString(Json(expected).dump()))

namespace {

constexpr size_t kBound = 65536;

} // namespace

class TestMcpSession : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_before, m_after;
    AnalysisCache m_cache;
    McpSession m_session{m_cache};
    int m_nextId = 1;

    // The one reply to `line`, parsed (fails the test when there is not exactly one).
    Json reply(const std::string &line)
    {
        const std::vector<std::string> replies = m_session.handle(line);
        if (replies.size() != 1) {
            QTest::qFail("expected one reply", __FILE__, __LINE__);
            return Json();
        }
        Json r = Json::parse(replies.front(), nullptr, false);
        if (r.is_discarded() || r.value("jsonrpc", "") != "2.0")
            QTest::qFail("the reply is not JSON-RPC 2.0", __FILE__, __LINE__);
        return r;
    }

    Json request(const std::string &method, const Json &params = Json::object())
    {
        return reply(Json{{"jsonrpc", "2.0"}, {"id", m_nextId++}, {"method", method}, {"params", params}}.dump());
    }

    // A tools/call's result object.
    Json call(const std::string &tool, const Json &arguments)
    {
        return request("tools/call", {{"name", tool}, {"arguments", arguments}})["result"];
    }

    // A successful tool call's structuredContent, checked against its text block and the bound.
    Json structured(const std::string &tool, const Json &arguments)
    {
        const Json result = call(tool, arguments);
        if (result.value("isError", true))
            qWarning("%s", result.dump().c_str());
        [&] {
            QCOMPARE(result.value("isError", true), false);
            QVERIFY(result["structuredContent"].is_object());
            JCOMPARE(Json::parse(result["content"][0]["text"].get<std::string>()), result["structuredContent"]);
            QVERIFY(result["structuredContent"].dump().size() <= kBound);
        }();
        return result["structuredContent"];
    }

    // A failed tool call's message.
    QString toolError(const std::string &tool, const Json &arguments)
    {
        const Json result = call(tool, arguments);
        [&] {
            QCOMPARE(result.value("isError", false), true);
            QVERIFY(!result.contains("structuredContent"));
        }();
        return QString::fromStdString(result["content"][0].value("text", ""));
    }

    int errorCode(const std::string &line)
    {
        const Json r = reply(line);
        return r.contains("error") ? r["error"].value("code", 0) : 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        RL_VALUE(report, sim::writeDemoWorkspace(m_dir.filePath(u"demo"_qs)));
        m_before = report.directory + u"/before";
        m_after = report.directory + u"/after";
    }

    void initializeEchoesTheRevisionsItSpeaks()
    {
        for (const char *revision : {"2025-06-18", "2025-11-25"}) {
            const Json r = request("initialize",
                                   {{"protocolVersion", revision},
                                    {"capabilities", Json::object()},
                                    {"clientInfo", {{"name", "t"}, {"version", "1"}}}});
            JCOMPARE(r["result"]["protocolVersion"].get<std::string>(), std::string(revision));
            JCOMPARE(r["result"]["serverInfo"]["name"], Json("rooflens"));
            JCOMPARE(r["result"]["serverInfo"]["version"], Json(ROOFLENS_VERSION));
            JCOMPARE(r["result"]["capabilities"]["tools"]["listChanged"], Json(false));
            JCOMPARE(r["result"]["capabilities"]["resources"]["listChanged"], Json(false));
            QVERIFY(r["result"]["instructions"].is_string());
        }
        const Json other = request("initialize", {{"protocolVersion", "1999-01-01"}});
        JCOMPARE(other["result"]["protocolVersion"], Json("2025-11-25"));
        const Json none = request("initialize", Json::object());
        JCOMPARE(none["result"]["protocolVersion"], Json("2025-11-25"));
    }

    void pingAnswersAnEmptyObjectWithTheRequestsId()
    {
        const Json r = reply(R"({"jsonrpc":"2.0","id":"abc","method":"ping"})");
        JCOMPARE(r["id"], Json("abc"));
        JCOMPARE(r["result"], Json::object());
    }

    void notificationsAndResponsesGetNoReply()
    {
        const std::vector<std::string> silent = {
            R"({"jsonrpc":"2.0","method":"notifications/initialized"})",
            R"({"jsonrpc":"2.0","method":"notifications/unknown","params":{}})",
            R"({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}})",
            R"({"jsonrpc":"2.0","id":5,"result":{}})",
            "",
            "  \r",
        };
        for (const std::string &line : silent)
            QVERIFY2(m_session.handle(line).empty(), line.c_str());
        const std::string cancelLine =
            R"({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"r7"}})";
        const IncomingMessage cancel = m_session.receive(cancelLine);
        QCOMPARE(int(cancel.kind), int(IncomingMessage::Kind::Cancel));
        JCOMPARE(cancel.cancelledId, Json("r7"));
    }

    void eachProtocolErrorHasItsCode()
    {
        const std::vector<std::pair<std::string, int>> cases = {
            {"{not json", -32700},
            {"\xff\xfe", -32700},
            {R"([{"jsonrpc":"2.0","id":1,"method":"ping"}])", -32600},
            {R"("ping")", -32600},
            {R"({"id":1,"method":"ping"})", -32600},
            {R"({"jsonrpc":"1.0","id":1,"method":"ping"})", -32600},
            {R"({"jsonrpc":"2.0","id":true,"method":"ping"})", -32600},
            {R"({"jsonrpc":"2.0","id":1.5,"method":"ping"})", -32600},
            {R"({"jsonrpc":"2.0","id":null,"method":"ping"})", -32600},
            {R"({"jsonrpc":"2.0","id":1,"method":12})", -32600},
            {R"({"jsonrpc":"2.0","id":1})", -32600},
            {R"({"jsonrpc":"2.0","id":1,"method":"no/such"})", -32601},
            {R"({"jsonrpc":"2.0","id":1,"method":"ping","params":[1]})", -32602},
            {R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"nope"}})", -32602},
            {R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{}})", -32602},
            {R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"hardware","arguments":3}})", -32602},
            {"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"resources/read\",\"params\":{\"uri\":\"rooflens://x\"}}",
             -32002},
            {R"({"jsonrpc":"2.0","id":1,"method":"resources/read","params":{}})", -32602},
        };
        for (const auto &[line, code] : cases) {
            const int got = errorCode(line);
            QVERIFY2(got == code, line.c_str());
        }
        // The id is echoed when it could be read; null when it could not.
        JCOMPARE(reply(R"({"jsonrpc":"2.0","id":9,"method":"no/such"})")["id"], Json(9));
        JCOMPARE(reply(R"({"jsonrpc":"2.0","id":{},"method":"ping"})")["id"], Json(nullptr));
        JCOMPARE(request("ping")["result"], Json::object()); // and the session goes on
    }

    void anOverlongLineIsAParseError()
    {
        const Json r = Json::parse(McpSession::overlongReply(size_t(1) << 30, size_t(16) << 20));
        JCOMPARE(r["error"]["code"], Json(-32700));
        JCOMPARE(r["id"], Json(nullptr));
    }

    void toolsListHasTheSevenToolsWithSchemas()
    {
        const Json tools = request("tools/list")["result"]["tools"];
        QStringList names;
        for (const Json &t : tools) {
            names << QString::fromStdString(t["name"].get<std::string>());
            QVERIFY2(t["description"].get<std::string>().size() >= 80, t["name"].dump().c_str());
            JCOMPARE(t["inputSchema"]["type"], Json("object"));
            QVERIFY(t["inputSchema"]["properties"].is_object());
            QVERIFY2(t["outputSchema"].is_object() && t["outputSchema"].value("type", "") == "object",
                     t["name"].dump().c_str());
        }
        QCOMPARE(names,
                 (QStringList{u"list_profiles"_qs, u"analyze"_qs, u"bottlenecks"_qs, u"operator"_qs, u"compare"_qs,
                              u"run_breakdown"_qs, u"hardware"_qs}));
        // analyze's output schema is resources/schema/summary.schema.json, put in at run time.
        JCOMPARE(tools[1]["outputSchema"].value("title", ""), std::string("rooflens.summary/1"));
        QVERIFY(tools[6]["outputSchema"].dump().find("$rooflens") == std::string::npos);
    }

    void theSchemasAreResources()
    {
        const Json list = request("resources/list")["result"]["resources"];
        QCOMPARE(list.size(), size_t(5));
        for (const Json &r : list) {
            JCOMPARE(r["mimeType"], Json("application/schema+json"));
            const Json read = request("resources/read", {{"uri", r["uri"]}})["result"]["contents"][0];
            JCOMPARE(read["uri"], r["uri"]);
            const Json schema = Json::parse(read["text"].get<std::string>(), nullptr, false);
            QVERIFY2(schema.is_object() && schema.contains("title"), r["uri"].dump().c_str());
        }
        JCOMPARE(request("resources/templates/list")["result"]["resourceTemplates"], Json::array());
    }

    void hardwareListsTheCatalogueAndShowsOneSpec()
    {
        const Json list = structured("hardware", Json::object());
        QVERIFY(list["chips"].size() >= 5);
        const std::string id = list["chips"][0]["id"].get<std::string>();
        const Json spec = structured("hardware", {{"id", id}});
        JCOMPARE(spec["id"].get<std::string>(), id);
        QVERIFY(spec["components"].is_object());
        QVERIFY(toolError("hardware", {{"id", "ascend9999"}}).contains(u"`id`"));
        QVERIFY(toolError("hardware", {{"id", 3}}).contains(u"`id`"));
        QVERIFY(toolError("hardware", {{"chip", "x"}}).contains(u"`chip`"));
    }

    void analyzeSummarisesTheDemoAndTheCacheKeepsIt()
    {
        const int loadsBefore = m_cache.loads();
        const Json summary = structured("analyze", {{"path", m_before.toStdString()}});
        JCOMPARE(summary["schema"], Json("rooflens.summary/1"));
        QVERIFY(summary["operator_count"].get<int>() > 0);
        QVERIFY(summary["top_groups"].size() <= 10);
        QCOMPARE(m_cache.loads(), loadsBefore + 1);
        // The other tools on the same path and options reuse it.
        structured("bottlenecks", {{"path", m_before.toStdString()}});
        structured("operator", {{"path", m_before.toStdString()}, {"index", 0}});
        structured("analyze", {{"path", m_before.toStdString()}});
        QCOMPARE(m_cache.loads(), loadsBefore + 1);
    }

    void listProfilesFindsTheDemoRuns()
    {
        const Json listing = structured("list_profiles", {{"path", m_dir.filePath(u"demo"_qs).toStdString()}});
        QVERIFY(listing["profiles"].size() >= 2);
        for (const Json &p : listing["profiles"]) {
            QVERIFY(p["path"].is_string() && p["kind"].is_string());
            QVERIFY(p.contains("rank") && p.contains("operator_count") && p["metric_groups"].is_array());
        }
    }

    void bottlenecksPageWithACursorBoundToItsList()
    {
        const std::string path = m_before.toStdString();
        const Json first = structured("bottlenecks", {{"path", path}, {"limit", 1}, {"group_by", "operator"}});
        JCOMPARE(first["items"].size(), size_t(1));
        QVERIFY2(first["next_cursor"].is_string(), "the demo has more than one kernel group");
        QVERIFY(first["items"][0].contains("index") && first["items"][0].contains("name"));
        std::set<std::string> seen;
        Json page = first;
        int pages = 0;
        for (;;) {
            for (const Json &item : page["items"])
                QVERIFY2(seen.insert(item.dump()).second, "an item came twice");
            if (page["next_cursor"].is_null())
                break;
            page = structured(
                "bottlenecks",
                {{"path", path}, {"limit", 7}, {"group_by", "operator"}, {"cursor", page["next_cursor"]}});
            QVERIFY(++pages < 1000);
        }
        JCOMPARE(qint64(seen.size()), first["total"].get<qint64>());
        // The cursor belongs to its list: another grouping, another path, or an edited one is refused.
        const Json cursor = first["next_cursor"];
        QVERIFY(toolError("bottlenecks", {{"path", path}, {"cursor", cursor}}).contains(u"`cursor`"));
        QVERIFY(
            toolError("bottlenecks", {{"path", m_after.toStdString()}, {"group_by", "operator"}, {"cursor", cursor}})
                .contains(u"`cursor`"));
        QVERIFY(toolError("bottlenecks", {{"path", path}, {"group_by", "operator"}, {"cursor", "rl1.AAAA"}})
                    .contains(u"`cursor`"));
        QVERIFY(toolError("bottlenecks", {{"path", path}, {"cursor", 12}}).contains(u"`cursor`"));
    }

    void bottlenecksByTypeHonourTheCategoryFilter()
    {
        const Json all = structured("bottlenecks", {{"path", m_before.toStdString()}, {"limit", 100}});
        QVERIFY(!all["items"].empty());
        const std::string category = all["items"][0]["category"].get<std::string>();
        const Json some = structured("bottlenecks",
                                     {{"path", m_before.toStdString()}, {"limit", 100}, {"category", category}});
        QVERIFY(!some["items"].empty());
        for (const Json &item : some["items"]) {
            JCOMPARE(item["category"].get<std::string>(), category);
            QVERIFY(item.contains("type"));
        }
    }

    void badArgumentsAreToolErrorsNamingTheArgument()
    {
        const std::string path = m_before.toStdString();
        QVERIFY(toolError("bottlenecks", {{"path", path}, {"limit", 500}}).contains(u"`limit`"));
        QVERIFY(toolError("bottlenecks", {{"path", path}, {"limit", 0}}).contains(u"`limit`"));
        QVERIFY(toolError("bottlenecks", {{"path", path}, {"limit", "many"}}).contains(u"`limit`"));
        QVERIFY(toolError("bottlenecks", {{"path", path}, {"category", "slow"}}).contains(u"`category`"));
        QVERIFY(toolError("bottlenecks", {{"path", path}, {"group_by", "rank"}}).contains(u"`group_by`"));
        QVERIFY(toolError("analyze", Json::object()).contains(u"`path`"));
        QVERIFY(toolError("analyze", {{"path", 7}}).contains(u"`path`"));
        QVERIFY(toolError("analyze", {{"path", path}, {"rank", -1}}).contains(u"`rank`"));
        QVERIFY(toolError("operator", {{"path", path}}).contains(u"`index`"));
        QVERIFY(toolError("operator", {{"path", path}, {"index", 100000000}}).contains(u"`index`"));
        QVERIFY(toolError("operator", {{"path", path}, {"name", "no-such-kernel-anywhere"}}).contains(u"`name`"));
        QVERIFY(toolError("compare", {{"before", path}}).contains(u"`after`"));
        QVERIFY(toolError("compare", {{"before", path}, {"after", path}, {"fail_on_regression_pct", -3}})
                    .contains(u"fail_on"));
        JCOMPARE(request("ping")["result"], Json::object());
    }

    void aMissingPathIsAToolErrorNamingIt()
    {
        const QString missing = m_dir.filePath(u"no/such/PROF_1"_qs);
        QVERIFY(toolError("analyze", {{"path", missing.toStdString()}}).contains(missing));
        QVERIFY(toolError("list_profiles", {{"path", missing.toStdString()}}).contains(u"no/such"));
        QVERIFY(toolError("compare", {{"before", missing.toStdString()}, {"after", m_after.toStdString()}})
                    .contains(u"no/such"));
    }

    void operatorByNameGivesTheFirstMatchAndTheCount()
    {
        const std::string path = m_before.toStdString();
        const Json byIndex = structured("operator", {{"path", path}, {"index", 0}});
        const std::string name = byIndex["name"].get<std::string>();
        const Json byName = structured("operator", {{"path", path}, {"name", name}});
        JCOMPARE(byName["index"], byIndex["index"]);
        QVERIFY(byName["match_count"].get<int>() >= 1);
        QVERIFY(!byIndex.contains("match_count"));
    }

    void compareGivesTheSpeedupAndTheGate()
    {
        const Json c = structured(
            "compare",
            {{"before", m_before.toStdString()}, {"after", m_after.toStdString()}, {"fail_on_regression_pct", 5}});
        JCOMPARE(c["gate"]["threshold_pct"], Json(5.0));
        QVERIFY(c["gate"]["passed"].is_boolean());
        QVERIFY(c["top_regressions"].size() <= 10 && c["top_improvements"].size() <= 10);
        const int loads = m_cache.loads();
        const Json noGate = structured("compare",
                                       {{"before", m_before.toStdString()}, {"after", m_after.toStdString()}});
        QVERIFY(noGate["gate"].is_null());
        QCOMPARE(m_cache.loads(), loads); // both runs came from the cache the first call filled
        // The figures are those of `rooflens compare` (Workflow::compare loads both runs anew).
        CompareRequest request;
        request.baselinePaths = QStringList{m_before};
        request.candidatePaths = QStringList{m_after};
        const auto direct = Workflow::builtin().compare(request, nullProgress());
        QVERIFY(direct.ok());
        QVERIFY(direct->speedup.has_value());
        QCOMPARE(c["speedup"].get<double>(), *direct->speedup);
    }

    void runBreakdownSaysWhyWhenTheProfileHasNoSteps()
    {
        // The demo's msprof runs record kernels only: no step traces, no timeline.
        const Json run = structured("run_breakdown", {{"path", m_before.toStdString()}});
        QVERIFY(run["truncated"].is_object());
        QVERIFY(run["unavailable"].get<std::string>().find("no run breakdown") != std::string::npos);
    }

    void noAnswerPassesTheBound()
    {
        ToolResult big = ToolResult::ok(Json{{"blob", std::string(kBound, 'x')}});
        const Json r = McpSession::toolCallResult(big);
        JCOMPARE(r["isError"], Json(true));
        QVERIFY(!r.contains("structuredContent"));
        QVERIFY(r["content"][0]["text"].get<std::string>().find("bound") != std::string::npos);
        ToolResult fits = ToolResult::ok(Json{{"blob", std::string(kBound - 20, 'x')}});
        JCOMPARE(McpSession::toolCallResult(fits)["isError"], Json(false));
    }

    void garbageNeverThrowsAndEveryReplyIsJsonRpc()
    {
        // Valid requests mutated byte by byte: every reply is one JSON-RPC response.
        const std::vector<std::string> seeds = {
            R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"hardware","arguments":{"id":"x"}}})",
            R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"bottlenecks","arguments":{"path":"nope","cursor":"rl1.x"}}})",
            R"({"jsonrpc":"2.0","id":"s","method":"initialize","params":{"protocolVersion":"2025-06-18"}})",
            "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"resources/read\",\"params\":{\"uri\":\"rooflens://schema/"
            "summary\"}}",
        };
        std::mt19937 random(40);
        for (int i = 0; i < 3000; ++i) {
            std::string line = seeds[size_t(i) % seeds.size()];
            for (int m = 0; m < 1 + i % 4; ++m)
                line[random() % line.size()] = char(random() % 256);
            std::vector<std::string> replies;
            try {
                replies = m_session.handle(line);
            } catch (...) {
                QFAIL("handle() threw");
            }
            QVERIFY(replies.size() <= 1);
            for (const std::string &r : replies) {
                const Json j = Json::parse(r, nullptr, false);
                QVERIFY2(j.is_object() && j.value("jsonrpc", "") == "2.0" && j.contains("id")
                             && (j.contains("result") != j.contains("error")),
                         r.c_str());
            }
        }
    }

    void nothingIsWrittenBesideTheInputs()
    {
        QStringList before;
        for (QDirIterator it(m_dir.path(), QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden,
                             QDirIterator::Subdirectories);
             it.hasNext();)
            before << it.next();
        structured("analyze", {{"path", m_after.toStdString()}});
        structured("list_profiles", {{"path", m_dir.path().toStdString()}});
        QStringList after;
        for (QDirIterator it(m_dir.path(), QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden,
                             QDirIterator::Subdirectories);
             it.hasNext();)
            after << it.next();
        before.sort();
        after.sort();
        QCOMPARE(after, before);
    }
};

QTEST_GUILESS_MAIN(TestMcpSession)
#include "tst_mcpsession.moc"
