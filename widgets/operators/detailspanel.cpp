// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/operators/detailspanel.h"

#include "core/analysis/unjudged.h"
#include "core/hardware/chipfacts.h"
#include "core/hierarchy/memorylevel.h"
#include "core/hierarchy/memorylevelwording.h"
#include "core/roofline/componentoverview.h"
#include "core/roofline/memoryroof.h"
#include "widgets/common/advicetext.h"
#include "widgets/common/categorystyle.h"
#include "widgets/common/formatting.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/operators/operatortablemodel.h"

#include <QApplication>
#include <QEvent>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace rl {

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

// A horizontal bar as a two-cell table: QTextBrowser's HTML subset has no CSS widths on divs.
QString bar(const std::optional<double> &fraction, const QColor &colour)
{
    const int filled = fraction ? std::clamp(int(*fraction * 100.0 + 0.5), 0, 100) : 0;
    QString html = u"<table width=\"120\" cellspacing=\"0\" cellpadding=\"0\" style=\"border: 1px solid gray\"><tr>"_qs;
    if (filled > 0)
        html += u"<td width=\"" + QString::number(filled) + u"%\" bgcolor=\"" + colour.name() + u"\">&nbsp;</td>";
    if (filled < 100)
        html += u"<td width=\"" + QString::number(100 - filled) + u"%\">&nbsp;</td>";
    return html + u"</tr></table>";
}

QString row(const QString &label, const QString &value)
{
    return u"<tr><td><b>" + esc(label) + u"</b></td><td>" + value + u"</td></tr>";
}

// What to change first, right under the verdict: per item the sentence, whom it was written
// for, and the number that triggered it in words; the rule itself last and small.
QString adviceHtml(const QList<AdviceHit> &advice, const QColor &muted)
{
    if (advice.isEmpty())
        return {};
    QString h = u"<h4>" + esc(DetailsPanel::tr("What to change")) + u"</h4><ol>";
    for (const AdviceHit &a : advice)
        h += u"<li>" + AdviceText::html(a, muted, true) + u"</li>";
    return h + u"</ol>";
}

} // namespace

DetailsPanel::DetailsPanel(SelectionModel *selection, QWidget *parent)
    : QWidget(parent), m_selection(selection), m_browser(new QTextBrowser(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    m_browser->setOpenLinks(false);
    // Lines break between words only: a narrow dock cut component names in the middle of a
    // word ("Vect" over "or") to fit the component table; a table wider than the dock scrolls.
    m_browser->setWordWrapMode(QTextOption::WordWrap);
    connect(selection, &SelectionModel::analysisChanged, this, &DetailsPanel::render);
    connect(selection, &SelectionModel::selectedOperatorChanged, this, &DetailsPanel::render);
    render();
}

QString DetailsPanel::html() const
{
    return m_browser->toHtml();
}

QString DetailsPanel::plainText() const
{
    return m_browser->toPlainText();
}

void DetailsPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        render();
}

void DetailsPanel::render()
{
    const auto analysis = m_selection->analysis();
    const int index = m_selection->selectedOperator();
    if (!analysis || index < 0) {
        m_browser->setHtml(u"<p><i>" + esc(tr("Select an operator in the table, a chart or the bottleneck list."))
                           + u"</i></p>" + (analysis ? chipHtml(*analysis) : QString()));
        return;
    }
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    m_browser->setHtml(operatorHtml(*analysis, index, dark));
}

QString DetailsPanel::operatorHtml(const Analysis &analysis, int index, bool dark)
{
    const Operator &op = analysis.op(index);
    const OperatorResult &r = analysis.operators[size_t(index)];
    QString h = u"<h3>" + esc(op.name) + u"</h3><table cellspacing=\"2\">";
    h += row(tr("Type"), esc(op.type));
    h += row(tr("Core type"), esc(op.coreType));
    h += row(tr("Duration"), formatMicroseconds(op.durationUs));
    // One call of many: what the kernel costs over the run, which is what grouped views rank by.
    if (const OperatorGroup *g = analysis.groupOf(index); g && g->calls.size() > 1) {
        const auto at = std::lower_bound(g->calls.begin(), g->calls.end(), index);
        h += row(tr("Kernel"),
                 esc(tr("call %1 of %2; %3 in total (%4 of the run), mean %5, %6 to %7 (spread %8)")
                         .arg(int(at - g->calls.begin()) + 1)
                         .arg(g->calls.size())
                         .arg(formatMicroseconds(g->totalUs), formatPercent(g->share), formatMicroseconds(g->meanUs()),
                              formatMicroseconds(g->minUs), formatMicroseconds(g->maxUs), formatPercent(g->spread))));
        if (g->estimatedGainUs)
            h += row(tr("Kernel gain"),
                     esc(tr("%1 summed over the calls").arg(formatMicroseconds(g->estimatedGainUs))));
    }
    if (op.blockDim)
        h += row(tr("Block Dim"),
                 QString::number(*op.blockDim)
                     + (op.mixBlockDim && *op.mixBlockDim > 0 ? u" / " + QString::number(*op.mixBlockDim) : QString()));
    h += row(tr("Category"),
             u"<span style=\"color:" + categoryColor(r.category, dark).name() + u"\"><b>"
                 + esc(categoryDisplayName(r.category)) + u"</b></span>");
    if (r.boundComponent)
        h += row(tr("Bound component"), esc(r.boundComponent->displayName()));
    h += row(tr("Evidence"), esc(analysis.evidenceOf(r)));
    h += row(tr("Estimated gain"), r.estimatedGainUs ? formatMicroseconds(r.estimatedGainUs) : unknownValue());
    h += row(tr("Work"),
             r.workSource == WorkSource::Estimated ? esc(tr("estimated from shapes and data types (not counters)"))
                                                   : esc(OperatorTableModel::workSourceText(r.workSource)));
    if (!r.workAssumption.isEmpty())
        h += row(tr("Assumed"), esc(r.workAssumption));
    // Which level served the GM-side bytes and why, at a glance (the evidence words it in full);
    // unknown, how far each level's roof would be.
    if (r.component(ComponentKey{ComponentId::Gm, Side::None})) {
        const MemoryLevelWording levels(r, analysis.hardware);
        const QString why = r.servedFrom == ServedFrom::Unknown
            ? tr("%1 (%2)").arg(levels.bothShares(), levels.reason())
            : levels.reason();
        h += row(tr("Memory level"), u"<b>" + esc(servedFromText(r.servedFrom)) + u"</b>: " + esc(why));
    }
    const WhatWouldDecide decide = whatWouldDecide(op, r, analysis.hardware);
    if (r.implausible)
        h += row(tr("Check"),
                 u"<b>"
                     + esc(tr("implausible: a figure above what the hardware can do; likely cause: %1. The verdict "
                              "does not rest on it and no gain is estimated")
                               .arg(decide.wrongInput))
                     + u"</b>");
    if (isUnjudged(r) && !decide.isEmpty())
        h += row(tr("Would decide it"), esc(decide.text()));
    if (const PipelineTrace *trace = analysis.profile->pipelineOf(op); trace && !trace->missingCores.isEmpty())
        h += row(tr("Incomplete"),
                 esc(tr("no usable trace for %n core(s): %1; the figures cover the others", nullptr,
                        int(trace->missingCores.size()))
                         .arg(trace->missingCores.join(u", "))));
    h += u"</table>";
    h += adviceHtml(analysis.adviceOf(r), QApplication::palette().color(QPalette::PlaceholderText));

    if (!r.components.empty()) {
        h += u"<h4>"
            + esc(tr("Components (U = E × R, U_thr %1, R_thr %2)")
                      .arg(formatPercent(r.uThreshold, 0), formatPercent(analysis.thresholds.r, 0)))
            + u"</h4><table cellspacing=\"3\"><tr><th></th><th>U</th><th></th><th>E</th><th>R</th><th></th><th>"
            + esc(tr("Main item")) + u"</th></tr>";
        const ComponentOverview overview = buildComponentOverview(analysis, index);
        const QColor muted = QApplication::palette().color(QPalette::PlaceholderText);
        for (const ComponentOverviewEntry &e : overview.entries) {
            // The chip memory that did not serve the bytes: shown, but faint (the verdict does not read it).
            const auto text = [&](const QString &html) {
                return e.faint ? QString(u"<font color=\"" + muted.name() + u"\">" + html + u"</font>") : html;
            };
            const QColor u = e.faint ? muted : metricColor(UerMetric::U, dark);
            const QColor rColour = e.faint ? muted : metricColor(UerMetric::R, dark);
            QString name = e.bound ? u"<b>" + esc(e.name) + u"</b>" : esc(e.name);
            if (e.served)
                name += u" <small>" + esc(tr("(served the bytes)")) + u"</small>";
            else if (e.faint)
                name += u" <small>" + esc(tr("(did not serve them)")) + u"</small>";
            h += u"<tr><td>" + text(name) + u"</td><td>" + text(formatPercent(e.U)) + u"</td><td>" + bar(e.U, u)
                + u"</td><td>" + text(formatPercent(e.E)) + u"</td><td>" + text(formatPercent(e.R)) + u"</td><td>"
                + bar(e.R, rColour) + u"</td><td>" + text(esc(e.dominantItem)) + u"</td></tr>";
        }
        h += u"</table>";
        // The chip memories are measured against the wall time and the chip's bandwidth (or,
        // with a measured hit rate, the roof of that mix), not a core's path: say so with the
        // numbers; the level that did not serve the bytes faint.
        const MemoryLevelJudge judge(analysis.hardware);
        for (const ComponentResult &c : r.components) {
            if (!isChipMemory(c.key.id) || !(op.durationUs > 0.0))
                continue;
            const double read = c.work.value(u"read"_qs), write = c.work.value(u"write"_qs);
            QString line = tr("%1: %2 read, %3 written in %4 (wall time) = %5")
                               .arg(memoryLevelName(c.key.id), formatSi(read, u"B"_qs), formatSi(write, u"B"_qs),
                                    formatMicroseconds(op.durationUs),
                                    formatSi((read + write) / op.durationUs * 1e6, u"B/s"_qs));
            const std::optional<double> roofGbs = judge.roofGbs(r, c);
            const bool effective = r.l2HitRate && &c == r.servedMemory();
            if (c.U() && roofGbs && effective)
                line += u", "
                    + tr("U %1 of the %2 roof of a %3 L2 hit rate")
                          .arg(formatPercent(c.U()), chipBandwidthText(*roofGbs), formatPercent(double(*r.l2HitRate)));
            else if (c.U() && roofGbs)
                line += u", "
                    + tr("U %1 of the chip's %2 (HBM variant %3)")
                          .arg(formatPercent(c.U()), chipBandwidthText(*roofGbs), analysis.hardware.hbmVariant);
            else
                line += u", " + tr("the chip's bandwidth is unknown, so U is too");
            const bool faint = r.servedFrom != ServedFrom::Unknown && &c != r.servedMemory();
            if (faint)
                h += u"<p><font color=\"" + muted.name() + u"\">" + esc(line) + u" "
                    + esc(tr("(not the level that served the bytes)")) + u"</font></p>";
            else
                h += u"<p>" + esc(line) + u"</p>";
        }
        if (!overview.pairs.empty()) {
            QStringList labels;
            for (const PairUtilisation &p : overview.pairs)
                labels << esc(p.pair.title()) + u": " + formatPercent(p.utilisation, 2);
            h += u"<p>" + esc(tr("Roofline point labels:")) + u' ' + labels.join(u" · ") + u"</p>";
        }
        h += u"<h4>" + esc(tr("Work")) + u"</h4><table cellspacing=\"2\">";
        for (const ComponentResult &c : r.components) {
            for (auto it = c.work.cbegin(); it != c.work.cend(); ++it) {
                const bool bytes = c.kind() == ComponentKind::Transfer;
                h += row(c.key.displayName() + u" · " + it.key(), formatSi(it.value(), bytes ? u"B"_qs : u"FLOP"_qs));
            }
        }
        h += u"</table>";
    }

    if (!op.inputs.empty() || !op.outputs.empty()) {
        h += u"<h4>" + esc(tr("Tensors")) + u"</h4><table cellspacing=\"2\">";
        for (qsizetype i = 0; i < op.inputs.size(); ++i)
            h += row(tr("in %1").arg(i),
                     esc(op.inputs[i].shape + u"  " + op.inputs[i].dataType + u"  " + op.inputs[i].format));
        for (qsizetype i = 0; i < op.outputs.size(); ++i)
            h += row(tr("out %1").arg(i),
                     esc(op.outputs[i].shape + u"  " + op.outputs[i].dataType + u"  " + op.outputs[i].format));
        h += u"</table>";
    }
    if (!op.metrics.isEmpty()) {
        h += u"<h4>" + esc(tr("Raw metrics")) + u"</h4><table cellspacing=\"2\">";
        for (auto it = op.metrics.cbegin(); it != op.metrics.cend(); ++it)
            h += row(it.key(), QString::number(it.value(), 'g', 6));
        h += u"</table>";
    }
    if (!op.sourceLocation.isEmpty())
        h += u"<p><small>" + esc(tr("From %1").arg(op.sourceLocation.toString())) + u"</small></p>";
    return h + chipHtml(analysis);
}

QString DetailsPanel::chipHtml(const Analysis &analysis)
{
    QString h = u"<h4>" + esc(tr("Hardware")) + u"</h4><table cellspacing=\"2\">";
    for (const ChipFact &f : chipFacts(analysis.hardware, *analysis.profile))
        h += row(f.label, esc(f.value) + u" <small>(" + esc(f.source) + u")</small>");
    return h + u"</table>";
}

} // namespace rl
