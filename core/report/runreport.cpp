// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/runreport.h"

#include "core/common/tr.h"
#include "core/format/durationformat.h"
#include "core/report/analysiscsv.h"
#include "core/report/htmldocument.h"
#include "core/report/reportpalette.h"
#include "core/report/svgcanvas.h"
#include "core/run/runsummary.h"

#include <QRectF>

#include <algorithm>

namespace rl {

namespace {

constexpr size_t kMaxRows = 64;

struct Row
{
    QString label;
    const StepBreakdown *step = nullptr;
};

std::vector<Row> rowsOf(const RunBreakdown &run)
{
    std::vector<Row> rows;
    for (const RankBreakdown &r : run.ranks) {
        if (r.steps.size() > 1 && r.steps.size() <= kMaxRows) {
            for (const StepBreakdown &s : r.steps)
                rows.push_back({Tr::tr("rank %1 · step %2").arg(r.rank).arg(s.step), &s});
        } else {
            rows.push_back({r.steps.size() == 1 ? Tr::tr("rank %1 · step %2").arg(r.rank).arg(r.steps.front().step)
                                                : Tr::tr("rank %1").arg(r.rank),
                            &r.totals});
        }
        if (rows.size() >= kMaxRows)
            break;
    }
    return rows;
}

QString cell(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'f', 3) : QString();
}

QString share(const std::optional<double> &part, double total)
{
    return part && total > 0.0 ? QString::number(*part / total * 100.0, 'f', 1) + u" %" : QString();
}

} // namespace

QString runBreakdownSvg(const RunBreakdown &run)
{
    const std::vector<Row> rows = rowsOf(run);
    constexpr double width = 640, left = 130, right = 30, barHeight = 24, gap = 10, top = 34;
    const double height = top + double(rows.size()) * (barHeight + gap) + 64;
    const QString title = Tr::tr("Where the step goes");
    SvgCanvas c(width, height, title);
    c.text({left, 20}, title, 13, u"start"_qs, u"#111"_qs, 0.0, true);
    double widest = 0.0;
    for (const Row &r : rows)
        widest = std::max(widest, r.step->totalUs());
    if (widest <= 0.0)
        widest = 1.0;
    const double span = width - left - right;
    const QString names[3] = {Tr::tr("Computing"), Tr::tr("Communication not overlapped"), Tr::tr("Free")};
    for (size_t i = 0; i < rows.size(); ++i) {
        const double y = top + double(i) * (barHeight + gap);
        const StepBreakdown &s = *rows[i].step;
        c.text({left - 8, y + barHeight / 2 + 4}, rows[i].label, 11, u"end"_qs);
        const std::optional<double> parts[3] = {s.computingUs, s.communicationNotOverlappedUs, s.freeUs};
        double x = left;
        for (int p = 0; p < 3; ++p) {
            const double w = parts[p].value_or(0.0) / widest * span;
            if (w <= 0.0)
                continue;
            c.rect(QRectF(x, y, w, barHeight), runPartHexColor(p), {},
                   names[p] + u": " + formatDurationUs(parts[p].value_or(0.0)));
            if (w > 44)
                c.text({x + w / 2, y + barHeight / 2 + 4}, share(parts[p], s.totalUs()), 10, u"middle"_qs,
                       u"#ffffff"_qs);
            x += w;
        }
    }
    // the time axis: 0 and the longest row
    const double axisY = top + double(rows.size()) * (barHeight + gap) + 4;
    c.line({left, axisY}, {left + span, axisY}, u"#888"_qs);
    c.text({left, axisY + 14}, u"0"_qs, 10, u"middle"_qs);
    c.text({left + span, axisY + 14}, formatDurationUs(widest), 10, u"end"_qs);
    double lx = left;
    for (int p = 0; p < 3; ++p) {
        c.rect(QRectF(lx, height - 22, 10, 10), runPartHexColor(p));
        c.text({lx + 14, height - 13}, names[p], 10);
        lx += 24 + 6.0 * names[p].size();
    }
    return c.toString();
}

void runSection(HtmlDocument &doc, const RunBreakdown &run)
{
    doc.heading(Tr::tr("Where the step goes"), 2, u"run"_qs);
    doc.paragraph(run.summary);
    doc.raw(u"<div class=\"charts\">"_qs + runBreakdownSvg(run) + u"</div>\n");
    QList<QStringList> rows;
    for (const RankBreakdown &r : run.ranks) {
        for (const StepBreakdown &s : r.steps) {
            rows << QStringList{QString::number(r.rank),
                                s.step,
                                formatDurationUs(s.totalUs()),
                                share(s.computingUs, s.totalUs()),
                                share(s.communicationNotOverlappedUs, s.totalUs()),
                                share(s.freeUs, s.totalUs()),
                                r.hasKernels ? Tr::tr("yes") : Tr::tr("no")};
            if (rows.size() >= 200)
                break;
        }
    }
    doc.table({Tr::tr("Rank"), Tr::tr("Step"), Tr::tr("Step time"), Tr::tr("Computing"),
               Tr::tr("Communication not overlapped"), Tr::tr("Free"), Tr::tr("Kernel table")},
              rows);
    if (const auto computing = computingShare(run))
        doc.paragraph(Tr::tr("Operators can win back at most %1 % of the step on rank %2: its computing share. "
                             "The rest is communication and time the device waits.")
                          .arg(QString::number(*computing * 100.0, 'f', 1))
                          .arg(run.analysedRank),
                      u"muted"_qs);
    doc.paragraph(Tr::tr("Source: %1.").arg(runSourceName(run.source)), u"muted"_qs);
}

QByteArray runToCsv(const RunBreakdown &run)
{
    QString out = u"rank,step,total_us,computing_us,communication_not_overlapped_us,overlapped_us,communication_us,"
                  u"free_us,stage_us,bubble_us,preparing_us,has_kernels\n"_qs;
    auto line = [&](const RankBreakdown &r, const QString &step, const StepBreakdown &s) {
        out += QString::number(r.rank) + u',' + csvField(step) + u',' + QString::number(s.totalUs(), 'f', 3) + u','
            + cell(s.computingUs) + u',' + cell(s.communicationNotOverlappedUs) + u',' + cell(s.overlappedUs) + u','
            + cell(s.communicationUs) + u',' + cell(s.freeUs) + u',' + cell(s.stageUs) + u',' + cell(s.bubbleUs) + u','
            + cell(s.preparingUs) + u',' + (r.hasKernels ? u"true"_qs : u"false"_qs) + u'\n';
    };
    for (const RankBreakdown &r : run.ranks) {
        for (const StepBreakdown &s : r.steps)
            line(r, s.step, s);
        line(r, u"total"_qs, r.totals);
    }
    return out.toUtf8();
}

} // namespace rl
