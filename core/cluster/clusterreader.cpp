// SPDX-License-Identifier: GPL-3.0-or-later
// readClusterJson of clusterresult.h: `rooflens.cluster/1` back into a ClusterResult, for the
// GUI's cluster view.
#include "core/cluster/clusterresult.h"

#include "core/cluster/jsonfields.h"
#include "core/common/boundedread.h"
#include "core/common/tr.h"

#include <QDir>
#include <QFileInfo>

namespace rl {

using json::Json;

namespace {

// 10,000 ranks take a few MB; far more is not a cluster file.
constexpr qint64 kLargestClusterFile = qint64(1) << 30;

QString item(const char *list, size_t i)
{
    return QString::fromUtf8(list) + u'[' + QString::number(i) + u']';
}

std::optional<Diagnostic::Severity> severityFrom(const QString &name)
{
    for (auto s : {Diagnostic::Severity::Info, Diagnostic::Severity::Warning, Diagnostic::Severity::Error}) {
        if (severityName(s) == name)
            return s;
    }
    return std::nullopt;
}

void readRanks(const Json &root, JsonFields &f, ClusterResult &c)
{
    const Json *ranks = f.array(root, "ranks", {});
    for (size_t i = 0; ranks && i < ranks->size(); ++i) {
        const Json &r = (*ranks)[i];
        const QString at = item("ranks", i);
        ClusterRank rank;
        rank.rank = int(f.integer(r, "rank", at));
        rank.path = f.text(r, "path", at);
        rank.summaryFile = f.text(r, "summary_file", at);
        rank.node = f.text(r, "node", at);
        rank.hasKernels = f.boolean(r, "has_kernels", at);
        rank.steps = int(f.integer(r, "steps", at));
        if (const Json *totals = f.object(r, "totals", at))
            rank.totals = f.step(*totals, fieldPath(at, "totals"));
        rank.communicationElapseMs = f.optionalNumber(r, "communication_elapse_ms", at);
        rank.communicationWaitMs = f.optionalNumber(r, "communication_wait_ms", at);
        rank.memoryPeakAllocatedMb = f.optionalNumber(r, "memory_peak_allocated_mb", at);
        rank.memoryPeakReservedMb = f.optionalNumber(r, "memory_peak_reserved_mb", at);
        c.ranks.push_back(std::move(rank));
    }
}

void readStragglers(const Json &root, JsonFields &f, ClusterResult &c)
{
    const Json *list = f.array(root, "stragglers", {});
    for (size_t i = 0; list && i < list->size(); ++i) {
        const Json &s = (*list)[i];
        const QString at = item("stragglers", i);
        Straggler x;
        x.rank = int(f.integer(s, "rank", at));
        x.totalUs = f.number(s, "total_us", at);
        x.excessPct = f.number(s, "excess_pct", at);
        x.slowerPart = f.text(s, "slower_part", at);
        x.computingExcessUs = f.number(s, "computing_excess_us", at);
        x.communicationNotOverlappedExcessUs = f.number(s, "communication_not_overlapped_excess_us", at);
        x.freeExcessUs = f.number(s, "free_excess_us", at);
        c.stragglers.push_back(std::move(x));
    }
}

void readMissingAndDiagnostics(const Json &root, JsonFields &f, ClusterResult &c)
{
    const Json *missing = f.array(root, "missing_ranks", {});
    for (size_t i = 0; missing && i < missing->size(); ++i) {
        const Json &m = (*missing)[i];
        const QString at = item("missing_ranks", i);
        MissingRank x;
        if (const auto rank = f.optionalInteger(m, "rank", at))
            x.rank = int(*rank);
        x.path = f.text(m, "path", at);
        x.reason = f.text(m, "reason", at);
        c.missing.push_back(std::move(x));
    }
    const Json *diagnostics = f.array(root, "diagnostics", {}, true);
    for (size_t i = 0; diagnostics && i < diagnostics->size(); ++i) {
        const Json &d = (*diagnostics)[i];
        const QString at = item("diagnostics", i);
        const auto severity = severityFrom(f.text(d, "severity", at));
        c.diagnostics << Diagnostic(severity.value_or(Diagnostic::Severity::Warning), f.text(d, "message", at),
                                    f.text(d, "location", at));
    }
}

} // namespace

const ClusterRank *ClusterResult::rank(int number) const
{
    const auto it = std::lower_bound(ranks.begin(), ranks.end(), number,
                                     [](const ClusterRank &r, int n) { return r.rank < n; });
    if (it != ranks.end() && it->rank == number)
        return &*it;
    for (const ClusterRank &r : ranks) { // a file written by hand need not be in order
        if (r.rank == number)
            return &r;
    }
    return nullptr;
}

Result<ClusterResult> readClusterJson(const QString &path)
{
    const QString file = QFileInfo(path).isDir() ? QDir(path).filePath(u"cluster.json"_qs) : path;
    const auto text = readBoundedFile(file, kLargestClusterFile);
    if (!text)
        return text.error();
    const auto parsed = parseJsonText(*text, file);
    if (!parsed)
        return parsed.error();
    const Json &root = *parsed;
    if (!root.is_object() || root.value("schema", Json()) != "rooflens.cluster/1")
        return makeError(Error::Kind::Unsupported, Tr::tr("not a cluster file (rooflens.cluster/1)"), file);
    JsonFields f;
    ClusterResult c;
    readRanks(root, f, c);
    if (const auto slowest = f.optionalInteger(root, "slowest_rank", {}))
        c.slowestRank = int(*slowest);
    c.medianTotalUs = f.optionalNumber(root, "median_total_us", {});
    readStragglers(root, f, c);
    if (const Json *groups = f.array(root, "operator_groups_across_ranks", {})) {
        for (size_t i = 0; i < groups->size(); ++i)
            c.groups.push_back(f.groupAcrossRanks((*groups)[i], item("operator_groups_across_ranks", i)));
    }
    readMissingAndDiagnostics(root, f, c);
    if (!f.ok())
        return makeError(Error::Kind::Input, f.error(), file);
    return c;
}

} // namespace rl
