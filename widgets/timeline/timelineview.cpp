// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/timeline/timelineview.h"

#include "widgets/export/chartexportmenu.h"

#include "core/timeline/instructionscene.h"
#include "core/timeline/timeformat.h"
#include "widgets/common/buildwhenshown.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/timeline/counterplottable.h"
#include "widgets/timeline/intervalplottable.h"
#include "widgets/timeline/kernelscenerequests.h"
#include "widgets/timeline/linkplottable.h"
#include "widgets/timeline/parallelismribbon.h"
#include "widgets/timeline/timeaxisticker.h"
#include "widgets/timeline/timelinepalette.h"
#include "widgets/timeline/timelinetoolbar.h"
#include "widgets/timeline/timenavigator.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QScrollBar>
#include <QVBoxLayout>

#include <cmath>

namespace rl {

TimelineView::TimelineView(SelectionModel *selection, QWidget *parent)
    : QWidget(parent), m_selection(selection), m_palette(std::make_unique<TimelinePalette>(palette()))
{
    m_sceneRequests = new KernelSceneRequests(this);
    connect(m_sceneRequests, &KernelSceneRequests::ready, this, &TimelineView::showKernelScene);
    buildUi();
    retranslate();
    if (m_selection) {
        connect(m_selection, &SelectionModel::analysisChanged, this, &TimelineView::onAnalysisChanged);
        connect(m_selection, &SelectionModel::selectedOperatorChanged, this, &TimelineView::onSelectedOperatorChanged);
        connect(m_selection, &SelectionModel::timeRangeChanged, this, [this](double s, double e) {
            if (m_followSelectionRange && level() == Level::Kernel && e > s) {
                m_following = true;
                setVisibleRange(s, e);
                m_following = false;
            }
        });
        onAnalysisChanged();
    }
}

TimelineView::~TimelineView() = default;

void TimelineView::buildUi()
{
    m_plot = new QCustomPlot(this);
    m_plot->setNoAntialiasingOnDrag(true);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    m_plot->axisRect()->setRangeZoomFactor(0.8, 1.0);
    m_plot->setSelectionRectMode(QCP::srmNone);
    m_plot->setFocusPolicy(Qt::StrongFocus);
    m_plot->installEventFilter(this);
    m_plot->setMouseTracking(true);
    m_plot->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_plot, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu menu(m_plot);
        menu.addAction(tr("Fit all"), this, &TimelineView::fitAll);
        QAction *fit = menu.addAction(tr("Fit to selected operator"), this,
                                      [this] { fitToOperator(m_selection->selectedOperator()); });
        fit->setEnabled(m_selection && m_selection->selectedOperator() >= 0);
        menu.addAction(tr("Zoom back"), this, &TimelineView::zoomBack)->setEnabled(canZoomBack());
        menu.addAction(tr("Zoom forward"), this, &TimelineView::zoomForward)->setEnabled(canZoomForward());
        menu.addSeparator();
        addFoldActions(&menu, pos);
        menu.addSeparator();
        addChartExportActions(&menu, m_plot, u"timeline"_qs);
        menu.exec(m_plot->mapToGlobal(pos));
    });

    m_ticker = QSharedPointer<TimeAxisTicker>::create();
    m_plot->xAxis->setTicker(m_ticker);
    m_laneTicker = QSharedPointer<QCPAxisTickerText>::create();
    m_plot->yAxis->setTicker(m_laneTicker);
    m_plot->yAxis->setRangeReversed(true);
    m_plot->yAxis->setSubTicks(false);
    m_plot->yAxis->setTickLength(0, 0);
    m_plot->yAxis->grid()->setVisible(false);

    m_intervals = new IntervalPlottable(m_plot->xAxis, m_plot->yAxis);
    m_ribbon = new ParallelismRibbon(m_plot->xAxis, m_plot->yAxis);
    m_counters = new CounterPlottable(m_plot->xAxis, m_plot->yAxis);
    m_links = new LinkPlottable(m_plot->xAxis, m_plot->yAxis);
    m_selectionBand = new QCPItemRect(m_plot);
    m_selectionBand->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_selectionBand->bottomRight->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_selectionBand->setSelectable(false);
    m_selectionBand->setVisible(false);

    connect(m_plot->xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this, &TimelineView::onRangeChanged);
    connect(m_plot, &QCustomPlot::plottableClick, this, &TimelineView::onPlotClicked);
    connect(m_plot, &QCustomPlot::afterLayout, this, &TimelineView::updateVerticalRange);
    connect(m_plot->selectionRect(), &QCPSelectionRect::accepted, this, [this](const QRect &rect, QMouseEvent *) {
        if (rect.width() < 3)
            return;
        const double a = m_plot->xAxis->pixelToCoord(rect.left()), b = m_plot->xAxis->pixelToCoord(rect.right());
        setVisibleRange(std::min(a, b), std::max(a, b));
        recordZoom();
    });

    m_vscroll = new QScrollBar(Qt::Vertical, this);
    connect(m_vscroll, &QScrollBar::valueChanged, this, [this](int v) {
        m_scrollTop = v / 100.0;
        updateVerticalRange();
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    });

    m_navigator = new TimeNavigator(m_plot->xAxis, this);
    connect(m_navigator, &TimeNavigator::settled, this, &TimelineView::onSettled);

    m_toolbar = new TimelineToolbar(this);
    connect(m_navigator, &TimeNavigator::historyChanged, m_toolbar, &TimelineToolbar::setHistory);
    connect(m_toolbar, &TimelineToolbar::backClicked, this, &TimelineView::zoomBack);
    connect(m_toolbar, &TimelineToolbar::forwardClicked, this, &TimelineView::zoomForward);
    connect(m_toolbar, &TimelineToolbar::fitClicked, this, [this] {
        fitAll();
        recordZoom();
    });
    connect(m_toolbar, &TimelineToolbar::wholeRunClicked, this, &TimelineView::showRun);
    connect(m_toolbar, &TimelineToolbar::linksToggled, this, &TimelineView::setLinksVisible);
    connect(m_toolbar, &TimelineToolbar::derivedLanesToggled, this, &TimelineView::setDerivedLanesVisible);
    connect(m_toolbar, &TimelineToolbar::countersToggled, this, &TimelineView::setCountersVisible);
    connect(m_toolbar, &TimelineToolbar::foldsToggled, this, &TimelineView::setAllLanesExpanded);
    connect(m_toolbar, &TimelineToolbar::relativeTimeToggled, this, &TimelineView::setRelativeTime);

    m_statsLabel = new QLabel(this);
    m_statsLabel->setWordWrap(true);
    m_statsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *plotRow = new QHBoxLayout;
    plotRow->setContentsMargins(0, 0, 0, 0);
    plotRow->setSpacing(0);
    plotRow->addWidget(m_plot, 1);
    plotRow->addWidget(m_vscroll);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_toolbar);
    layout->addLayout(plotRow, 1);
    layout->addWidget(m_statsLabel);
    applyPalette();
    applyScene();
}

TimelineView::Level TimelineView::level() const
{
    if (!m_scene)
        return Level::Empty;
    switch (m_scene->level) {
    case TimelineScene::Level::Instruction:
        return Level::Instruction;
    case TimelineScene::Level::Kernel:
        return Level::Kernel;
    case TimelineScene::Level::Empty:
        break;
    }
    return Level::Empty;
}

void TimelineView::showScene(std::shared_ptr<const TimelineScene> scene)
{
    const Level before = level();
    m_scene = std::move(scene);
    if (level() != Level::Instruction)
        m_stats.reset();
    m_navigator->clearHistory();
    applyScene();
    fitAll();
    recordZoom();
    if (level() != before)
        Q_EMIT levelChanged(level());
    Q_EMIT sceneShown();
}

void TimelineView::showPipeline(const PipelineTrace &trace, int operatorIndex)
{
    auto scene = std::make_shared<TimelineScene>(buildInstructionScene(trace, operatorIndex));
    const Level before = level();
    m_stats = computePipelineStats(trace);
    m_scene = std::move(scene);
    m_navigator->clearHistory();
    applyScene();
    fitAll();
    recordZoom();
    if (level() != before)
        Q_EMIT levelChanged(level());
    Q_EMIT sceneShown();
}

void TimelineView::showRun()
{
    if (!m_kernelScene)
        return;
    showScene(m_kernelScene);
    highlightOperator(m_selection ? m_selection->selectedOperator() : -1);
}

void TimelineView::onAnalysisChanged()
{
    m_sceneRequests->abandon();
    m_kernelScene.reset();
    m_kernelScenePending = false;
    const auto analysis = m_selection ? m_selection->analysis() : nullptr;
    if (!analysis || !analysis->profile) {
        showScene(nullptr);
        return;
    }
    if (!isOnScreen() && KernelSceneRequests::isLong(*analysis->profile)) {
        showScene(nullptr); // not the previous run's scene
        m_kernelScenePending = true;
        return;
    }
    requestKernelScene();
}

void TimelineView::requestKernelScene()
{
    const auto analysis = m_selection ? m_selection->analysis() : nullptr;
    if (analysis && analysis->profile && m_sceneRequests->request(analysis))
        m_toolbar->setTitle(tr("Laying out %1 events…")
                                .arg(analysis->profile->timeline.eventCount() + analysis->profile->operators.size()));
}

// A dock tabbed behind another stays visible, moved out of the window (QMainWindow does so):
// only a part of it on screen means the user can see it.
bool TimelineView::isOnScreen() const
{
    return BuildWhenShown::isOnScreen(this);
}

void TimelineView::requestPendingScene()
{
    if (m_kernelScenePending && isOnScreen()) {
        m_kernelScenePending = false;
        requestKernelScene();
    }
}

void TimelineView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    requestPendingScene();
}

void TimelineView::showKernelScene(std::shared_ptr<const TimelineScene> scene)
{
    m_kernelScene = scene && !scene->tracks.empty() ? std::move(scene) : nullptr;
    const auto a = m_selection ? m_selection->analysis() : nullptr;
    const int selected = m_selection ? m_selection->selectedOperator() : -1;
    if (selected >= 0) {
        onSelectedOperatorChanged(selected);
    } else if (m_kernelScene) {
        showScene(m_kernelScene);
    } else if (a && !a->profile->pipelines.empty()) {
        // a simulator trace alone: its one operator's instruction level
        int op = -1;
        for (size_t i = 0; i < a->profile->operators.size() && op < 0; ++i) {
            if (a->profile->operators[i].pipelineIndex == 0)
                op = int(i);
        }
        showPipeline(a->profile->pipelines.front(), op);
    } else {
        showScene(nullptr);
    }
}

void TimelineView::onSelectedOperatorChanged(int index)
{
    const auto analysis = m_selection ? m_selection->analysis() : nullptr;
    if (analysis && index >= 0 && size_t(index) < analysis->profile->operators.size()) {
        const Operator &op = analysis->op(index);
        const auto &pipelines = analysis->profile->pipelines;
        if (op.pipelineIndex >= 0 && size_t(op.pipelineIndex) < pipelines.size()) {
            if (!(level() == Level::Instruction && m_scene->operatorIndex == index))
                showPipeline(pipelines[size_t(op.pipelineIndex)], index);
            return;
        }
    }
    if (m_kernelScene && m_scene != m_kernelScene && index >= 0)
        showScene(m_kernelScene);
    highlightOperator(index);
}

void TimelineView::highlightOperator(int index)
{
    const bool onRun = level() == Level::Kernel && index >= 0 && size_t(index) < m_scene->placements.size()
        && m_scene->placements[size_t(index)].track >= 0;
    m_intervals->setHighlightedRef(onRun ? index : -1);
    if (onRun) {
        const OperatorPlacement &p = m_scene->placements[size_t(index)];
        if (m_relative)
            setTimeOriginUs(p.startUs);
        const QCPRange r = visibleRange();
        if (p.endUs - p.startUs > 0.8 * r.size())
            fitToOperator(index);
        else if (p.startUs < r.lower || p.endUs > r.upper)
            setVisibleRange((p.startUs + p.endUs) / 2 - r.size() / 2, (p.startUs + p.endUs) / 2 + r.size() / 2);
        scrollToTrack(p.track);
    }
    updateSelectionBand();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void TimelineView::onPlotClicked(QCPAbstractPlottable *plottable, int dataIndex, QMouseEvent *)
{
    if (plottable != m_intervals || !m_scene)
        return;
    const IntervalPlottable::ItemRef item = m_intervals->locate(dataIndex);
    const IntervalRow *row = m_intervals->row(item);
    if (!row)
        return;
    const int ref = level() == Level::Instruction ? m_scene->operatorIndex : row->ref(item.index);
    if (m_selection && ref >= 0)
        m_selection->setSelectedOperator(ref);
}

QCPRange TimelineView::visibleRange() const
{
    return m_navigator->visibleRange();
}

void TimelineView::setVisibleRange(double startUs, double endUs)
{
    m_navigator->setVisibleRange(startUs, endUs);
}

std::optional<std::pair<double, double>> TimelineView::sceneExtentRelative() const
{
    if (!m_scene || !(m_scene->endUs > m_scene->startUs))
        return std::nullopt;
    return std::pair{m_scene->startUs - m_origin, m_scene->endUs - m_origin};
}

void TimelineView::fitAll()
{
    if (m_scene && m_scene->endUs > m_scene->startUs) {
        const double pad = (m_scene->endUs - m_scene->startUs) * 0.02;
        setVisibleRange(m_scene->startUs - pad, m_scene->endUs + pad);
    } else {
        setVisibleRange(0.0, 1.0);
    }
}

bool TimelineView::fitToOperator(int index)
{
    if (level() == Level::Instruction) {
        fitAll();
        return true;
    }
    if (!m_scene || index < 0 || size_t(index) >= m_scene->placements.size()
        || m_scene->placements[size_t(index)].track < 0)
        return false;
    const OperatorPlacement &p = m_scene->placements[size_t(index)];
    const double pad = std::max((p.endUs - p.startUs) * 0.1, 1e-3);
    setVisibleRange(p.startUs - pad, p.endUs + pad);
    scrollToTrack(p.track);
    return true;
}

bool TimelineView::canZoomBack() const
{
    return m_navigator->canGoBack();
}

bool TimelineView::canZoomForward() const
{
    return m_navigator->canGoForward();
}

void TimelineView::zoomBack()
{
    m_navigator->back();
}

void TimelineView::zoomForward()
{
    m_navigator->forward();
}

void TimelineView::recordZoom()
{
    m_navigator->record();
}

void TimelineView::onRangeChanged(const QCPRange &range)
{
    updateAxisLabel();
    if (!m_following)
        Q_EMIT relativeRangeChanged(range.lower - m_origin, range.upper - m_origin);
}

// The window held still: kernel-level views share it through the selection.
void TimelineView::onSettled(const QCPRange &range)
{
    if (m_selection && m_followSelectionRange && level() == Level::Kernel && !m_following)
        m_selection->setTimeRange(range.lower, range.upper);
}

void TimelineView::setTimeOriginUs(double originUs)
{
    m_origin = originUs;
    m_ticker->setOriginUs(m_relative ? m_origin : 0.0);
    updateAxisLabel();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    // the window did not move, but its times relative to the origin did
    const QCPRange r = visibleRange();
    if (!m_following)
        Q_EMIT relativeRangeChanged(r.lower - m_origin, r.upper - m_origin);
}

void TimelineView::setRelativeTime(bool relative)
{
    m_relative = relative;
    m_toolbar->setRelativeTimeChecked(relative);
    setTimeOriginUs(m_origin);
}

void TimelineView::followRelativeRange(double relStartUs, double relEndUs)
{
    m_following = true;
    setVisibleRange(m_origin + relStartUs, m_origin + relEndUs);
    m_following = false;
}

void TimelineView::setLinksVisible(bool visible)
{
    m_links->setVisible(visible);
    m_toolbar->setLinksChecked(visible);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void TimelineView::setCountersVisible(bool visible)
{
    m_showCounters = visible;
    m_toolbar->setCountersChecked(visible);
    applyLayout();
}

void TimelineView::setDerivedLanesVisible(bool visible)
{
    m_showDerived = visible;
    m_toolbar->setDerivedLanesChecked(visible);
    applyLayout();
}

} // namespace rl
