// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/cluster/clusterheatmap.h"

#include "widgets/common/formatting.h"
#include "widgets/common/qcp.h"
#include "widgets/export/chartexportmenu.h"

#include <QEvent>
#include <QLocale>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>

namespace rl {

namespace {

constexpr int kPixelsPerCell = 1; // a column per pixel at most: more ranks than pixels are aggregated
constexpr double kFewestRanksInView = 4.0;
constexpr int kWidthBeforeLayout = 640; // a hidden widget's size says nothing yet

// Below the median cool, at the median the plot's own background, above it warm: the slow ranks
// stand out on either theme (widgets/README.md §4).
QCPColorGradient deviationGradient(const PlotStyle &style)
{
    QCPColorGradient g;
    g.clearColorStops();
    g.setColorStopAt(0.0, style.dark ? QColor(0x6b, 0x9b, 0xd1) : QColor(0x3b, 0x6f, 0xb0));
    g.setColorStopAt(0.5, style.dark ? QColor(0x3c, 0x41, 0x47) : QColor(0xee, 0xee, 0xec));
    g.setColorStopAt(1.0, style.dark ? QColor(0xff, 0x7a, 0x4d) : QColor(0xc6, 0x28, 0x28));
    g.setColorInterpolation(QCPColorGradient::ciRGB);
    g.setLevelCount(256);
    g.setNanHandling(QCPColorGradient::nhTransparent);
    return g;
}

// Two colours, value 1 a straggler, 2 a missing rank.
QCPColorGradient marksGradient(const PlotStyle &style)
{
    QCPColorGradient g;
    g.clearColorStops();
    g.setColorStopAt(0.0, style.warning);
    g.setColorStopAt(1.0, style.muted);
    g.setLevelCount(2);
    g.setNanHandling(QCPColorGradient::nhTransparent);
    return g;
}

QString partName(ClusterPart part)
{
    switch (part) {
    case ClusterPart::StepTotal:
        return ClusterHeatmap::tr("Step total");
    case ClusterPart::Computing:
        return ClusterHeatmap::tr("Computing");
    case ClusterPart::CommunicationNotOverlapped:
        return ClusterHeatmap::tr("Communication not overlapped");
    case ClusterPart::Free:
        return ClusterHeatmap::tr("Free");
    }
    return {};
}

QString signedPct(double pct)
{
    if (std::abs(pct) < 0.05)
        pct = 0.0; // no "-0.0 %"
    return (pct >= 0.0 ? u"+"_qs : QString()) + QLocale().toString(pct, 'f', std::abs(pct) < 10.0 ? 1 : 0) + u" %";
}

} // namespace

ClusterHeatmap::ClusterHeatmap(QWidget *parent) : QWidget(parent), m_data(std::make_unique<ClusterHeatmapData>(nullptr))
{
    m_plot = new QCustomPlot(this);
    m_plot->setMinimumHeight(260);
    m_plot->setMouseTracking(true);
    m_plot->setNoAntialiasingOnDrag(true);
    installChartExportMenu(m_plot, u"cluster-heatmap"_qs);
    m_scale = new QCPColorScale(m_plot);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setBarWidth(10);
    m_plot->plotLayout()->addElement(0, 1, m_scale);
    auto *margins = new QCPMarginGroup(m_plot);
    m_plot->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    m_scale->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    m_parts = new QCPColorMap(m_plot->xAxis, m_plot->yAxis);
    m_parts->setColorScale(m_scale);
    m_marks = new QCPColorMap(m_plot->xAxis, m_plot->yAxis);
    for (QCPColorMap *map : {m_parts, m_marks}) {
        map->setInterpolate(false);
        map->setTightBoundary(false);
        map->setSelectable(QCP::stNone);
    }
    m_plot->yAxis->setRangeReversed(true); // the step total on top, the marks at the bottom
    m_plot->yAxis->setRange(-0.5, double(RowCount) - 0.5);
    m_plot->xAxis->grid()->setVisible(false);
    m_plot->yAxis->grid()->setVisible(false);
    auto ranks = QSharedPointer<QCPAxisTickerFixed>::create();
    ranks->setTickStep(1.0); // rank numbers: whole multiples
    ranks->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    m_plot->xAxis->setTicker(ranks);
    m_plot->xAxis->setNumberFormat(u"f"_qs);
    m_plot->xAxis->setNumberPrecision(0);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);

    connect(m_plot->xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this, [this](const QCPRange &range) {
        if (!m_rebinning)
            showRanks(range.lower, range.upper);
    });
    // The columns follow the pixels: once a replot has laid out the axis rect at a new width.
    connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
        if (m_plot->axisRect()->width() != m_laidOutWidth) {
            m_laidOutWidth = m_plot->axisRect()->width();
            rebin();
        }
    });
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        if (event->buttons() != Qt::NoButton)
            return; // dragging
        const auto cell = cellAt(event->position());
        const QString text = cell ? cellText(cell->first, cell->second) : QString();
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
    });
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this](QMouseEvent *event) {
        if (const auto cell = cellAt(event->position()))
            activateCell(cell->first);
    });
    restyle();
}

void ClusterHeatmap::setCluster(std::shared_ptr<const ClusterResult> cluster)
{
    m_data = std::make_unique<ClusterHeatmapData>(std::move(cluster));
    restyle();
    showAll();
}

void ClusterHeatmap::showAll()
{
    showRanks(m_data->firstRank() - 0.5, m_data->lastRank() + 0.5);
}

void ClusterHeatmap::showRanks(double from, double to)
{
    // Never wider than the cluster, never narrower than a few ranks; the width kept while panning.
    const double low = m_data->firstRank() - 0.5, high = std::max(m_data->lastRank() + 0.5, low + 1.0);
    double width = std::clamp(to - from, std::min(kFewestRanksInView, high - low), high - low);
    from = std::clamp(from, low, high - width);
    m_rebinning = true;
    m_plot->xAxis->setRange(from, from + width);
    m_rebinning = false;
    rebin();
}

int ClusterHeatmap::maxCells() const
{
    int width = m_plot->axisRect()->width();
    if (width <= 0) // before the first layout: the plot less the axis and the colour scale
        width = std::max({m_plot->width(), this->width(), kWidthBeforeLayout}) - 160;
    return std::max(1, width / kPixelsPerCell);
}

void ClusterHeatmap::rebin()
{
    const QCPRange range = m_plot->xAxis->range();
    m_grid = m_data->grid(int(std::ceil(range.lower)), int(std::floor(range.upper)), maxCells());
    // QCPColorMap spaces its cells evenly between the first and the last centre; a lone column
    // gets a transparent neighbour (past the cluster's end, outside the axis range) to have a width.
    const int columns = std::max(int(m_grid.cells.size()), 2);
    const double step = m_grid.ranksPerCell;
    const double firstCentre = m_grid.cells.empty() ? 0.0
                                                    : m_grid.cells.front().firstRank + (m_grid.ranksPerCell - 1) / 2.0;
    const QCPRange keys(firstCentre, firstCentre + (columns - 1) * step);
    auto *parts = new QCPColorMapData(columns, kClusterParts, keys, QCPRange(StepTotalRow, FreeRow));
    auto *marks = new QCPColorMapData(columns, 2, keys, QCPRange(StragglerRow, MissingRow));
    for (int x = 0; x < columns; ++x) {
        const ClusterCell *cell = x < int(m_grid.cells.size()) ? &m_grid.cells[size_t(x)] : nullptr;
        for (int p = 0; p < kClusterParts; ++p) {
            const auto largest = cell ? cell->largestUs[size_t(p)] : std::nullopt;
            const auto pct = largest ? m_data->deviationPct(ClusterPart(p), *largest) : std::nullopt;
            parts->setCell(x, p, pct ? *pct : std::nan(""));
        }
        marks->setCell(x, 0, cell && cell->stragglers > 0 ? 1.0 : std::nan(""));
        marks->setCell(x, 1, cell && cell->missing > 0 ? 2.0 : std::nan(""));
    }
    m_parts->setData(parts); // takes ownership
    m_marks->setData(marks);
    m_parts->setDataRange(QCPRange(-m_data->deviationRange(), m_data->deviationRange()));
    m_marks->setDataRange(QCPRange(1.0, 2.0));
    const QLocale locale;
    if (m_grid.ranksPerCell == 1)
        m_plot->xAxis->setLabel(tr("Rank"));
    else if (m_grid.byNode())
        m_plot->xAxis->setLabel(tr("Ranks by node: %n node(s) per column (%1 ranks), coloured by its slowest rank",
                                   nullptr, m_grid.ranksPerCell / m_grid.ranksPerNode)
                                    .arg(locale.toString(m_grid.ranksPerCell)));
    else
        m_plot->xAxis->setLabel(tr("Ranks in blocks of %1 per column, coloured by the block's slowest rank")
                                    .arg(locale.toString(m_grid.ranksPerCell)));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

std::optional<std::pair<int, int>> ClusterHeatmap::cellAt(const QPointF &plotPosition) const
{
    if (m_grid.cells.empty() || !m_plot->axisRect()->rect().contains(plotPosition.toPoint()))
        return std::nullopt;
    const double rank = m_plot->xAxis->pixelToCoord(plotPosition.x());
    const int row = int(std::floor(m_plot->yAxis->pixelToCoord(plotPosition.y()) + 0.5));
    const int number = int(std::floor(rank + 0.5));
    const int cell = int(std::floor(double(number - m_grid.cells.front().firstRank) / m_grid.ranksPerCell));
    if (row < 0 || row >= RowCount || cell < 0 || cell >= int(m_grid.cells.size()))
        return std::nullopt;
    return std::make_pair(cell, row);
}

QString ClusterHeatmap::cellTitle(const ClusterCell &cell) const
{
    const QLocale locale;
    if (cell.isOneRank()) {
        const ClusterRank *r = m_data->rank(cell.firstRank);
        QString title = tr("Rank %1").arg(cell.firstRank);
        if (r && !r->node.isEmpty())
            title += u' ' + tr("on %1").arg(r->node);
        return title;
    }
    QString title = tr("Ranks %1–%2").arg(cell.firstRank).arg(cell.lastRank);
    if (cell.nodes == 1)
        title += u' ' + tr("on %1").arg(cell.firstNode);
    else if (cell.nodes > 1)
        title += u' ' + tr("on %n node(s), %1 … %2", nullptr, cell.nodes).arg(cell.firstNode, cell.lastNode);
    title += u": " + tr("%n read", nullptr, cell.ranks);
    if (cell.missing > 0)
        title += u", " + tr("%n missing", nullptr, cell.missing);
    return title;
}

QString ClusterHeatmap::partLine(const ClusterCell &cell, ClusterPart part) const
{
    const auto p = size_t(part);
    const auto largest = cell.largestUs[p];
    if (!largest)
        return tr("%1: not in the profiles").arg(partName(part));
    const auto pct = m_data->deviationPct(part, *largest);
    const QString against = pct ? u" (" + tr("%1 against the median").arg(signedPct(*pct)) + u')' : QString();
    if (cell.isOneRank())
        return partName(part) + u": " + formatMicroseconds(largest) + against;
    return tr("%1: slowest rank %2 at %3%4, mean %5")
        .arg(partName(part))
        .arg(cell.largestRank[p])
        .arg(formatMicroseconds(largest), against, formatMicroseconds(cell.meanUs[p]));
}

QString ClusterHeatmap::cellText(int cellIndex, int row) const
{
    if (cellIndex < 0 || cellIndex >= int(m_grid.cells.size()) || row < 0 || row >= RowCount)
        return {};
    const ClusterCell &cell = m_grid.cells[size_t(cellIndex)];
    QStringList lines{cellTitle(cell)};
    if (cell.ranks > 0) {
        // The row under the cursor first, then the others.
        const ClusterPart hovered = row < kClusterParts ? ClusterPart(row) : ClusterPart::StepTotal;
        lines << partLine(cell, hovered);
        for (int p = 0; p < kClusterParts; ++p) {
            if (ClusterPart(p) != hovered)
                lines << partLine(cell, ClusterPart(p));
        }
    }
    int listed = 0;
    constexpr int kListedMarks = 4;
    for (int number = cell.firstRank; number <= cell.lastRank && listed < kListedMarks; ++number) {
        if (const Straggler *s = m_data->straggler(number)) {
            lines << tr("Straggler: rank %1, %2 above the median step, slower in %3")
                         .arg(s->rank)
                         .arg(signedPct(s->excessPct), s->slowerPart);
            ++listed;
        }
        if (const MissingRank *m = m_data->missing(number)) {
            lines << tr("Missing: rank %1 (%2)").arg(number).arg(m->reason);
            ++listed;
        }
    }
    if (cell.stragglers + cell.missing > listed)
        lines << tr("… and %n more straggler(s) or missing rank(s)", nullptr, cell.stragglers + cell.missing - listed);
    if (!cell.isOneRank())
        lines << tr("Double-click or use the wheel to zoom into these ranks");
    else if (m_data->rank(cell.firstRank))
        lines << tr("Double-click to open rank %1's profile in the operator view").arg(cell.firstRank);
    return lines.join(u'\n');
}

void ClusterHeatmap::activateCell(int cellIndex)
{
    if (cellIndex < 0 || cellIndex >= int(m_grid.cells.size()))
        return;
    const ClusterCell &cell = m_grid.cells[size_t(cellIndex)];
    if (cell.isOneRank()) {
        Q_EMIT rankActivated(cell.firstRank);
        return;
    }
    showRanks(cell.firstRank - 0.5, cell.lastRank + 0.5);
}

void ClusterHeatmap::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange) {
        restyle();
        rebin();
    }
}

void ClusterHeatmap::restyle()
{
    m_style = PlotStyle::fromPalette(palette(), font());
    m_parts->setGradient(deviationGradient(m_style));
    m_marks->setGradient(marksGradient(m_style));
    auto rows = QSharedPointer<QCPAxisTickerText>::create();
    rows->addTick(StepTotalRow, partName(ClusterPart::StepTotal));
    rows->addTick(ComputingRow, partName(ClusterPart::Computing));
    rows->addTick(CommunicationRow, tr("Comm. not overlapped"));
    rows->addTick(FreeRow, partName(ClusterPart::Free));
    rows->addTick(StragglerRow, tr("Stragglers"));
    rows->addTick(MissingRow, tr("Missing"));
    m_plot->yAxis->setTicker(rows);
    m_scale->axis()->setLabel(tr("% against the median"));
    m_style.applyTo(m_plot);
    m_style.applyTo(m_scale->axis());
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace rl
