// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/communicationcsv.h"

#include "core/report/analysiscsv.h"

namespace rl {

namespace {

// The transports every row has columns for, in the profilers' order.
const QStringList kTransports{u"HCCS"_qs, u"PCIE"_qs, u"SIO"_qs, u"RDMA"_qs, u"SDMA"_qs};

QString number(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'g', 10) : QString();
}

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

QString row(const JudgedCollective &c)
{
    QStringList f{QString::number(c.rank),
                  csvField(c.name),
                  csvField(c.group),
                  QString::number(c.calls),
                  number(c.elapseUs),
                  number(c.transitUs),
                  number(c.waitUs),
                  number(c.synchronizationUs),
                  number(c.idleUs),
                  number(c.waitRatio),
                  number(c.synchronizationRatio)};
    for (const QString &name : kTransports) {
        const JudgedTransport *t = c.transport(name);
        f << (t ? QString::number(t->sizeMb, 'g', 10) : QString())
          << (t ? QString::number(t->timeMs, 'g', 10) : QString()) << (t ? number(t->bandwidthGbs) : QString())
          << (t ? number(t->utilization) : QString());
    }
    f << number(c.utilization) << communicationVerdictId(c.verdict) << csvField(c.evidence)
      << csvField(c.advice.empty() ? QString() : c.advice.front().title);
    return f.join(u',');
}

} // namespace

bool writeCommunicationCsv(const CommunicationReport &report, QIODevice &device)
{
    return writeCsvRows(device, header(), report.collectives.size(),
                        [&](size_t i) { return row(report.collectives[i]); });
}

} // namespace rl
