// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/communicationhtml.h"

#include "core/comm/communicationsummary.h"
#include "core/comm/matrixbinning.h"
#include "core/common/tr.h"
#include "core/format/durationformat.h"
#include "core/format/percentformat.h"
#include "core/report/htmldocument.h"
#include "core/report/reportpalette.h"
#include "core/report/svgaxes.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>

namespace rl {

namespace {

constexpr int kMaxCollectiveRows = 50;

QString binLabel(int bin, int per)
{
    return per == 1 ? QString::number(bin) : Tr::tr("%1–%2").arg(bin * per).arg(bin * per + per - 1);
}

QString gbs(double v)
{
    return Tr::tr("%1 GB/s").arg(v, 0, 'f', v < 10.0 ? 2 : 1);
}

} // namespace

QString communicationHeatmapSvg(const CommunicationReport &report, const QString &transport)
{
    struct Cell
    {
        double sizeMb = 0.0;
        double timeMs = 0.0;
        int links = 0;
    };
    int highest = 0;
    for (const CommunicationLink &l : report.matrix) {
        if (l.transport == transport)
            highest = std::max({highest, l.srcRank, l.dstRank});
    }
    const int per = matrixRanksPerBin(highest);
    std::map<std::pair<int, int>, Cell> cells;
    for (const CommunicationLink &l : report.matrix) {
        if (l.transport != transport)
            continue;
        Cell &c = cells[{l.srcRank / per, l.dstRank / per}];
        c.sizeMb += l.sizeMb;
        c.timeMs += l.timeMs;
        ++c.links;
    }
    if (cells.empty())
        return {};
    const int bins = highest / per + 1;
    const double peak = [&] {
        for (const CommunicationLink &l : report.matrix) {
            if (l.transport == transport && l.peakGbs)
                return *l.peakGbs;
        }
        return 0.0;
    }();
    double fastest = 0.0;
    for (const auto &[key, c] : cells)
        fastest = std::max(fastest, c.timeMs > 0.0 ? c.sizeMb / c.timeMs : 0.0);
    const double scale = peak > 0.0 ? peak : fastest;
    const double cellSize = std::clamp(480.0 / bins, 6.0, 40.0);
    const double left = 70.0, top = 40.0;
    const double side = cellSize * bins;
    SvgCanvas canvas(left + side + 150.0, top + side + 50.0,
                     Tr::tr("%1 links: bandwidth from rank (row) to rank (column)").arg(transport));
    canvas.text({left, 16.0},
                Tr::tr("%1: source rank (rows) → destination rank (columns), colour = %2")
                    .arg(transport,
                         peak > 0.0 ? Tr::tr("share of the %1 roof").arg(gbs(peak))
                                    : Tr::tr("bandwidth against the fastest link (no roof on this chip)")),
                11);
    const bool labelEvery = bins <= 16;
    for (int b = 0; b < bins; ++b) {
        if (!labelEvery && b % std::max(1, bins / 8) != 0)
            continue;
        canvas.text({left - 6.0, top + (b + 0.5) * cellSize + 4.0}, binLabel(b, per), 10, u"end"_qs);
        canvas.text({left + (b + 0.5) * cellSize, top + side + 14.0}, binLabel(b, per), 10, u"middle"_qs);
    }
    // The slowest link's cell (-1, -1 when it is on another transport).
    std::pair<int, int> slowest{-1, -1};
    if (report.slowestLink && report.slowestLink->link.transport == transport)
        slowest = {report.slowestLink->link.srcRank / per, report.slowestLink->link.dstRank / per};
    for (const auto &[key, c] : cells) {
        const double bandwidth = c.timeMs > 0.0 ? c.sizeMb / c.timeMs : 0.0;
        const QRectF r(left + key.second * cellSize, top + key.first * cellSize, cellSize, cellSize);
        const QString tip = Tr::tr("%1 → %2: %3 MB in %4 ms, %5 (%n link(s))", nullptr, c.links)
                                .arg(binLabel(key.first, per), binLabel(key.second, per))
                                .arg(c.sizeMb, 0, 'f', 2)
                                .arg(c.timeMs, 0, 'f', 3)
                                .arg(gbs(bandwidth));
        canvas.rect(r, heatHexColor(scale > 0.0 ? bandwidth / scale : 0.0),
                    slowest == key ? u"#c0392b"_qs : u"#ffffff"_qs, tip);
    }
    canvas.rect(QRectF(left, top, side, side), u"none"_qs, u"#999999"_qs);
    // The colour key.
    for (int i = 0; i <= 10; ++i)
        canvas.rect(QRectF(left + side + 20.0, top + (10 - i) * 12.0, 16.0, 12.0), heatHexColor(i / 10.0));
    canvas.text({left + side + 40.0, top + 10.0}, peak > 0.0 ? Tr::tr("100 % of roof") : gbs(fastest), 10);
    canvas.text({left + side + 40.0, top + 130.0}, Tr::tr("0"), 10);
    if (slowest.first >= 0)
        canvas.text({left + side + 20.0, top + 160.0}, Tr::tr("red outline: slowest link"), 10, u"start"_qs,
                    u"#c0392b"_qs);
    return canvas.toString();
}

QString communicationScatterSvg(const CommunicationReport &report)
{
    struct Point
    {
        double sizeMb;
        double gbs;
        QString transport;
        const JudgedCollective *c;
    };
    std::vector<Point> points;
    for (const JudgedCollective &c : report.collectives) {
        for (const JudgedTransport &t : c.transports) {
            // SDMA sums the on-chip links: drawn only where rule J judged it (no link has data).
            const bool shown = t.transport != u"SDMA" || c.judgedTransports.contains(t.transport);
            if (shown && t.sizeMb > 0.0 && t.bandwidthGbs && *t.bandwidthGbs > 0.0)
                points.push_back({t.sizeMb / std::max(c.calls, 1), *t.bandwidthGbs, t.transport, &c});
        }
    }
    if (points.empty())
        return {};
    double minX = points.front().sizeMb, maxX = minX, minY = points.front().gbs, maxY = minY;
    for (const Point &p : points) {
        minX = std::min(minX, p.sizeMb);
        maxX = std::max(maxX, p.sizeMb);
        minY = std::min(minY, p.gbs);
        maxY = std::max(maxY, p.gbs);
    }
    for (const CommunicationLink &l : report.links) {
        if (l.peakGbs)
            maxY = std::max(maxY, *l.peakGbs);
    }
    const auto decadeDown = [](double v) { return std::pow(10.0, std::floor(std::log10(v))); };
    const auto decadeUp = [](double v) { return std::pow(10.0, std::ceil(std::log10(v) + 1e-9)); };
    SvgCanvas canvas(640, 380, Tr::tr("Communication Roofline: bandwidth against message size"));
    const SvgAxes axes(QRectF(70, 30, 520, 290), {decadeDown(minX), decadeUp(maxX), true, Tr::tr("Size per call (MB)")},
                       {decadeDown(minY), decadeUp(maxY * 1.2), true, Tr::tr("Bandwidth (GB/s)")});
    axes.draw(canvas);
    int row = 0;
    for (const CommunicationLink &l : report.links) {
        if (!l.peakGbs)
            continue;
        const double y = axes.mapY(*l.peakGbs);
        canvas.line({axes.area().left(), y}, {axes.area().right(), y}, u"#555555"_qs, 1.2, u"6,3"_qs);
        canvas.text({axes.area().right() - 4.0, y - 4.0 - 12.0 * row++},
                    Tr::tr("%1 roof %2").arg(l.transport, gbs(*l.peakGbs)), 10, u"end"_qs, u"#555555"_qs);
    }
    for (const Point &p : points) {
        const QPointF at = axes.map(p.sizeMb, p.gbs);
        if (!axes.contains(p.sizeMb, p.gbs))
            continue;
        canvas.circle(at, 3.5, communicationVerdictHexColor(p.c->verdict), u"#ffffff"_qs, 0.5,
                      Tr::tr("%1 on rank %2, %3: %4 MB at %5 (%6)")
                          .arg(p.c->name)
                          .arg(p.c->rank)
                          .arg(p.transport)
                          .arg(p.sizeMb, 0, 'f', 3)
                          .arg(gbs(p.gbs), communicationVerdictDisplayName(p.c->verdict)));
    }
    return canvas.toString();
}

void communicationSection(HtmlDocument &doc, const CommunicationReport &report)
{
    doc.heading(Tr::tr("Communication between devices"), 2, u"communication"_qs);
    doc.paragraph(report.summary);
    QList<QStringList> links;
    for (const CommunicationLink &l : report.links)
        links << QStringList{l.transport,
                             QString::number(l.sizeMb, 'f', 2),
                             QString::number(l.timeMs, 'f', 3),
                             l.bandwidthGbs ? gbs(*l.bandwidthGbs) : QString(),
                             l.peakGbs ? gbs(*l.peakGbs) : Tr::tr("none"),
                             l.utilization ? percent(*l.utilization) : QString(),
                             l.peakSource};
    doc.table({Tr::tr("Transport"), Tr::tr("Size (MB)"), Tr::tr("Time (ms)"), Tr::tr("Bandwidth"), Tr::tr("Roof"),
               Tr::tr("Utilisation"), Tr::tr("Roof source")},
              links);
    QString charts;
    QSet<QString> transports;
    for (const CommunicationLink &l : report.matrix)
        transports.insert(l.transport);
    QStringList sorted(transports.begin(), transports.end());
    sorted.sort();
    for (const QString &t : sorted)
        charts += communicationHeatmapSvg(report, t);
    charts += communicationScatterSvg(report);
    if (!charts.isEmpty())
        doc.raw(u"<div class=\"charts\">"_qs + charts + u"</div>\n");

    std::vector<const JudgedCollective *> rows;
    for (const JudgedCollective &c : report.collectives)
        rows.push_back(&c);
    std::stable_sort(rows.begin(), rows.end(), [](const JudgedCollective *a, const JudgedCollective *b) {
        const bool aJudged = a->verdict != CommunicationVerdict::None && a->verdict != CommunicationVerdict::Ok;
        const bool bJudged = b->verdict != CommunicationVerdict::None && b->verdict != CommunicationVerdict::Ok;
        if (aJudged != bJudged)
            return aJudged;
        return a->elapseUs.value_or(0.0) > b->elapseUs.value_or(0.0);
    });
    QList<QStringList> table;
    QStringList classes;
    for (size_t i = 0; i < rows.size() && i < size_t(kMaxCollectiveRows); ++i) {
        const JudgedCollective &c = *rows[i];
        table << QStringList{QString::number(c.rank),
                             c.name,
                             formatDurationUs(c.elapseUs.value_or(0.0)),
                             c.waitRatio ? percent(*c.waitRatio) : QString(),
                             c.utilization ? percent(*c.utilization) + u' ' + c.utilizationTransport : QString(),
                             communicationVerdictDisplayName(c.verdict),
                             c.evidence,
                             c.advice.empty() ? QString() : c.advice.front().title};
        classes << u"verdict-"_qs
                + (communicationVerdictId(c.verdict).isEmpty() ? u"none"_qs : communicationVerdictId(c.verdict));
    }
    doc.heading(Tr::tr("Collectives"), 3);
    doc.table({Tr::tr("Rank"), Tr::tr("Collective"), Tr::tr("Elapse"), Tr::tr("Wait ratio"), Tr::tr("Utilisation"),
               Tr::tr("Verdict"), Tr::tr("Evidence"), Tr::tr("Advice")},
              table, classes);
    if (rows.size() > size_t(kMaxCollectiveRows))
        doc.paragraph(Tr::tr("%1 of %2 collectives shown (those judged a problem first, then the longest); the CSV "
                             "(FILE.comm.csv) and JSON have them all.")
                          .arg(kMaxCollectiveRows)
                          .arg(rows.size()),
                      u"muted"_qs);
    doc.paragraph(Tr::tr("Source: %1; link roofs are per link and direction, as msprof divides by them.")
                      .arg(communicationSourceName(report.source)),
                  u"muted"_qs);
}

} // namespace rl
