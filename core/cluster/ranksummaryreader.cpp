// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/cluster/ranksummaryreader.h"

#include "core/cluster/domfields.h"
#include "core/cluster/jsonfields.h"
#include "core/common/tr.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <cstring>

namespace rl {

using Element = simdjson::dom::element;

struct RankSummaryReader::Parser
{
    simdjson::dom::parser dom;
    std::vector<char> bytes; // the text, padded as simdjson reads it
};

RankSummaryReader::RankSummaryReader() : m_parser(std::make_unique<Parser>()) { }

RankSummaryReader::~RankSummaryReader() = default;

std::optional<int> rankFromFileName(const QString &file)
{
    static const QRegularExpression pattern(u"rank[_-]?(\\d+)"_qs);
    const auto match = pattern.match(QFileInfo(file).fileName());
    if (!match.hasMatch())
        return std::nullopt;
    bool ok = false;
    const int rank = match.captured(1).toInt(&ok);
    return ok ? std::optional<int>(rank) : std::nullopt;
}

namespace {

// The fields the reduce reads, in the order a first wrong one is named. The collectives, steps,
// gaps, memory lists, diagnostics and time per category are parsed (simdjson validates the
// whole text) but never read.
void readRow(DomFields &f, Element root, ReducibleSummary &s)
{
    ClusterRank &r = s.row;
    r.path = f.text(root, "path", {});
    r.node = f.text(root, "node", {});
    std::optional<double> runElapseMs, runWaitMs;
    if (const auto row = f.object(root, "run", {}, true)) {
        r.hasKernels = f.boolean(*row, "has_kernels", u"run"_qs);
        if (const auto steps = f.array(*row, "steps", u"run"_qs))
            r.steps = int(simdjson::dom::array(*steps).size());
        if (const auto totals = f.object(*row, "totals", u"run"_qs))
            r.totals = f.step(*totals, u"run.totals"_qs);
        if (const auto c = f.object(*row, "communication", u"run"_qs, true)) {
            runElapseMs = f.optionalNumber(*c, "elapse_ms", u"run.communication"_qs);
            runWaitMs = f.optionalNumber(*c, "wait_ms", u"run.communication"_qs);
        }
    }
    if (const auto truncated = f.object(root, "truncated", {}, true)) {
        if (const auto steps = f.optionalInteger(*truncated, "steps", u"truncated"_qs))
            r.steps += int(*steps);
    }
    // The collectives' sums (§7b) when the analysis judged them, else communication.json's.
    r.communicationElapseMs = runElapseMs;
    r.communicationWaitMs = runWaitMs;
    if (const auto c = f.object(root, "communication", {}, true)) {
        r.communicationElapseMs = f.optionalNumber(*c, "elapse_ms", u"communication"_qs);
        r.communicationWaitMs = f.optionalNumber(*c, "wait_ms", u"communication"_qs);
    }
    if (const auto m = f.object(root, "memory", {}, true)) {
        r.memoryPeakAllocatedMb = f.optionalNumber(*m, "peak_allocated_mb", u"memory"_qs);
        r.memoryPeakReservedMb = f.optionalNumber(*m, "peak_reserved_mb", u"memory"_qs);
    }
    s.operatorCount = f.integer(root, "operator_count", {});
}

void readTypes(DomFields &f, Element root, ReducibleSummary &s)
{
    const auto list = f.array(root, "operator_types", {});
    if (!list)
        return;
    const simdjson::dom::array types(*list);
    s.types.reserve(types.size());
    size_t i = 0;
    for (const Element t : types) {
        const QString at = u"operator_types[" + QString::number(i++) + u']';
        RankTypeGroup g;
        g.group = f.text(t, "type", at);
        g.figures.rank = s.row.rank;
        g.figures.calls = int(f.integer(t, "calls", at));
        g.figures.totalUs = f.number(t, "total_us", at);
        g.figures.minUs = f.number(t, "min_us", at);
        g.figures.maxUs = f.number(t, "max_us", at);
        g.figures.category = f.text(t, "category", at);
        s.types.push_back(std::move(g));
    }
}

} // namespace

std::variant<ReducibleSummary, MissingRank> RankSummaryReader::read(const QByteArray &text, const QString &file)
{
    const size_t size = size_t(text.size());
    m_parser->bytes.resize(size + simdjson::SIMDJSON_PADDING);
    std::memcpy(m_parser->bytes.data(), text.constData(), size);
    Element root;
    if (const auto error = m_parser->dom.parse(m_parser->bytes.data(), size, false).get(root);
        error != simdjson::SUCCESS) {
        // simdjson says what is wrong, not where: nlohmann's parser names the byte (the summary
        // is bad, speed does not matter). What nlohmann takes but simdjson refuses (a number
        // beyond a double, nesting past 1,024) is named with simdjson's words.
        const auto again = parseJsonText(text, file);
        return MissingRank{rankFromFileName(file), file,
                           again ? Tr::tr("not valid JSON: %1").arg(QString::fromUtf8(simdjson::error_message(error)))
                                 : again.error().message};
    }
    std::string_view schema;
    if (!root.is_object() || root.at_key("schema").get_string().get(schema) != simdjson::SUCCESS
        || schema != "rooflens.rank-summary/1")
        return MissingRank{rankFromFileName(file), file, Tr::tr("not a rank summary (rooflens.rank-summary/1)")};
    DomFields f;
    ReducibleSummary s;
    s.row.rank = int(f.integer(root, "rank", {}));
    const std::optional<int> knownRank = f.ok() ? std::optional<int>(s.row.rank) : rankFromFileName(file);
    s.row.summaryFile = file;
    readRow(f, root, s);
    readTypes(f, root, s);
    if (!f.ok())
        return MissingRank{knownRank, file, f.error()};
    return s;
}

} // namespace rl
