// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/roofline/rooflinechart.h"

#include "widgets/export/chartexportmenu.h"

#include "core/roofline/kernelroofline.h"
#include "widgets/common/buildwhenshown.h"
#include "widgets/common/categorystyle.h"
#include "widgets/common/formatting.h"
#include "widgets/common/labelplacer.h"
#include "widgets/common/operatorpicking.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/common/windowpaintedplot.h"
#include "widgets/roofline/rooflinechartitems.h"
#include "widgets/roofline/sizedscattergraph.h"

#include <QEvent>
#include <QLabel>
#include <QMenu>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <utility>

namespace rl {

namespace {

constexpr int kLabelAllPointsUpTo = 12; // beyond this only the selected point gets its label

} // namespace

RooflineChart::RooflineChart(const ComponentPair &pair, SelectionModel *selection, QWidget *parent, Build build)
    : QWidget(parent), m_pair(pair), m_selection(selection)
{
    setUp(build == Build::WhenShown);
    connect(selection, &SelectionModel::analysisChanged, this, [this] { setAnalysis(m_selection->analysis()); });
    connect(selection, &SelectionModel::selectedOperatorChanged, this, &RooflineChart::setSelectedOperator);
    connect(this, &RooflineChart::operatorClicked, selection, &SelectionModel::setSelectedOperator);
    connect(selection, &SelectionModel::groupingChanged, this,
            [this] { setShowsKernels(m_selection->showsKernels()); });
    m_selected = selection->selectedOperator();
    setAnalysis(selection->analysis());
}

RooflineChart::RooflineChart(const ComponentPair &pair, std::shared_ptr<const Analysis> analysis, RooflineScale scale,
                             QWidget *parent)
    : QWidget(parent), m_pair(pair), m_scale(scale)
{
    setUp(false);
    setAnalysis(std::move(analysis));
}

RooflineChart::~RooflineChart() = default;

void RooflineChart::setUp(bool buildsWhenShown)
{
    m_plot = newWindowPaintedPlot(this);
    // Its first paint builds a chart that waits to be seen.
    m_builder = new BuildWhenShown(
        this, m_plot, [this] { build(); }, buildsWhenShown);
    m_unplottable = new QLabel(this);
    m_unplottable->setWordWrap(true);
    // A wrapped label asks for ~80 characters of width; in a scroll area that widens the chart
    // past the view (Chinese, with few break points, cut every Roofline on the right). It
    // takes the width the plot has and wraps to it.
    m_unplottable->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_unplottable->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_unplottable);
    m_plot->setMinimumHeight(260);
    // An explicit minimum width: QCustomPlot's own hint is its legend's width at the last
    // replot, which the layout caches, so a plot once wide (four legend columns, long names)
    // could never shrink back into its scroll area. The legend wraps to the width instead.
    m_plot->setMinimumWidth(260);
    m_plot->setAutoAddPlottableToLegend(false);
    m_placer = new LabelPlacer(m_plot);
    // No setNoAntialiasingOnDrag: nothing is dragged here (the rubber band only zooms), and with
    // it QCustomPlot replots the whole chart after every click, a quarter of a million points.
    m_plot->setInteractions(QCP::iRangeZoom);
    m_plot->setSelectionRectMode(QCP::srmZoom);
    m_plot->setMouseTracking(true);
    m_style = PlotStyle::fromPalette(palette(), font());

    pickOperatorsOn(
        m_plot, this, [this](const QPointF &pixel) { return operatorAt(pixel); },
        [this](int operatorIndex) { return tooltipFor(operatorIndex); },
        [this](int operatorIndex) { Q_EMIT operatorClicked(operatorIndex); });
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this] { resetZoom(); });
    m_plot->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_plot, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu menu(m_plot);
        menu.addAction(tr("Reset zoom"), this, &RooflineChart::resetZoom);
        menu.addSeparator();
        addChartExportActions(&menu, m_plot, u"roofline-"_qs + m_pair.id());
        menu.exec(m_plot->mapToGlobal(pos));
    });
}

void RooflineChart::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    if (analysis == m_analysis && analysis)
        return; // the panel may hand it over before the chart hears of it itself
    m_analysis = std::move(analysis);
    m_chartOperators.reset();
    forgetCalls();
    if (m_selection) {
        m_selected = m_selection->selectedOperator();
        m_grouped = m_selection->showsKernels() && m_analysis == m_selection->analysis();
    }
    rebuild();
}

void RooflineChart::setScale(RooflineScale scale)
{
    if (scale == m_scale)
        return;
    m_scale = scale;
    forgetCalls();
    rebuild();
}

void RooflineChart::setSelectedOperator(int operatorIndex)
{
    if (operatorIndex == m_selected)
        return;
    m_selected = operatorIndex;
    if (m_builder->isWaiting())
        return; // the build marks it
    updateSelection();
    // The ring, the own roof, the label and the kernel's calls are all on the buffered overlay
    // layer: a new selection redraws that layer only, not a quarter of a million points, unless
    // the selected label moved another label out of its way.
    const bool othersMoved = m_placer->place(QStringLiteral("overlay"));
    if (QCPLayer *overlay = m_plot->layer(QStringLiteral("overlay"));
        !othersMoved && overlay && overlay->mode() == QCPLayer::lmBuffered)
        overlay->replot();
    else
        m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RooflineChart::setPrintStyle(bool print)
{
    m_print = print;
    rebuild();
}

void RooflineChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        rebuild();
}

void RooflineChart::rebuild()
{
    m_hasPoints.reset();
    m_prepared = {}; // of the change before: its thread finishes and its points are dropped
    const bool waited = m_builder->isWaiting();
    m_builder->request();
    if (m_builder->isWaiting() && !waited) {
        clearPlot(); // the previous analysis' points are not kept for a chart nobody sees
        m_data = RooflineChartData();
        forgetCalls();
        m_callMarkers = {};
        m_callsFrom = {};
    }
}

void RooflineChart::ensureBuilt() const
{
    m_builder->ensure();
}

bool RooflineChart::hasPoints() const
{
    if (!m_builder->isWaiting())
        return !m_data.points.empty();
    if (!m_hasPoints)
        m_hasPoints = m_analysis && hasRooflinePoint(*m_analysis, m_pair); // a kernel point needs a call's
    return *m_hasPoints;
}

void RooflineChart::clearPlot()
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_pointGraphs.clear();
    m_highlight = nullptr;
    m_ownRoof = nullptr;
    m_implausible = nullptr;
    m_callsGraph = nullptr;
    m_callsGraphOperators.clear();
    m_shownGroup = -1;
    m_selectedLabel = nullptr;
    m_placer->clear();
    m_pointLabels.clear();
}

void RooflineChart::build()
{
    m_style = m_print ? PlotStyle::printStyle() : PlotStyle::fromPalette(palette(), font());
    if (m_analysis) {
        // Worked out by prepare() when the list asked for it beforehand, else here.
        Points points = m_prepared.isValid() ? m_prepared.takeResult()
                                             : pointsOf(takeCallsChart(), *m_analysis, m_grouped);
        m_prepared = {};
        if (points.chartOperators)
            m_chartOperators = std::move(points.chartOperators);
        m_callMarkers = std::move(points.callMarkers);
        m_callsFrom = std::move(points.callsFrom);
        if (m_grouped) {
            m_data = std::move(points.kernels);
            m_keptCalls = std::move(points.calls);
        } else {
            m_data = std::move(points.calls);
            m_dataAreCalls = true;
        }
    } else {
        m_callMarkers.clear();
        m_callsFrom.clear();
        m_data = RooflineChartData();
        m_data.pair = m_pair;
        m_data.scale = m_scale;
    }
    clearPlot();
    buildStatic();
    buildPoints();
    updateSelection();
    updateUnplottableLabel();
    m_style.applyTo(m_plot);
    resetZoom();
}

// Only the slow part moves: what takeCallsChart would read from every operator (or from the
// chart's own, once known), and the kernels' points made from it. A change that keeps the
// calls' chart (the grouping) builds no point and is not worth a thread.
bool RooflineChart::prepare()
{
    if (!m_builder->isWaiting() || !m_analysis || m_keptCalls || m_dataAreCalls)
        return false;
    if (!m_prepared.isValid()) {
        m_prepared = QtConcurrent::run(
            [analysis = m_analysis, pair = m_pair, scale = m_scale, grouped = m_grouped, operators = m_chartOperators] {
                if (operators)
                    return pointsOf(buildRooflineChart(*analysis, pair, scale, *operators), *analysis, grouped);
                Points points = pointsOf(buildRooflineChart(*analysis, pair, scale), *analysis, grouped);
                points.chartOperators = chartOperators(points.calls);
                return points;
            });
    }
    return true;
}

// The calls' chart of the analysis at the scale. Switching the grouping built it again for
// each chart on screen (a long run's quarter of a million operators read, over 100 ms): the
// grouped view keeps the one its kernels came from, and the single-call view's points are it.
// Built otherwise, and then only from the chart's operators once they are known.
RooflineChartData RooflineChart::takeCallsChart()
{
    if (m_keptCalls) {
        RooflineChartData calls = std::move(*m_keptCalls);
        m_keptCalls.reset();
        return calls;
    }
    if (std::exchange(m_dataAreCalls, false))
        return std::move(m_data);
    if (m_chartOperators)
        return buildRooflineChart(*m_analysis, m_pair, m_scale, *m_chartOperators);
    RooflineChartData calls = buildRooflineChart(*m_analysis, m_pair, m_scale);
    m_chartOperators = chartOperators(calls);
    return calls;
}

void RooflineChart::forgetCalls()
{
    m_keptCalls.reset();
    m_dataAreCalls = false;
}

void RooflineChart::buildStatic()
{
    RooflineChartItems items(m_plot, m_style, m_placer);
    items.setUpFrame(m_pair.title() + u"  ·  " + rooflineScaleName(m_scale), RooflineChartData::xAxisTitle(),
                     RooflineChartData::yAxisTitle());
    items.addZones(m_data);
    items.addRoofs(m_data);
    items.addMemoryRoofs(m_data);
    if (m_data.points.empty())
        items.addEmptyNote(m_data);
}

double RooflineChart::markerSize(const RooflinePoint &point) const
{
    return std::clamp(6.0 + 22.0 * std::sqrt(std::max(point.timeShare, 0.0)), 6.0, 26.0);
}

void RooflineChart::buildPoints()
{
    // One graph per (category, measured/estimated): a legend entry each, in category order.
    // The points sorted into them in one pass: a pass per graph read a long run's 30,000
    // points sixteen times on every switch of the grouping.
    std::array<std::vector<const RooflinePoint *>, 2 * kAllCategories.size()> byGraph;
    for (const RooflinePoint &p : m_data.points)
        byGraph[2 * size_t(p.category) + (p.estimated ? 1 : 0)].push_back(&p);
    for (Category category : kAllCategories) {
        for (bool estimated : {false, true}) {
            std::vector<const RooflinePoint *> &points = byGraph[2 * size_t(category) + (estimated ? 1 : 0)];
            if (points.empty())
                continue;
            std::stable_sort(points.begin(), points.end(),
                             [](const auto *a, const auto *b) { return a->intensity < b->intensity; });
            PointGraph pg{category, estimated, new SizedScatterGraph(m_plot->xAxis, m_plot->yAxis), {}};
            QVector<double> keys, values, sizes;
            for (const RooflinePoint *p : points) {
                keys << p->intensity;
                values << p->performance;
                sizes << markerSize(*p);
                pg.operators.push_back(p->operatorIndex);
            }
            pg.graph->setPoints(keys, values, sizes);
            const QColor colour = categoryColor(category, m_style.dark);
            QColor fill = colour;
            fill.setAlphaF(0.7f);
            pg.graph->setPen(QPen(colour, 1.5));
            // Estimated work is hollow: the position is a model of the operator, not a measurement.
            pg.graph->setScatterStyle(QCPScatterStyle(categoryShape(category), QPen(colour, 1.5),
                                                      estimated ? QBrush(Qt::NoBrush) : QBrush(fill), 8));
            const QString name = estimated ? tr("%1, estimated").arg(categoryDisplayName(category))
                                           : categoryDisplayName(category);
            pg.graph->setName(name + u" (" + QString::number(points.size()) + u')');
            pg.graph->addToLegend();
            m_pointGraphs.push_back(std::move(pg));
        }
    }
    // Points whose U is above what the hardware can do: a cross over the marker, so the eye
    // does not read them as results (the diagnostics say which input is likely wrong).
    QVector<double> badKeys, badValues, badSizes;
    for (const RooflinePoint &p : m_data.points) {
        if (p.implausible) {
            badKeys << p.intensity;
            badValues << p.performance;
            badSizes << markerSize(p) + 4;
        }
    }
    if (!badKeys.isEmpty()) {
        auto *crosses = new SizedScatterGraph(m_plot->xAxis, m_plot->yAxis);
        crosses->setPoints(badKeys, badValues, badSizes);
        m_implausible = crosses;
        m_implausible->setPen(QPen(m_style.warning, 2.0));
        m_implausible->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCross, QPen(m_style.warning, 2.0), Qt::NoBrush, 10));
        m_implausible->setName(tr("U above the hardware's peak (%1)").arg(badKeys.size()));
        m_implausible->addToLegend();
    }
    // Labels of the paper's figures: every point's max(U_C, U_M) when there are few.
    if (m_data.points.size() <= size_t(kLabelAllPointsUpTo)) {
        RooflineChartItems items(m_plot, m_style, m_placer);
        for (const RooflinePoint &p : m_data.points) {
            if (QCPItemText *label = items.addPointLabel(p, false))
                m_pointLabels.emplace_back(p.operatorIndex, label);
        }
    }
    m_ownRoof = new QCPGraph(m_plot->xAxis, m_plot->yAxis);
    m_ownRoof->setPen(QPen(m_style.highlight, 1.2, Qt::DotLine));
    m_ownRoof->setLayer(QStringLiteral("overlay"));
    if (m_grouped) {
        m_callsGraph = new SizedScatterGraph(m_plot->xAxis, m_plot->yAxis);
        m_callsGraph->setPen(QPen(m_style.highlight, 1.0));
        m_callsGraph->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(m_style.highlight, 1.0), Qt::NoBrush, 5));
        m_callsGraph->setLayer(QStringLiteral("overlay"));
    }
    m_highlight = new QCPGraph(m_plot->xAxis, m_plot->yAxis);
    m_highlight->setLineStyle(QCPGraph::lsNone);
    m_highlight->setLayer(QStringLiteral("overlay"));
}

void RooflineChart::updateSelection()
{
    if (!m_highlight)
        return;
    m_highlight->data()->clear();
    m_ownRoof->data()->clear();
    if (m_selectedLabel) {
        m_plot->removeItem(m_selectedLabel);
        m_selectedLabel = nullptr;
    }
    const RooflinePoint *p = kernelPointOf(m_selected);
    // The selected point's plain label gives way to its bold one.
    for (const auto &[operatorIndex, label] : m_pointLabels)
        m_placer->setSuppressed(label, p && operatorIndex == p->operatorIndex);
    updateCalls(p ? p->group : -1);
    if (!p)
        return;
    // A call of a kernel other than the one its point is named by: the ring goes on the call.
    const CallMarker *call = p->operatorIndex != m_selected ? callMarkerOf(m_selected) : nullptr;
    if (call) {
        m_highlight->addData(call->intensity, call->performance);
        m_highlight->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(m_style.highlight, 2.5), Qt::NoBrush, 14));
        return;
    }
    m_highlight->addData(p->intensity, p->performance);
    m_highlight->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(m_style.highlight, 2.5), Qt::NoBrush, markerSize(*p) + 8));
    for (const QPointF &v : m_data.ownRoofLine(*p))
        m_ownRoof->addData(v.x(), v.y());
    RooflineChartItems items(m_plot, m_style, m_placer);
    m_selectedLabel = items.addPointLabel(*p, true);
    m_placer->putFirst(m_selectedLabel);
}

void RooflineChart::updateUnplottableLabel()
{
    const QString text = unplottableSummary();
    m_unplottable->setText(text);
    m_unplottable->setVisible(!text.isEmpty());
    QStringList names;
    if (m_analysis) {
        for (const UnplottableOperator &u : m_data.unplottable) {
            if (names.size() == 30) {
                names << tr("…");
                break;
            }
            names << m_analysis->op(u.operatorIndex).name + u": " + unplottableReasonText(u.reason, m_pair);
        }
    }
    m_unplottable->setToolTip(names.join(u'\n'));
}

QString RooflineChart::unplottableSummary() const
{
    ensureBuilt();
    if (m_data.unplottable.empty())
        return {};
    QMap<UnplottableReason, int> counts;
    for (const UnplottableOperator &u : m_data.unplottable)
        ++counts[u.reason];
    QStringList parts;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        parts << tr("%n with %1", nullptr, it.value()).arg(unplottableReasonText(it.key(), m_pair));
    return tr("Not plotted (cannot be placed on log axes): %1").arg(parts.join(u"; "));
}

QCPGraph *RooflineChart::pointGraph(Category category, bool estimated) const
{
    ensureBuilt();
    for (const PointGraph &pg : m_pointGraphs) {
        if (pg.category == category && pg.estimated == estimated)
            return pg.graph;
    }
    return nullptr;
}

void RooflineChart::resetZoom()
{
    ensureBuilt();
    m_plot->xAxis->setRange(QCPRange(m_data.xRange.lower, m_data.xRange.upper).sanitizedForLogScale());
    m_plot->yAxis->setRange(QCPRange(m_data.yRange.lower, m_data.yRange.upper).sanitizedForLogScale());
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace rl
