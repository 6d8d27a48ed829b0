// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/memoryhtml.h"

#include "core/common/tr.h"
#include "core/format/durationformat.h"
#include "core/format/percentformat.h"
#include "core/report/htmldocument.h"
#include "core/report/memorytext.h"
#include "core/report/reportpalette.h"
#include "core/report/svgaxes.h"

#include <algorithm>

namespace rl {

namespace {

constexpr int kBuckets = 280;          // two pixels each across the plot: a long series stays a few tens of KB
constexpr int kRanksDrawn = 16;        // curves and allocation tables; every rank stays in the first table
constexpr double kCapacityReach = 3.0; // the capacity line is drawn when within 3× the curve's top
constexpr double kBytesPerMb = 1024.0 * 1024.0;

QString sizeOrEmpty(const std::optional<double> &mb)
{
    return mb ? memorySizeText(*mb) : QString();
}

QString hitRates(const RankMemoryReport &r)
{
    QStringList parts;
    if (r.llcReadHitRate)
        parts << Tr::tr("read %1").arg(percent(*r.llcReadHitRate));
    if (r.llcWriteHitRate)
        parts << Tr::tr("write %1").arg(percent(*r.llcWriteHitRate));
    return parts.join(u", ");
}

QString hbmText(const RankMemoryReport &r)
{
    if (!r.hbmMeanGbs || !r.hbmMaxGbs)
        return {};
    return Tr::tr("%1 / %2 GB/s").arg(*r.hbmMeanGbs, 0, 'f', 2).arg(*r.hbmMaxGbs, 0, 'f', 2);
}

void figuresTable(HtmlDocument &doc, const MemoryReport &report, const MemoryData *data, std::optional<qint64> origin)
{
    QList<QStringList> rows;
    for (const RankMemoryReport &r : report.ranks) {
        const QString share = r.capacityMb && *r.capacityMb > 0.0 && r.peakReservedMb
            ? percent(*r.peakReservedMb / *r.capacityMb) + u" of " + memorySizeText(*r.capacityMb)
            : QString();
        rows << QStringList{
            QString::number(r.rank),
            r.source,
            sizeOrEmpty(r.peakAllocatedMb),
            sizeOrEmpty(r.peakReservedMb),
            sizeOrEmpty(r.peakActiveMb),
            r.peakTimeNs ? peakTimeText(r, data, origin) : QString(),
            share,
            r.source.isEmpty() ? QString() : Tr::tr("%1 in %2").arg(memorySizeText(r.aliveSizeMb)).arg(r.aliveCount),
            sizeOrEmpty(r.beforeProfileMb),
            hbmText(r),
            hitRates(r)};
    }
    doc.table({Tr::tr("Rank"), Tr::tr("Source"), Tr::tr("Peak allocated"), Tr::tr("Peak reserved"),
               Tr::tr("Peak active"), Tr::tr("When"), Tr::tr("Reserved of device"), Tr::tr("Alive at peak"),
               Tr::tr("Before the profile"), Tr::tr("HBM mean / max"), Tr::tr("L2 hit rate")},
              rows);
}

QString releaseText(const AllocationFigure &a)
{
    return a.durationUs ? formatDurationUs(*a.durationUs) : Tr::tr("past the end");
}

QString allocatedAtText(const AllocationFigure &a, const std::optional<qint64> &origin)
{
    return origin ? formatDurationUs(double(a.allocationNs - *origin) / 1000.0) : QString::number(a.allocationNs);
}

void allocationTable(HtmlDocument &doc, const MemoryReport &report, const MemoryData *data, bool alive,
                     std::optional<qint64> timelineOriginNs)
{
    QList<QStringList> rows;
    int ranks = 0;
    for (const RankMemoryReport &r : report.ranks) {
        const std::vector<AllocationFigure> &list = alive ? r.aliveLargest : r.topOperators;
        if (list.empty() || ranks++ >= kRanksDrawn)
            continue;
        const std::optional<qint64> origin = timelineOriginNs ? timelineOriginNs : firstRecordNs(data, r.rank);
        for (const AllocationFigure &a : list)
            rows << QStringList{QString::number(r.rank), a.name, allocationSizeText(a.sizeKb),
                                allocatedAtText(a, origin), releaseText(a)};
    }
    if (rows.isEmpty())
        return;
    doc.heading(alive ? Tr::tr("Alive at the peak") : Tr::tr("Largest allocations"), 3);
    doc.table({Tr::tr("Rank"), Tr::tr("Operator"), Tr::tr("Size"), Tr::tr("Allocated at"), Tr::tr("Held for")}, rows);
}

} // namespace

QList<QPointF> decimatedSeries(const std::vector<qint64> &times, const std::vector<double> &values, qint64 origin,
                               double timeUnitNs, double valueScale, int buckets)
{
    QList<QPointF> out;
    const size_t n = std::min(times.size(), values.size());
    if (n == 0)
        return out;
    const auto point = [&](size_t i) {
        return QPointF(double(times[i] - origin) / timeUnitNs, values[i] / valueScale);
    };
    const double first = double(times.front()), span = double(times[n - 1]) - first;
    if (n <= size_t(2 * buckets + 2) || span <= 0.0) {
        for (size_t i = 0; i < n; ++i)
            out << point(i);
        return out;
    }
    out << point(0);
    size_t i = 1;
    while (i + 1 < n) {
        const int bucket = std::min(buckets - 1, int((double(times[i]) - first) / span * buckets));
        size_t low = i, high = i;
        size_t j = i;
        for (; j + 1 < n && std::min(buckets - 1, int((double(times[j]) - first) / span * buckets)) == bucket; ++j) {
            if (values[j] < values[low])
                low = j;
            if (values[j] > values[high])
                high = j;
        }
        out << point(std::min(low, high));
        if (low != high)
            out << point(std::max(low, high));
        i = j;
    }
    out << point(n - 1);
    return out;
}

QString memoryCurveSvg(const RankMemory &memory, const RankMemoryReport &report, std::optional<qint64> timelineOriginNs)
{
    const MemorySeries *s = memory.peakSeries();
    if (!s || s->size() == 0)
        return {};
    const qint64 origin = timelineOriginNs.value_or(s->timeNs.front());
    const double firstNs = double(s->timeNs.front() - origin);
    const double spanNs = double(s->timeNs.back() - s->timeNs.front());
    const bool seconds = spanNs >= 2e9;
    const double unit = seconds ? 1e9 : 1e6;
    double top = 0.0;
    for (const std::vector<double> *column : {&s->allocatedBytes, &s->reservedBytes, &s->activeBytes}) {
        if (!column->empty())
            top = std::max(top, *std::max_element(column->begin(), column->end()) / kBytesPerMb);
    }
    const bool capacityDrawn = report.capacityMb && *report.capacityMb > 0.0
        && *report.capacityMb <= top * kCapacityReach;
    const double upper = std::max(capacityDrawn ? *report.capacityMb * 1.05 : top * 1.1, 1.0);
    QString title =
        Tr::tr("Rank %1: device memory over time (%2)").arg(report.rank).arg(memoryComponentName(s->component));
    if (report.capacityMb && !capacityDrawn)
        title += Tr::tr("; the %1 device is off the scale").arg(memorySizeText(*report.capacityMb));
    SvgCanvas canvas(640, 350, title);
    canvas.text({70, 16}, title, 11);
    const SvgAxes axes(QRectF(70, 30, 520, 250),
                       {firstNs / unit, (firstNs + std::max(spanNs, unit * 1e-3)) / unit, false,
                        timelineOriginNs
                            ? (seconds ? Tr::tr("Time on the timeline (s)") : Tr::tr("Time on the timeline (ms)"))
                            : (seconds ? Tr::tr("Time (s)") : Tr::tr("Time (ms)"))},
                       {0.0, upper, false, Tr::tr("Memory (MB)")});
    axes.draw(canvas);
    if (capacityDrawn) {
        const double y = axes.mapY(*report.capacityMb);
        canvas.line({axes.area().left(), y}, {axes.area().right(), y}, memoryPeakHexColor(), 1.2, u"6,3"_qs);
        canvas.text({axes.area().right() - 4.0, y - 4.0}, Tr::tr("capacity %1").arg(memorySizeText(*report.capacityMb)),
                    10, u"end"_qs, memoryPeakHexColor());
    }
    const QStringList names{Tr::tr("allocated"), Tr::tr("reserved"), Tr::tr("active")};
    const std::vector<const std::vector<double> *> columns{&s->allocatedBytes, &s->reservedBytes, &s->activeBytes};
    double legendX = axes.area().left();
    for (int part = 0; part < 3; ++part) {
        if (columns[size_t(part)]->empty())
            continue;
        QList<QPointF> pixels;
        for (const QPointF &p : decimatedSeries(s->timeNs, *columns[size_t(part)], origin, unit, kBytesPerMb, kBuckets))
            pixels << axes.map(p.x(), p.y());
        for (const QList<QPointF> &piece : axes.clipPolyline(pixels))
            canvas.polyline(piece, memorySeriesHexColor(part), part == 0 ? 1.6 : 1.2,
                            part == 2 ? u"4,2"_qs : QString());
        canvas.line({legendX, 334}, {legendX + 18, 334}, memorySeriesHexColor(part), 2.0);
        canvas.text({legendX + 22, 338}, names[part], 10);
        legendX += 90;
    }
    if (report.peakTimeNs && report.peakAllocatedMb) {
        const double x = double(*report.peakTimeNs - origin) / unit;
        const QPointF at = axes.map(x, *report.peakAllocatedMb);
        const QString label = Tr::tr("peak %1").arg(memorySizeText(*report.peakAllocatedMb));
        canvas.circle(at, 4.0, memoryPeakHexColor(), u"#ffffff"_qs, 1.0,
                      Tr::tr("allocated peak %1 at %2")
                          .arg(memorySizeText(*report.peakAllocatedMb),
                               formatDurationUs(double(*report.peakTimeNs - origin) / 1000.0)));
        const bool right = at.x() > axes.area().center().x();
        canvas.text({at.x() + (right ? -7.0 : 7.0), std::max(at.y() - 6.0, axes.area().top() + 10.0)}, label, 10,
                    right ? u"end"_qs : u"start"_qs, memoryPeakHexColor());
    }
    return canvas.toString();
}

void memorySection(HtmlDocument &doc, const MemoryReport &report, const MemoryData *data,
                   std::optional<qint64> timelineOriginNs)
{
    if (report.ranks.empty())
        return;
    doc.heading(Tr::tr("Device memory"), 2, u"memory"_qs);
    figuresTable(doc, report, data, timelineOriginNs);
    if (data) {
        QString charts;
        int drawn = 0;
        for (const RankMemoryReport &r : report.ranks) {
            const RankMemory *m = data->rank(r.rank);
            if (m && drawn < kRanksDrawn) {
                const QString svg = memoryCurveSvg(*m, r, timelineOriginNs);
                drawn += svg.isEmpty() ? 0 : 1;
                charts += svg;
            }
        }
        if (!charts.isEmpty())
            doc.raw(u"<div class=\"charts\">"_qs + charts + u"</div>\n");
    }
    allocationTable(doc, report, data, false, timelineOriginNs);
    allocationTable(doc, report, data, true, timelineOriginNs);
    if (report.ranks.size() > size_t(kRanksDrawn))
        doc.paragraph(Tr::tr("Curves and allocations of the first %1 of %2 ranks; the CSV (FILE.memory.csv) and JSON "
                             "have every rank.")
                          .arg(kRanksDrawn)
                          .arg(report.ranks.size()),
                      u"muted"_qs);
    doc.paragraph(Tr::tr("Peaks are the maxima of the framework's total (PTA+GE; else PTA, GE, or the GE pool of an "
                         "msprof database), each its own maximum; the time is the first reach of the allocated peak. "
                         "What is alive at the peak but not in the allocations was allocated before the profile "
                         "began (weights, optimizer state). HBM is read + write over all units; L2 hit rate is the "
                         "mean over the sampled rows."),
                  u"muted"_qs);
}

} // namespace rl
