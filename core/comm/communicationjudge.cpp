// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/communicationjudge.h"

#include "core/comm/communicationadvice.h"
#include "core/comm/communicationmatrix.h"
#include "core/comm/communicationsummary.h"
#include "core/comm/communicationverdict.h"
#include "core/comm/waitingcause.h"
#include "core/common/tr.h"

#include "core/common/parallel.h"

#include <QHash>

#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <span>
#include <unordered_map>

namespace rl {

namespace {

constexpr double kUsPerMs = 1000.0;

// (rank, group, name) of a collective, pointing into its record (the records outlive the pass).
struct CallKey
{
    int rank;
    QStringView group;
    QStringView name;
    bool operator==(const CallKey &o) const { return rank == o.rank && name == o.name && group == o.group; }
};

struct CallKeyHash
{
    size_t operator()(const CallKey &k) const { return qHashMulti(0, k.rank, k.name, k.group); }
};

void addOptional(std::optional<double> &sum, const std::optional<double> &part)
{
    if (part)
        sum = sum.value_or(0.0) + *part;
}

// The calls of one collective on one rank summed: times and sizes add, the file's ratios and
// bandwidths stand for a single call, and are worked out again from the sums for several. One
// pass with a hash of (rank, group, name): a 64-rank job has hundreds of thousands.
std::vector<JudgedCollective> sumCalls(std::span<const CollectiveRecord> records)
{
    std::vector<JudgedCollective> out;
    out.reserve(records.size());
    std::unordered_map<CallKey, size_t, CallKeyHash> indexOf;
    indexOf.reserve(records.size());
    for (const CollectiveRecord &r : records) {
        auto [it, isNew] = indexOf.try_emplace(CallKey{r.rank, r.group, r.name}, out.size());
        if (isNew) {
            JudgedCollective c;
            c.rank = r.rank;
            c.name = r.name;
            c.group = r.group;
            c.pointToPoint = r.pointToPoint;
            c.startUs = r.startUs;
            c.file = r.file;
            c.waitRatio = r.waitRatio;
            c.synchronizationRatio = r.synchronizationRatio;
            out.push_back(std::move(c));
        }
        JudgedCollective &c = out[it->second];
        ++c.calls;
        // Times in ms while summing; converted to µs below.
        addOptional(c.elapseUs, r.elapseMs);
        addOptional(c.transitUs, r.transitMs);
        addOptional(c.waitUs, r.waitMs);
        addOptional(c.synchronizationUs, r.synchronizationMs);
        addOptional(c.idleUs, r.idleMs);
        for (const TransportFigures &t : r.transports) {
            auto j = std::find_if(c.transports.begin(), c.transports.end(),
                                  [&](const JudgedTransport &x) { return x.transport == t.transport; });
            if (j == c.transports.end()) {
                c.transports.push_back(JudgedTransport{});
                j = c.transports.end() - 1;
                j->transport = t.transport;
            }
            j->sizeMb += t.sizeMb;
            j->timeMs += t.timeMs;
            j->bandwidthGbs = t.bandwidthGbs; // the file's for one call, recomputed below for several
            j->largePacketRatio = t.largePacketRatio;
        }
    }
    for (JudgedCollective &c : out) {
        for (std::optional<double> *ms : {&c.elapseUs, &c.transitUs, &c.waitUs, &c.synchronizationUs, &c.idleUs}) {
            if (*ms)
                **ms *= kUsPerMs;
        }
        if (c.calls == 1)
            continue;
        c.waitRatio = c.waitUs && c.transitUs && *c.waitUs + *c.transitUs > 0.0
            ? std::optional<double>(*c.waitUs / (*c.waitUs + *c.transitUs))
            : std::nullopt;
        c.synchronizationRatio = c.synchronizationUs && c.transitUs && *c.synchronizationUs + *c.transitUs > 0.0
            ? std::optional<double>(*c.synchronizationUs / (*c.synchronizationUs + *c.transitUs))
            : std::nullopt;
        for (JudgedTransport &t : c.transports) {
            t.bandwidthGbs = t.timeMs > 0.0 ? std::optional<double>(t.sizeMb / t.timeMs) : std::nullopt;
            t.largePacketRatio.reset(); // a ratio per call does not add up
        }
    }
    // By rank, then start: the files are mostly in that order already, so the collectives are
    // moved only when they are not (a permutation, not a sort of the large structs).
    const auto before = [](const JudgedCollective &a, const JudgedCollective &b) {
        return a.rank != b.rank ? a.rank < b.rank : a.startUs.value_or(0.0) < b.startUs.value_or(0.0);
    };
    if (std::is_sorted(out.begin(), out.end(), before))
        return out;
    std::vector<size_t> order(out.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return before(out[a], out[b]); });
    std::vector<JudgedCollective> sorted;
    sorted.reserve(out.size());
    for (size_t i : order)
        sorted.push_back(std::move(out[i]));
    return sorted;
}

// `work` for every collective, shared between the cores (each collective is judged alone).
template<typename Work>
void forEachOnTheCores(std::vector<JudgedCollective> &collectives, const Work &work)
{
    const size_t workers = workersFor(collectives.size(), 4096);
    runOnWorkers(workers, [&](size_t w) {
        for (size_t i = w; i < collectives.size(); i += workers)
            work(collectives[i]);
    });
}

// sumCalls over each rank's records on its own core: calls of different ranks never merge, and
// the readers append the records rank by rank (a rank whose records are not contiguous is
// summed with the rest in one pass).
std::vector<JudgedCollective> sumCallsOnTheCores(const std::vector<CollectiveRecord> &records)
{
    std::vector<std::pair<size_t, size_t>> slices; // [begin, end) of one rank's records
    std::set<int> seen;
    for (size_t i = 0; i < records.size();) {
        size_t end = i;
        while (end < records.size() && records[end].rank == records[i].rank)
            ++end;
        if (!seen.insert(records[i].rank).second)
            return sumCalls(records); // a rank appears twice: one pass keeps the sums right
        slices.emplace_back(i, end);
        i = end;
    }
    std::vector<std::vector<JudgedCollective>> parts(slices.size());
    const size_t workers = workersFor(slices.size(), 1);
    runOnWorkers(workers, [&](size_t w) {
        for (size_t s = w; s < slices.size(); s += workers)
            parts[s] = sumCalls(std::span(records).subspan(slices[s].first, slices[s].second - slices[s].first));
    });
    // The slices in rank order (each is already in start order).
    std::vector<size_t> order(slices.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return records[slices[a].first].rank < records[slices[b].first].rank; });
    std::vector<JudgedCollective> out;
    out.reserve(records.size());
    for (size_t s : order)
        std::move(parts[s].begin(), parts[s].end(), std::back_inserter(out));
    return out;
}

// Run-level links: per transport Σ size / Σ time over every collective (SDMA its own line).
std::vector<CommunicationLink> runLinks(const std::vector<JudgedCollective> &collectives, const HardwareSpec &hardware)
{
    std::vector<CommunicationLink> links;
    for (const JudgedCollective &c : collectives) {
        for (const JudgedTransport &t : c.transports) {
            if (t.sizeMb <= 0.0 && t.timeMs <= 0.0)
                continue;
            auto it = std::find_if(links.begin(), links.end(),
                                   [&](const CommunicationLink &l) { return l.transport == t.transport; });
            if (it == links.end()) {
                links.push_back(CommunicationLink{});
                it = links.end() - 1;
                it->transport = t.transport;
            }
            it->sizeMb += t.sizeMb;
            it->timeMs += t.timeMs;
        }
    }
    for (CommunicationLink &l : links) {
        l.bandwidthGbs = l.timeMs > 0.0 ? std::optional<double>(l.sizeMb / l.timeMs) : std::nullopt;
        applyLinkRoof(hardware, l.transport, l.bandwidthGbs, l.peakGbs, l.peakSource, l.utilization);
    }
    return links;
}

QString gbs(double value)
{
    return Tr::tr("%1 GB/s").arg(value, 0, 'f', value < 10.0 ? 2 : 1);
}

// A bandwidth above its roof: kept as computed, said once per collective and transport.
void noteAboveRoof(const JudgedCollective &c, const HardwareSpec &hardware, Diagnostics &out)
{
    for (const JudgedTransport &t : c.transports) {
        if (!t.utilization || *t.utilization <= 1.0 || !t.bandwidthGbs || !t.peakGbs)
            continue;
        QString message = Tr::tr("%1 on rank %2: %3 %4 is above the %5 empirical roof (%6) — the roof is an "
                                 "average, not a limit")
                              .arg(c.name)
                              .arg(c.rank)
                              .arg(t.transport, gbs(*t.bandwidthGbs), gbs(*t.peakGbs), t.peakSource);
        if (*t.utilization > commthresholds::kImpossible)
            message += u"; "
                + Tr::tr("%1 % of the roof suggests another chip than the %2 assumed (--hardware)")
                      .arg(*t.utilization * 100.0, 0, 'f', 0)
                      .arg(hardware.isKnown() ? hardware.name : Tr::tr("unknown chip"));
        out << warning(message, c.file);
    }
}

} // namespace

CommunicationReport judgeCommunication(const CommunicationData &data, const HardwareSpec &hardware)
{
    CommunicationReport report;
    report.source = data.source;
    report.files = data.files;
    report.diagnostics = data.diagnostics;
    report.collectives = sumCallsOnTheCores(data.collectives);
    forEachOnTheCores(report.collectives, [&](JudgedCollective &c) {
        for (JudgedTransport &t : c.transports)
            applyLinkRoof(hardware, t.transport, t.bandwidthGbs, t.peakGbs, t.peakSource, t.utilization);
        judgeCollective(c);
    });
    report.waitingCause = waitingCauseOf(report.collectives);
    const std::optional<int> waitingRank = report.waitingCause ? std::optional<int>(report.waitingCause->rank)
                                                               : std::nullopt;
    // The sentences on the cores (a 64-rank job has hundreds of thousands); the advice texts are
    // the same for every collective of one kind, so each is made once and shared.
    std::map<QString, std::vector<CommunicationAdvice>> adviceByKind;
    for (JudgedCollective &c : report.collectives) {
        const QString kind = communicationAdviceKey(c);
        auto it = adviceByKind.find(kind);
        if (it == adviceByKind.end())
            it = adviceByKind.emplace(kind, communicationAdvice(c, waitingRank)).first;
        c.advice = it->second;
        noteAboveRoof(c, hardware, report.diagnostics);
    }
    forEachOnTheCores(report.collectives, [](JudgedCollective &c) { c.evidence = communicationEvidence(c); });
    report.links = runLinks(report.collectives, hardware);
    report.matrix = matrixLinks(data.matrix, hardware);
    report.slowestLink = slowestLinkOf(report.matrix);
    report.summary = communicationSummary(report);
    return report;
}

} // namespace rl
