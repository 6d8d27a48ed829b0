// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/run/runbreakdownchart.h"

#include "core/memory/memoryreport.h"
#include "widgets/common/qcp.h"
#include "widgets/export/chartexportmenu.h"
#include "widgets/timeline/timelinepalette.h"

#include <QEvent>
#include <QVBoxLayout>

namespace rl {

namespace {

// A rank's steps get a row each when there are several; otherwise a row per rank.
constexpr size_t kMaxStepRows = 64;

} // namespace

RunBreakdownChart::RunBreakdownChart(QWidget *parent) : QWidget(parent)
{
    m_plot = new QCustomPlot(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMinimumHeight(160);
    installChartExportMenu(m_plot, u"run-breakdown"_qs);
    m_plot->setAutoAddPlottableToLegend(false);
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, m_plot->legend);
    m_plot->plotLayout()->setRowStretchFactor(0, 0.001);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setVisible(true);
    m_plot->setInteractions(QCP::iSelectPlottables);
    connect(m_plot, &QCustomPlot::plottableClick, this,
            [this](QCPAbstractPlottable *plottable, int dataIndex, QMouseEvent *) {
                for (size_t p = 0; p < m_bars.size(); ++p) {
                    if (m_bars[p] == plottable && dataIndex >= 0)
                        activate(Part(p), int(m_bars[p]->data()->at(dataIndex)->key) - 1);
                }
            });
    rebuild();
}

void RunBreakdownChart::setRun(std::shared_ptr<const RunBreakdown> run)
{
    m_run = std::move(run);
    rebuild();
}

void RunBreakdownChart::setMemory(std::shared_ptr<const MemoryReport> memory)
{
    m_memory = std::move(memory);
    rebuild();
}

QString RunBreakdownChart::peakLabel(int row) const
{
    return row >= 0 && size_t(row) < m_peaks.size() ? m_peaks[size_t(row)] : QString();
}

QString RunBreakdownChart::stepLabel(int rank, const QString &step) const
{
    return step == u"all" ? tr("rank %1 · whole timeline").arg(rank) : tr("rank %1 · step %2").arg(rank).arg(step);
}

void RunBreakdownChart::setPrintStyle(bool print)
{
    m_print = print;
    rebuild();
}

void RunBreakdownChart::activate(Part part, int row)
{
    if (row < 0 || size_t(row) >= m_rows.size())
        return;
    Q_EMIT segmentActivated(part, m_rows[size_t(row)].rank, m_rows[size_t(row)].step);
}

void RunBreakdownChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        rebuild();
}

void RunBreakdownChart::rebuild()
{
    m_style = m_print ? PlotStyle::printStyle() : PlotStyle::fromPalette(palette(), font());
    const TimelinePalette colours(m_print ? QPalette(Qt::white) : palette());
    m_plot->clearPlottables();
    m_rows.clear();
    if (m_run) {
        for (const RankBreakdown &r : m_run->ranks) {
            if (r.steps.size() > 1 && r.steps.size() <= kMaxStepRows) {
                for (size_t s = 0; s < r.steps.size(); ++s)
                    m_rows.push_back({r.rank, int(s), stepLabel(r.rank, r.steps[s].step)});
            } else if (r.pending || !r.problem.isEmpty()) { // listed, without figures: say why
                m_rows.push_back(
                    {r.rank, -1,
                     r.pending ? tr("rank %1 · reading…").arg(r.rank) : tr("rank %1 · not read").arg(r.rank)});
            } else {
                m_rows.push_back(
                    {r.rank, r.steps.size() == 1 ? 0 : -1,
                     r.steps.size() == 1 ? stepLabel(r.rank, r.steps.front().step) : tr("rank %1").arg(r.rank)});
            }
        }
    }
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    QVector<double> keys;
    for (size_t i = 0; i < m_rows.size(); ++i) {
        keys << double(i + 1);
        ticker->addTick(double(i + 1), m_rows[i].label);
    }
    m_plot->yAxis->setTicker(ticker);
    m_plot->yAxis->setRangeReversed(true); // rank 0 on top
    m_plot->yAxis->setRange(0.4, double(m_rows.size()) + 0.6);
    m_plot->yAxis->grid()->setVisible(false);
    m_plot->xAxis->setLabel(tr("Time in the step (ms)"));
    // Each rank's peak device memory right of its first row, on the right axis.
    m_peaks.assign(m_rows.size(), QString());
    auto peakTicker = QSharedPointer<QCPAxisTickerText>::create();
    bool anyPeak = false;
    for (size_t i = 0; i < m_rows.size(); ++i) {
        const RankMemoryReport *r = m_memory ? m_memory->rank(m_rows[i].rank) : nullptr;
        if (!r || !r->peakAllocatedMb || (i > 0 && m_rows[i - 1].rank == m_rows[i].rank))
            continue;
        m_peaks[i] = r->peakReservedMb
            ? tr("peak %1 MB (reserved %2 MB)").arg(*r->peakAllocatedMb, 0, 'f', 1).arg(*r->peakReservedMb, 0, 'f', 1)
            : tr("peak %1 MB").arg(*r->peakAllocatedMb, 0, 'f', 1);
        peakTicker->addTick(double(i + 1), m_peaks[i]);
        anyPeak = true;
    }
    m_plot->yAxis2->setVisible(anyPeak);
    m_plot->yAxis2->setTicker(peakTicker);
    m_plot->yAxis2->setRangeReversed(true);
    m_plot->yAxis2->setRange(m_plot->yAxis->range());
    m_plot->yAxis2->grid()->setVisible(false);
    m_plot->yAxis2->setTickLength(0, 0);
    m_plot->yAxis2->setSubTicks(false);
    m_plot->yAxis2->setLabel(anyPeak ? tr("Device memory") : QString());

    const QString names[3] = {tr("Computing"), tr("Communication not overlapped"), tr("Free")};
    const QColor fills[3] = {colours.swatch(Swatch::Kernel), colours.swatch(Swatch::Communication), colours.idle()};
    double widest = 0.0;
    QCPBars *below = nullptr;
    for (size_t p = 0; p < 3; ++p) {
        auto *bars = new QCPBars(m_plot->yAxis, m_plot->xAxis);
        QVector<double> values;
        for (size_t i = 0; i < m_rows.size(); ++i) {
            const RankBreakdown *r = m_run->rank(m_rows[i].rank);
            const StepBreakdown &s = m_rows[i].step >= 0 ? r->steps[size_t(m_rows[i].step)] : r->totals;
            const std::optional<double> v = p == 0 ? s.computingUs : p == 1 ? s.communicationNotOverlappedUs : s.freeUs;
            values << v.value_or(0.0) / 1000.0;
            if (p == 0)
                widest = std::max(widest, s.totalUs() / 1000.0);
        }
        bars->setData(keys, values, true);
        bars->setWidth(0.6);
        bars->setName(names[p]);
        bars->setBrush(fills[p]);
        bars->setPen(QPen(fills[p].darker(130)));
        bars->setSelectable(QCP::stSingleData);
        if (below)
            bars->moveAbove(below);
        bars->addToLegend();
        below = bars;
        m_bars[p] = bars;
    }
    m_plot->xAxis->setRange(0.0, std::max(widest * 1.05, 1e-3));
    m_style.applyTo(m_plot);
    m_plot->setMinimumHeight(int(80 + 36 * std::max<size_t>(m_rows.size(), 1)));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace rl
