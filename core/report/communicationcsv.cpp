// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/communicationcsv.h"

#include "core/report/analysiscsv.h"

namespace rl {

namespace {

// The transports every row has columns for, in the profilers' order.
const QStringList kTransports{u"HCCS"_qs, u"PCIE"_qs, u"SIO"_qs, u"RDMA"_qs, u"SDMA"_qs};

QString header()
{
    QStringList columns{u"Rank"_qs,
                        u"Name"_qs,
                        u"Group"_qs,
                        u"Calls"_qs,
                        u"Elapse(us)"_qs,
                        u"Transit(us)"_qs,
                        u"Wait(us)"_qs,
                        u"Synchronization(us)"_qs,
                        u"Idle(us)"_qs,
                        u"Wait Ratio"_qs,
                        u"Synchronization Ratio"_qs};
    for (const QString &t : kTransports)
        columns << t + u" Size(MB)" << t + u" Time(ms)" << t + u" Bandwidth(GB/s)" << t + u" Utilization";
    columns << u"Utilization"_qs << u"Verdict"_qs << u"Evidence"_qs << u"Advice"_qs;
    return columns.join(u',');
}

// One collective's row; the figures with ten digits, as the profilers' own tables give them.
void writeRow(CsvRow &row, const JudgedCollective &c)
{
    row.integer(c.rank)
        .text(c.name)
        .text(c.group)
        .integer(c.calls)
        .significant(c.elapseUs, 10)
        .significant(c.transitUs, 10)
        .significant(c.waitUs, 10)
        .significant(c.synchronizationUs, 10)
        .significant(c.idleUs, 10)
        .significant(c.waitRatio, 10)
        .significant(c.synchronizationRatio, 10);
    for (const QString &name : kTransports) {
        if (const JudgedTransport *t = c.transport(name))
            row.significant(t->sizeMb, 10)
                .significant(t->timeMs, 10)
                .significant(t->bandwidthGbs, 10)
                .significant(t->utilization, 10);
        else
            row.empties(4);
    }
    row.significant(c.utilization, 10)
        .plain(communicationVerdictId(c.verdict))
        .text(c.evidence)
        .text(c.advice.empty() ? QStringView() : QStringView(c.advice.front().title));
    row.end();
}

} // namespace

bool writeCommunicationCsv(const CommunicationReport &report, QIODevice &device)
{
    return writeCsvTable(device, header(), report.collectives.size(),
                         [&](CsvRow &row, size_t i) { writeRow(row, report.collectives[i]); });
}

} // namespace rl
