// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/fuzz/seedmcp.h"

namespace rl::fuzzseed {

namespace {

QByteArray call(int id, const char *tool, const char *arguments)
{
    return QByteArray(R"({"jsonrpc":"2.0","id":)") + QByteArray::number(id)
        + R"(,"method":"tools/call","params":{"name":")" + tool + R"(","arguments":)" + arguments + "}}\n";
}

const QByteArray kHandshake =
    R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"seed","version":"1"}}})"
    "\n"
    R"({"jsonrpc":"2.0","method":"notifications/initialized"})"
    "\n";

} // namespace

QList<std::pair<QString, QByteArray>> mcpSessions()
{
    QList<std::pair<QString, QByteArray>> seeds;
    seeds.append(
        {u"handshake_and_lists"_qs,
         kHandshake
             + R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})"
               "\n"
               R"({"jsonrpc":"2.0","id":2,"method":"resources/list"})"
               "\n"
               R"({"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"rooflens://schema/summary"}})"
               "\n"
               R"({"jsonrpc":"2.0","id":"p","method":"ping"})"
               "\n"});
    seeds.append({u"every_tool"_qs,
                  kHandshake + call(1, "list_profiles", R"({"path":"before"})")
                      + call(2, "analyze", R"({"path":"before","hardware":"ascend310"})")
                      + call(3, "bottlenecks", R"({"path":"before","limit":3,"group_by":"operator"})")
                      + call(4, "bottlenecks", R"({"path":"before","category":"inefficient_mte"})")
                      + call(5, "operator", R"({"path":"before","index":4})")
                      + call(6, "operator", R"({"path":"before","name":"Conv"})")
                      + call(7, "compare", R"({"before":"before","after":"after","fail_on_regression_pct":5})")
                      + call(8, "run_breakdown", R"({"path":"after"})") + call(9, "hardware", R"({})")
                      + call(10, "hardware", R"({"id":"ascend910b2"})")});
    seeds.append({u"bad_arguments"_qs,
                  kHandshake + call(1, "analyze", R"({})") + call(2, "bottlenecks", R"({"path":"before","limit":"x"})")
                      + call(3, "bottlenecks", R"({"path":"before","cursor":"AAAA"})")
                      + call(4, "operator", R"({"path":"before","index":-1})")
                      + call(5, "analyze", R"({"path":"nowhere"})") + call(6, "no_such_tool", R"({})")
                      + call(7, "analyze", R"({"path":"before","rank":99})")
                      + call(8, "hardware", R"({"id":"ascend000"})")});
    seeds.append({u"malformed"_qs,
                  QByteArray("{not json\n")
                      + R"({"jsonrpc":"2.0","id":7,"method":12})"
                        "\n"
                        R"([1,2,3])"
                        "\n"
                        R"({"jsonrpc":"1.0","id":1,"method":"ping"})"
                        "\n"
                        R"({"jsonrpc":"2.0","id":2,"method":"nope"})"
                        "\n"
                        R"({"jsonrpc":"2.0","id":null,"method":"ping"})"
                        "\n"});
    seeds.append(
        {u"progress_and_cancel"_qs,
         kHandshake
             + R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"analyze","arguments":{"path":"after"},"_meta":{"progressToken":"t"}}})"
               "\n"
               R"({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1,"reason":"seed"}})"
               "\n"});
    return seeds;
}

} // namespace rl::fuzzseed
