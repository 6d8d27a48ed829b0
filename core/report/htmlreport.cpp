// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/htmlreport.h"

#include "core/analysis/operatorgroup.h"
#include "core/analysis/unjudged.h"
#include "core/common/tr.h"
#include "core/format/durationformat.h"
#include "core/format/percentformat.h"
#include "core/report/barsvg.h"
#include "core/report/communicationhtml.h"
#include "core/report/htmldocument.h"
#include "core/report/htmlsections.h"
#include "core/report/memoryhtml.h"
#include "core/report/memorylevelsvg.h"
#include "core/report/memorytext.h"
#include "core/report/rooflinesvg.h"
#include "core/report/runreport.h"
#include "core/run/runbreakdown.h"

#include <algorithm>

namespace rl {

namespace {

void bottlenecks(HtmlDocument &doc, const Analysis &a, int count)
{
    doc.heading(Tr::tr("Bottlenecks by estimated gain"), 2, u"bottlenecks"_qs);
    int shown = 0;
    // The unjudged have a section of their own (unjudgedSection): ranked here are those with a gain.
    for (int idx : a.topByGain(size_t(std::max(count, 0)) + unjudgedWithGain(a))) {
        const OperatorResult &r = a.operators[size_t(idx)];
        if (!r.estimatedGainUs || *r.estimatedGainUs <= 0.0 || shown >= count)
            break;
        if (isUnjudged(r))
            continue;
        ++shown;
        const Operator &op = a.op(idx);
        QString html = u"<div class=\"bottleneck\" style=\"border-color:"_qs + categoryHexColor(r.category) + u"\">\n";
        html += u"<h3>"_qs + QString::number(shown) + u". " + HtmlDocument::escape(op.name) + u"</h3>\n";
        html += u"<p>"_qs + categorySwatch(r.category) + HtmlDocument::escape(categoryDisplayName(r.category))
            + (r.boundComponent ? u" · "_qs + HtmlDocument::escape(r.boundComponent->displayName()) : QString())
            + u" · "
            + HtmlDocument::escape(
                    Tr::tr("gain %1 of %2").arg(formatDurationUs(*r.estimatedGainUs), formatDurationUs(op.durationUs)))
            + u"</p>\n";
        html += u"<p class=\"muted\">"_qs + HtmlDocument::escape(a.evidenceOf(r)) + u"</p>\n";
        if (const QList<AdviceHit> advice = a.adviceOf(r); !advice.isEmpty()) {
            html += u"<ul>\n"_qs;
            for (const AdviceHit &h : advice)
                html += u"<li><b>"_qs + HtmlDocument::escape(h.title()) + u"</b> — "
                    + HtmlDocument::escape(h.explanation())
                    + (h.condition().isEmpty()
                           ? QString()
                           : u" <span class=\"muted\">(" + HtmlDocument::escape(h.condition()) + u")</span>")
                    + u"</li>\n";
            html += u"</ul>\n"_qs;
        }
        doc.raw(html + u"</div>\n");
    }
    if (shown == 0)
        doc.paragraph(Tr::tr("No operator has a measurable gain."), u"muted"_qs);
}

void operatorTable(HtmlDocument &doc, const Analysis &a, int maxRows)
{
    doc.heading(Tr::tr("Operators"), 2, u"operators"_qs);
    QList<QStringList> rows;
    const double total = a.summary.totalDurationUs;
    for (const OperatorResult &r : a.operators) {
        if (rows.size() >= maxRows)
            break;
        const Operator &op = a.op(r.index);
        const LimitingComponent limit = limitingComponentOf(r);
        rows << QStringList{QString::number(r.index),
                            op.name,
                            op.type,
                            QString::number(op.durationUs, 'f', 3),
                            total > 0 ? percent(op.durationUs / total) : QString(),
                            categoryDisplayName(r.category),
                            limit.key ? limit.key->displayName() : QString(),
                            optionalPercent(limit.U),
                            optionalPercent(limit.R),
                            r.estimatedGainUs ? QString::number(*r.estimatedGainUs, 'f', 3) : QString()};
    }
    doc.table({Tr::tr("#"), Tr::tr("Name"), Tr::tr("Type"), Tr::tr("Duration (µs)"), Tr::tr("Share"),
               Tr::tr("Category"), Tr::tr("Limiting component"), Tr::tr("U"), Tr::tr("R"), Tr::tr("Gain (µs)")},
              rows);
    if (a.operators.size() > size_t(maxRows))
        doc.paragraph(
            Tr::tr("%1 more operators are in the CSV and JSON outputs.").arg(a.operators.size() - size_t(maxRows)),
            u"muted"_qs);
}

// The calls of each kernel summed, as op_statistic.csv presents a run: what costs most in
// total. Shown when some kernel was called more than once.
void groupTable(HtmlDocument &doc, const Analysis &a, int maxRows)
{
    const std::vector<OperatorGroup> &groups = a.groups;
    if (groups.size() == a.operators.size())
        return;
    doc.heading(Tr::tr("Kernels by total time"), 2, u"groups"_qs);
    QList<QStringList> rows;
    for (const OperatorGroup &g : groups) {
        if (rows.size() >= maxRows)
            break;
        rows << QStringList{g.name,
                            g.type,
                            g.inputShapes,
                            QString::number(g.calls.size()),
                            QString::number(g.totalUs, 'f', 3),
                            percent(g.share),
                            QString::number(g.meanUs(), 'f', 3),
                            percent(g.spread),
                            categoryDisplayName(g.category),
                            optionalPercent(g.u),
                            optionalPercent(g.r),
                            g.estimatedGainUs ? QString::number(*g.estimatedGainUs, 'f', 3) : QString()};
    }
    doc.table({Tr::tr("Name"), Tr::tr("Type"), Tr::tr("Input shapes"), Tr::tr("Calls"), Tr::tr("Total (µs)"),
               Tr::tr("Share"), Tr::tr("Mean (µs)"), Tr::tr("Spread"), Tr::tr("Category"), Tr::tr("U"), Tr::tr("R"),
               Tr::tr("Gain (µs)")},
              rows);
    doc.paragraph(Tr::tr("%1 kernels in %2 calls; spread is (longest − shortest) / shortest call, U and R are "
                         "means weighted by call time. Every group is in the JSON output.")
                      .arg(groups.size())
                      .arg(a.operators.size()),
                  u"muted"_qs);
}

} // namespace

QByteArray analysisToHtml(const Analysis &a, const HtmlReportOptions &options)
{
    HtmlDocument doc(Tr::tr("RoofLens analysis: %1").arg(workloadName(*a.profile)));
    QList<std::pair<QString, QString>> facts;
    for (const InputInfo &in : a.profile->inputs)
        facts << std::pair{Tr::tr("Input"), in.path + u" (" + in.format + u')'};
    facts << std::pair{Tr::tr("Hardware"),
                       a.hardware.isKnown() ? a.hardware.name + u", " + QString::number(a.hardware.clockMhz) + u" MHz ("
                               + a.hardwareNote + u')'
                                            : a.hardwareNote};
    if (const auto gm = a.hardware.memoryBandwidthGbs(ComponentId::Gm))
        facts << std::pair{Tr::tr("Global memory"),
                           Tr::tr("%1, HBM variant %2").arg(chipBandwidthText(*gm), a.hardware.hbmVariant)};
    facts << std::pair{Tr::tr("Thresholds"),
                       Tr::tr("U %1 (Cube operators), %2 (others); R %3")
                           .arg(percent(a.thresholds.uCubeOps), percent(a.thresholds.uOtherOps),
                                percent(a.thresholds.r))}
          << std::pair{Tr::tr("Operators"), QString::number(a.summary.operatorCount)}
          << std::pair{Tr::tr("Total operator time"), formatDurationUs(a.summary.totalDurationUs)};
    doc.facts(facts);

    if (a.profile->run && !a.profile->run->ranks.empty())
        runSection(doc, *a.profile->run);
    if (a.communication)
        communicationSection(doc, *a.communication);
    if (a.memory)
        memorySection(doc, *a.memory, a.profile->run ? a.profile->run->memory.get() : nullptr,
                      memoryTimelineOrigin(*a.profile));

    doc.heading(Tr::tr("Categories"), 2, u"categories"_qs);
    doc.raw(u"<div class=\"charts\">"_qs
            + categorySharesSvg({{Tr::tr("This run"), a.summary.categoryTimeShare}}, Tr::tr("Share of operator time"))
            + u"</div>\n");
    categoryTable(doc, {{QString(), a.summary.categoryCount, a.summary.categoryTimeShare}});

    bottlenecks(doc, a, options.bottlenecks);
    unjudgedSection(doc, a, options.bottlenecks);

    doc.heading(Tr::tr("Roofline charts"), 2, u"roofline"_qs);
    QString charts;
    for (const ComponentPair &pair : componentPairsFor(a.hardware)) {
        const RooflineChartData data = buildRooflineChart(a, pair, options.scale);
        if (!data.points.empty())
            charts += rooflineSvg(data, a);
    }
    // Which level, L2 or HBM, served each operator's GM-side bytes.
    if (const MemoryLevelChartData levels = buildMemoryLevelChart(a); !levels.isEmpty())
        charts += memoryLevelSvg(levels, a);
    if (charts.isEmpty())
        doc.paragraph(Tr::tr("No operator has the work counts a Roofline chart needs."), u"muted"_qs);
    else
        doc.raw(u"<div class=\"charts\">\n"_qs + charts + u"</div>\n");

    groupTable(doc, a, options.groupRows);
    operatorTable(doc, a, options.operatorRows);
    diagnosticsSection(doc, {&a.profile->diagnostics, &a.diagnostics});
    return doc.finish();
}

} // namespace rl
