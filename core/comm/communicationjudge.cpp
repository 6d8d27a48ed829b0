// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/communicationjudge.h"

#include "core/comm/communicationadvice.h"
#include "core/comm/communicationmatrix.h"
#include "core/comm/communicationsummary.h"
#include "core/comm/communicationverdict.h"
#include "core/comm/waitingcause.h"
#include "core/common/tr.h"

#include <QHash>

#include <algorithm>

namespace rl {

namespace {

constexpr double kUsPerMs = 1000.0;

void addOptional(std::optional<double> &sum, const std::optional<double> &part)
{
    if (part)
        sum = sum.value_or(0.0) + *part;
}

// The calls of one collective on one rank summed: times and sizes add, the file's ratios and
// bandwidths stand for a single call, and are worked out again from the sums for several. One
// pass with a hash of (rank, group, name): a 64-rank job has hundreds of thousands.
std::vector<JudgedCollective> sumCalls(const std::vector<CollectiveRecord> &records)
{
    std::vector<JudgedCollective> out;
    QHash<QString, qsizetype> indexOf;
    indexOf.reserve(qsizetype(records.size()));
    for (const CollectiveRecord &r : records) {
        const QString key = QString::number(r.rank) + u'\x1f' + r.group + u'\x1f' + r.name;
        auto it = indexOf.find(key);
        if (it == indexOf.end()) {
            it = indexOf.insert(key, qsizetype(out.size()));
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
        JudgedCollective &c = out[size_t(*it)];
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
    std::stable_sort(out.begin(), out.end(), [](const JudgedCollective &a, const JudgedCollective &b) {
        if (a.rank != b.rank)
            return a.rank < b.rank;
        return a.startUs.value_or(0.0) < b.startUs.value_or(0.0);
    });
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
    report.collectives = sumCalls(data.collectives);
    for (JudgedCollective &c : report.collectives) {
        for (JudgedTransport &t : c.transports)
            applyLinkRoof(hardware, t.transport, t.bandwidthGbs, t.peakGbs, t.peakSource, t.utilization);
        judgeCollective(c);
    }
    report.waitingCause = waitingCauseOf(report.collectives);
    const std::optional<int> waitingRank = report.waitingCause ? std::optional<int>(report.waitingCause->rank)
                                                               : std::nullopt;
    for (JudgedCollective &c : report.collectives) {
        c.evidence = communicationEvidence(c);
        c.advice = communicationAdvice(c, waitingRank);
        noteAboveRoof(c, hardware, report.diagnostics);
    }
    report.links = runLinks(report.collectives, hardware);
    report.matrix = matrixLinks(data.matrix, hardware);
    report.slowestLink = slowestLinkOf(report.matrix);
    report.summary = communicationSummary(report);
    return report;
}

} // namespace rl
