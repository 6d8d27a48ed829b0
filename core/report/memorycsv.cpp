// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/memorycsv.h"

#include "core/report/analysiscsv.h"

namespace rl {

namespace {

// The rank figures, then the allocation's: a `rank` row fills the first, an allocation row the second.
constexpr int kRankColumns = 15;

QString number(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'g', 12) : QString();
}

QString integer(const std::optional<qint64> &v)
{
    return v ? QString::number(*v) : QString();
}

QString header()
{
    return QStringList{u"Rank"_qs,
                       u"Row"_qs,
                       u"Source"_qs,
                       u"Peak Allocated(MB)"_qs,
                       u"Peak Reserved(MB)"_qs,
                       u"Peak Active(MB)"_qs,
                       u"Peak Time(ns)"_qs,
                       u"Capacity(MB)"_qs,
                       u"Alive At Peak Count"_qs,
                       u"Alive At Peak Size(MB)"_qs,
                       u"Before Profile(MB)"_qs,
                       u"HBM Mean(GB/s)"_qs,
                       u"HBM Max(GB/s)"_qs,
                       u"HBM Samples"_qs,
                       u"L2 Read Hit Rate"_qs,
                       u"L2 Write Hit Rate"_qs,
                       u"L2 Samples"_qs,
                       u"Position"_qs,
                       u"Name"_qs,
                       u"Size(KB)"_qs,
                       u"Allocation Time(ns)"_qs,
                       u"Release Time(ns)"_qs,
                       u"Duration(us)"_qs}
        .join(u',');
}

QString rankRow(const RankMemoryReport &r)
{
    QStringList f{QString::number(r.rank),
                  u"rank"_qs,
                  r.source,
                  number(r.peakAllocatedMb),
                  number(r.peakReservedMb),
                  number(r.peakActiveMb),
                  integer(r.peakTimeNs),
                  number(r.capacityMb),
                  QString::number(r.aliveCount),
                  QString::number(r.aliveSizeMb, 'g', 12),
                  number(r.beforeProfileMb),
                  number(r.hbmMeanGbs),
                  number(r.hbmMaxGbs),
                  QString::number(r.hbmSamples),
                  number(r.llcReadHitRate),
                  number(r.llcWriteHitRate),
                  QString::number(r.llcSamples)};
    for (int i = 0; i < 6; ++i)
        f << QString();
    return f.join(u',');
}

QString allocationRow(int rank, const QString &kind, int position, const AllocationFigure &a)
{
    QStringList f{QString::number(rank), kind};
    for (int i = 0; i < kRankColumns; ++i)
        f << QString();
    f << QString::number(position) << csvField(a.name) << QString::number(a.sizeKb, 'g', 12)
      << QString::number(a.allocationNs) << integer(a.releaseNs) << number(a.durationUs);
    return f.join(u',');
}

} // namespace

bool writeMemoryCsv(const MemoryReport &report, QIODevice &device)
{
    QStringList rows;
    for (const RankMemoryReport &r : report.ranks) {
        rows << rankRow(r);
        for (size_t i = 0; i < r.topOperators.size(); ++i)
            rows << allocationRow(r.rank, u"top_operator"_qs, int(i) + 1, r.topOperators[i]);
        for (size_t i = 0; i < r.aliveLargest.size(); ++i)
            rows << allocationRow(r.rank, u"alive_at_peak"_qs, int(i) + 1, r.aliveLargest[i]);
    }
    return writeCsvRows(device, header(), size_t(rows.size()), [&rows](size_t i) { return rows[qsizetype(i)]; });
}

} // namespace rl
