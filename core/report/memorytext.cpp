// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/memorytext.h"

#include "core/common/tr.h"
#include "core/format/durationformat.h"
#include "core/format/percentformat.h"
#include "core/model/profile.h"
#include "core/timeline/kernelscene.h"

#include <QTextStream>

namespace rl {

namespace {

QString peaksLine(const RankMemoryReport &r, const MemoryData *data, std::optional<qint64> origin)
{
    const auto figure = [](const std::optional<double> &mb, const QString &recorded, const QString &missing) {
        return mb ? recorded.arg(memorySizeText(*mb)) : missing;
    };
    const QStringList peaks{figure(r.peakAllocatedMb, Tr::tr("%1 allocated"), Tr::tr("allocated not recorded")),
                            figure(r.peakReservedMb, Tr::tr("%1 reserved"), Tr::tr("reserved not recorded")),
                            figure(r.peakActiveMb, Tr::tr("%1 active"), Tr::tr("active not recorded"))};
    QString line = Tr::tr("rank %1: peak %2, %3").arg(r.rank).arg(peaks.join(u", "), peakTimeText(r, data, origin));
    if (r.capacityMb && *r.capacityMb > 0.0 && r.peakReservedMb)
        line += Tr::tr("; reserved is %1 of the %2 device")
                    .arg(percent(*r.peakReservedMb / *r.capacityMb), memorySizeText(*r.capacityMb));
    return line;
}

QString aliveLine(const RankMemoryReport &r)
{
    QString line =
        Tr::tr("alive at the peak: %n allocation(s), %1", nullptr, r.aliveCount).arg(memorySizeText(r.aliveSizeMb));
    if (r.beforeProfileMb)
        line += Tr::tr("; %1 was allocated before the profile began").arg(memorySizeText(*r.beforeProfileMb));
    if (!r.aliveLargest.empty())
        line += Tr::tr("; largest %1 (%2)")
                    .arg(r.aliveLargest.front().name, allocationSizeText(r.aliveLargest.front().sizeKb));
    return line;
}

QString allocationText(const AllocationFigure &a)
{
    return Tr::tr("%1 %2 for %3")
        .arg(a.name, allocationSizeText(a.sizeKb),
             a.durationUs ? formatDurationUs(*a.durationUs) : Tr::tr("the rest of the profile"));
}

QString samplersLine(const RankMemoryReport &r)
{
    QStringList parts;
    if (r.hbmMeanGbs && r.hbmMaxGbs)
        parts << Tr::tr("HBM %1 GB/s mean, %2 GB/s max over %n sample(s)", nullptr, int(r.hbmSamples))
                     .arg(*r.hbmMeanGbs, 0, 'f', 2)
                     .arg(*r.hbmMaxGbs, 0, 'f', 2);
    QStringList hits;
    if (r.llcReadHitRate)
        hits << Tr::tr("read %1").arg(percent(*r.llcReadHitRate));
    if (r.llcWriteHitRate)
        hits << Tr::tr("write %1").arg(percent(*r.llcWriteHitRate));
    if (!hits.isEmpty())
        parts << Tr::tr("L2 hit rate %1 over %n sample(s)", nullptr, int(r.llcSamples)).arg(hits.join(u", "));
    return parts.join(u"; ");
}

} // namespace

QString memorySizeText(double mb)
{
    return mb >= 10240.0 ? Tr::tr("%1 GB").arg(mb / 1024.0, 0, 'f', 2) : Tr::tr("%1 MB").arg(mb, 0, 'f', 2);
}

QString allocationSizeText(double kb)
{
    return kb >= 1024.0 ? memorySizeText(kb / 1024.0) : Tr::tr("%1 KB").arg(kb, 0, 'f', 1);
}

std::optional<qint64> firstRecordNs(const MemoryData *data, int rank)
{
    const RankMemory *m = data ? data->rank(rank) : nullptr;
    const MemorySeries *s = m ? m->peakSeries() : nullptr;
    if (!s || s->size() == 0)
        return std::nullopt;
    return s->timeNs.front();
}

std::optional<qint64> memoryTimelineOrigin(const Profile &profile)
{
    const bool timed = profile.timeline.eventCount() > 0
        || std::any_of(profile.operators.begin(), profile.operators.end(),
                       [](const Operator &op) { return op.startNs.has_value(); });
    if (!timed)
        return std::nullopt;
    return kernelSceneOriginNs(profile);
}

QString peakTimeText(const RankMemoryReport &rank, const MemoryData *data, std::optional<qint64> timelineOriginNs)
{
    if (!rank.peakTimeNs)
        return Tr::tr("time unknown");
    if (timelineOriginNs)
        return Tr::tr("at %1 on the timeline")
            .arg(formatDurationUs(double(*rank.peakTimeNs - *timelineOriginNs) / 1000.0));
    if (const auto first = firstRecordNs(data, rank.rank))
        return Tr::tr("at %1 into the records").arg(formatDurationUs(double(*rank.peakTimeNs - *first) / 1000.0));
    return Tr::tr("at %1 ns").arg(*rank.peakTimeNs);
}

QString memorySummaryText(const MemoryReport &report, const MemoryData *data, int topAllocations,
                          std::optional<qint64> timelineOriginNs)
{
    QString text;
    QTextStream out(&text);
    if (report.ranks.empty())
        return text;
    out << QStringView(u"  ") << Tr::tr("device memory:") << u'\n';
    for (const RankMemoryReport &r : report.ranks) {
        if (r.source.isEmpty()) {
            out << QStringView(u"    ") << Tr::tr("rank %1: no allocator records").arg(r.rank) << u'\n';
        } else {
            out << QStringView(u"    ") << peaksLine(r, data, timelineOriginNs) << Tr::tr(" (%1)").arg(r.source)
                << u'\n';
            out << QStringView(u"      ") << aliveLine(r) << u'\n';
        }
        if (!r.topOperators.empty()) {
            QStringList top;
            for (size_t i = 0; i < r.topOperators.size() && i < size_t(std::max(topAllocations, 0)); ++i)
                top << allocationText(r.topOperators[i]);
            out << QStringView(u"      ") << Tr::tr("largest allocations: %1").arg(top.join(u"; ")) << u'\n';
        }
        if (const QString samplers = samplersLine(r); !samplers.isEmpty())
            out << QStringView(u"      ") << samplers << u'\n';
    }
    return text;
}

} // namespace rl
