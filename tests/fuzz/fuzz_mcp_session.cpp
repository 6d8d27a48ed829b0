// SPDX-License-Identifier: GPL-3.0-or-later
// `rooflens mcp`'s message handling (app/mcp/README.md): the input is a session, one JSON-RPC
// line per input line, handed to one McpSession (its cache kept across executions, as a long
// server's is). Every reply must be one line of valid JSON-RPC 2.0: a response with the
// request's id and a result or an error, or a notification; anything else aborts.
//
// The tools read the paths their arguments name. To keep the target hermetic and fast, the
// working directory is a scratch folder holding two small generated runs (`before`, `after`:
// the demo's first eight operators as op_summary CSVs, so a load is a millisecond and every
// argument the fuzzer varies can be a fresh analysis), and a line whose
// tool arguments hold a string with '/', '\\' or ".." (after JSON unescaping) is skipped: the
// fuzzer reaches the demo's runs and names that do not exist, never the machine's own files.
#include "tests/fuzz/fuzzharness.h"

#include "app/mcp/analysiscache.h"
#include "app/mcp/mcpsession.h"
#include "core/hardware/hardwarecatalog.h"
#include "core/sim/corespec.h"
#include "core/sim/mobilenetv3.h"
#include "core/sim/opsummarywriter.h"
#include "core/sim/simulatedworkload.h"

#include <nlohmann/json.hpp>

#include <QDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

bool reachesOutside(const nlohmann::json &value)
{
    if (value.is_string()) {
        const std::string &s = value.get_ref<const std::string &>();
        return s.find('/') != std::string::npos || s.find('\\') != std::string::npos
            || s.find("..") != std::string::npos || (!s.empty() && s.front() == '~');
    }
    if (value.is_structured()) {
        for (const auto &item : value)
            if (reachesOutside(item))
                return true;
        if (value.is_object()) {
            for (auto it = value.begin(); it != value.end(); ++it)
                if (reachesOutside(nlohmann::json(it.key())))
                    return true;
        }
    }
    return false;
}

// Whether the line's tool arguments could name a file outside the scratch folder.
bool touchesOutside(std::string_view line)
{
    const nlohmann::json message = nlohmann::json::parse(line, nullptr, false);
    if (message.is_discarded() || !message.is_object())
        return false;
    const auto params = message.find("params");
    if (params == message.end() || !params->is_object())
        return false;
    const auto arguments = params->find("arguments");
    return arguments != params->end() && reachesOutside(*arguments);
}

void checkReply(const std::string &reply)
{
    const nlohmann::json message = nlohmann::json::parse(reply, nullptr, false);
    const bool oneLine = reply.find('\n') == std::string::npos;
    bool valid = oneLine && message.is_object() && message.value("jsonrpc", "") == "2.0";
    if (valid) {
        const bool response = message.contains("id") && (message.contains("result") != message.contains("error"));
        const bool notification = !message.contains("id") && message.contains("method");
        valid = response || notification;
        if (valid && message.contains("error")) {
            const auto &error = message["error"];
            valid = error.is_object() && error.contains("code") && error["code"].is_number_integer()
                && error.contains("message") && error["message"].is_string();
        }
    }
    if (!valid) {
        std::fprintf(stderr, "invalid JSON-RPC reply: %.400s\n", reply.c_str());
        std::abort();
    }
}

// The folder the sessions run in; libFuzzer's own relative paths (corpus, artifacts) are
// meant from the starting folder, so the target moves there only while a session runs.
QString &workspaceDir()
{
    static QString dir;
    return dir;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    rl::fuzz::initialise(argc, argv);
    // Eight MobileNetV3 operators on the simulated Ascend 310, before and after the demo's
    // optimisation: the start of the demo's op_summary, without simulating the whole demo.
    const rl::HardwareCatalog catalog = rl::HardwareCatalog::builtin();
    const rl::HardwareSpec *chip = catalog.find(u"ascend310"_qs);
    if (!chip) {
        std::fprintf(stderr, "the catalogue has no ascend310\n");
        std::abort();
    }
    rl::sim::ModelGraph graph = rl::sim::mobileNetV3Graph();
    graph.ops.resize(std::min<size_t>(graph.ops.size(), 8));
    const QString workspace = rl::fuzz::freshDir(u"mcp"_qs);
    for (const bool optimised : {false, true}) {
        auto workload = rl::sim::simulateWorkload(graph, optimised, rl::sim::CoreSpec::fromHardware(*chip));
        if (!workload) {
            std::fprintf(stderr, "the demo's operators could not be simulated\n");
            std::abort();
        }
        const QByteArray table = rl::sim::writeOpSummary(*workload, rl::sim::MetricGroup::PipeUtilization,
                                                         Q_INT64_C(1743300900000000000));
        rl::fuzz::writeFile(workspace + (optimised ? u"/after"_qs : u"/before"_qs) + u"/op_summary_1.csv"_qs, table);
    }
    workspaceDir() = workspace;
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static rl::mcp::AnalysisCache cache;
    static rl::mcp::McpSession session(cache);
    const QString started = QDir::currentPath();
    QDir::setCurrent(workspaceDir());
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    size_t start = 0;
    while (start <= input.size()) {
        size_t end = input.find('\n', start);
        if (end == std::string_view::npos)
            end = input.size();
        const std::string_view line = input.substr(start, end - start);
        if (!line.empty() && !touchesOutside(line)) {
            for (const std::string &reply : session.handle(line))
                checkReply(reply);
        }
        start = end + 1;
    }
    QDir::setCurrent(started);
    return 0;
}
