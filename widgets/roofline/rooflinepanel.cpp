// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/roofline/rooflinepanel.h"

#include "widgets/comm/wheelpassthrough.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/roofline/memorylevelchart.h"
#include "widgets/roofline/rooflinechart.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPointer>
#include <QScrollArea>
#include <QScrollBar>

#include <algorithm>

namespace rl {

namespace {
// Charts narrower than this lose their labels; the grid uses as many columns as fit.
constexpr int kMinChartWidth = 520;
} // namespace

RooflinePanel::RooflinePanel(SelectionModel *selection, QWidget *parent)
    : QWidget(parent), m_selection(selection), m_scale(new QComboBox(this)), m_hideUnused(new QCheckBox(this)),
      m_hiddenNote(new QLabel(this)), m_scaleLabel(new QLabel(this)), m_grid(new QWidget)
{
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_scaleLabel);
    bar->addWidget(m_scale);
    bar->addSpacing(12);
    bar->addWidget(m_hideUnused);
    bar->addWidget(m_hiddenNote, 1);
    m_hiddenNote->setForegroundRole(QPalette::PlaceholderText);
    m_hiddenNote->setWordWrap(true);
    m_scaleLabel->setBuddy(m_scale);
    m_scale->addItem(QString(), int(RooflineScale::WholeOperator));
    m_scale->addItem(QString(), int(RooflineScale::PerCore));
    m_hideUnused->setChecked(true);

    auto *scroll = new QScrollArea(this);
    m_scroll = scroll;
    scroll->setWidgetResizable(true);
    // Charts take the viewport's width; only the column count adapts (resizeEvent).
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    m_gridLayout = new QGridLayout(m_grid);
    m_gridLayout->setContentsMargins(0, 0, 0, 0);
    scroll->setWidget(m_grid);
    // The same chart for every chip: built once, it follows the selection like the pair charts.
    m_memoryLevels = new MemoryLevelChart(selection, m_grid, MemoryLevelChart::Build::WhenShown);
    m_memoryLevels->setMinimumHeight(440);
    passWheelToListUntilClicked(m_memoryLevels->plotWidget());

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(scroll, 1);
    // Said where the charts would be, when none can be drawn (durations-only profiles).
    m_noCharts = new QLabel(this);
    m_noCharts->setWordWrap(true);
    m_noCharts->setAlignment(Qt::AlignCenter);
    m_noCharts->setMargin(40);
    m_noCharts->hide();
    layout->addWidget(m_noCharts, 1);
    retranslate();

    connect(m_scale, &QComboBox::currentIndexChanged, this, [this] {
        for (RooflineChart *chart : std::as_const(m_charts))
            chart->setScale(scale());
    });
    connect(m_hideUnused, &QCheckBox::toggled, this, &RooflinePanel::relayout);
    connect(scroll->verticalScrollBar(), &QScrollBar::valueChanged, this, &RooflinePanel::buildChartsInView);
    connect(selection, &SelectionModel::analysisChanged, this, &RooflinePanel::syncCharts);
    connect(selection, &SelectionModel::selectedOperatorChanged, this, &RooflinePanel::bringIntoView);
    syncCharts();
}

RooflineScale RooflinePanel::scale() const
{
    return RooflineScale(m_scale->currentData().toInt());
}

void RooflinePanel::setScale(RooflineScale scale)
{
    m_scale->setCurrentIndex(m_scale->findData(int(scale)));
}

void RooflinePanel::setHideUnusedPairs(bool hide)
{
    m_hideUnused->setChecked(hide);
}

QList<RooflineChart *> RooflinePanel::visibleCharts() const
{
    QList<RooflineChart *> out;
    for (RooflineChart *chart : m_charts) {
        if (!chart->isHidden())
            out << chart;
    }
    return out;
}

void RooflinePanel::syncCharts()
{
    const auto analysis = m_selection->analysis();
    const std::vector<ComponentPair> pairs = analysis ? componentPairsFor(analysis->hardware)
                                                      : std::vector<ComponentPair>{};
    if (pairs != m_pairs) {
        // Another chip family: other pairs. Charts update themselves otherwise.
        for (RooflineChart *chart : std::as_const(m_charts)) {
            m_gridLayout->removeWidget(chart);
            chart->hide();
            chart->deleteLater();
        }
        m_charts.clear();
        m_pairs = pairs;
        for (const ComponentPair &pair : m_pairs) {
            auto *chart = new RooflineChart(pair, m_selection, m_grid, RooflineChart::Build::WhenShown);
            chart->setScale(scale());
            chart->setMinimumHeight(440);
            passWheelToListUntilClicked(chart->plotWidget());
            m_charts << chart;
        }
    } else {
        // Same pairs: the charts must hold the new data before relayout() asks who is empty
        // (their own analysisChanged slots may run after this one).
        for (RooflineChart *chart : std::as_const(m_charts))
            chart->setAnalysis(analysis);
    }
    if (analysis) {
        const std::vector<bool> used = pairsWithRooflinePoints(*analysis, m_pairs);
        for (qsizetype i = 0; i < m_charts.size(); ++i)
            m_charts[i]->setHasPoints(used[size_t(i)]);
    }
    m_memoryLevels->setAnalysis(analysis);
    relayout();
}

void RooflinePanel::relayout()
{
    QStringList hidden;
    int slot = 0;
    for (RooflineChart *chart : std::as_const(m_charts)) {
        m_gridLayout->removeWidget(chart);
        // A chart without a point says only "No operator has both …": hidden as well, even when
        // some operator used its compute component (the line under it named them).
        const bool hide = m_hideUnused->isChecked() && !chart->hasPoints();
        chart->setVisible(!hide);
        if (hide) {
            hidden << chart->pair().title();
            continue;
        }
        m_gridLayout->addWidget(chart, slot / m_columns, slot % m_columns);
        ++slot;
    }
    // After the pairs: the level that served each operator's GM-side bytes.
    m_gridLayout->removeWidget(m_memoryLevels);
    const bool hideLevels = m_hideUnused->isChecked() && !m_memoryLevels->hasPoints();
    m_memoryLevels->setVisible(!hideLevels);
    if (!hideLevels) {
        m_gridLayout->addWidget(m_memoryLevels, slot / m_columns, slot % m_columns);
        ++slot;
    } else if (m_memoryLevels->hasRoofs()) {
        hidden << tr("Memory levels");
    }
    m_hiddenNote->setText(hidden.isEmpty() ? QString() : tr("No operator uses: %1").arg(hidden.join(u", ")));
    const auto analysis = m_selection->analysis();
    const bool nothingToDraw = analysis && slot == 0;
    m_noCharts->setVisible(nothingToDraw);
    m_scroll->setVisible(!nothingToDraw);
    if (nothingToDraw && !analysis->hardware.isKnown()) {
        m_hiddenNote->clear();
        m_noCharts->setText(
            tr("No Roofline without the chip: the input does not say which chip it ran on, so no roof is known.\n\n"
               "Choose the chip with the hardware selector in the toolbar (or load a spec file); the Operators "
               "table, the Timeline and the pipelines show what the data holds meanwhile."));
    } else if (nothingToDraw) {
        m_hiddenNote->clear(); // every pair would be listed: the note below says why
        m_noCharts->setText(
            tr("No Roofline to draw: none of the %n operator(s) has work counts or component times "
               "(PMU data), only durations. The Operators table and the Timeline show them all.\n\n"
               "To see where operators sit against their roofs, record with AI Core metrics: the torch_npu "
               "profiler at level 1 or 2 with aic_metrics PipeUtilization, or msprof "
               "--aic-metrics=PipeUtilization,ArithmeticUtilization,Memory.",
               nullptr, int(analysis->operators.size())));
    }
    buildChartsInView();
}

// The charts wait to be seen (RooflineChart::Build::WhenShown): those in the viewport are drawn
// before the window paints; a chart scrolled to later draws when it comes into view.
void RooflinePanel::buildChartsInView()
{
    if (!isVisible() || m_scroll->isHidden())
        return;
    // The charts' places must be current: the grid lays them out, then the scroll area sizes
    // the grid to them (two layout passes Qt would post, done now).
    QCoreApplication::sendPostedEvents(m_grid, QEvent::LayoutRequest);
    QCoreApplication::sendPostedEvents(m_scroll->viewport(), QEvent::LayoutRequest);
    // The charts in view work their points out on other threads, and are built from them once
    // the events posted so far are handled, still before the window paints: the other views
    // take a new analysis meanwhile (the panel hears of it first).
    QList<QPointer<RooflineChart>> preparing;
    for (RooflineChart *chart : std::as_const(m_charts)) {
        if (chart->isHidden() || !isInView(chart))
            continue;
        if (chart->prepare())
            preparing << chart;
        else
            chart->ensureBuilt(); // nothing slow waits (or nothing at all)
    }
    if (!preparing.isEmpty()) {
        QMetaObject::invokeMethod(
            this,
            [preparing] {
                for (const QPointer<RooflineChart> &chart : preparing) {
                    if (chart)
                        chart->ensureBuilt();
                }
            },
            Qt::QueuedConnection);
    }
    if (!m_memoryLevels->isHidden() && isInView(m_memoryLevels))
        m_memoryLevels->ensureBuilt();
}

RooflineChart *RooflinePanel::firstChartDrawing(int operatorIndex) const
{
    for (RooflineChart *chart : m_charts) {
        if (!chart->isHidden() && chart->drawsOperator(operatorIndex))
            return chart;
    }
    return nullptr;
}

bool RooflinePanel::isInView(const QWidget *chart) const
{
    const QRect inViewport(chart->mapTo(m_scroll->viewport(), QPoint(0, 0)), chart->size());
    return inViewport.intersects(m_scroll->viewport()->rect());
}

void RooflinePanel::bringIntoView(int operatorIndex)
{
    if (operatorIndex < 0 || m_scroll->isHidden())
        return;
    // A chart in view that draws the operator is where the user looks (the click may have come
    // from it): the list stays. Otherwise the first chart that draws it comes into view.
    for (RooflineChart *chart : std::as_const(m_charts)) {
        if (!chart->isHidden() && isInView(chart) && chart->drawsOperator(operatorIndex))
            return;
    }
    if (RooflineChart *chart = firstChartDrawing(operatorIndex)) {
        m_grid->layout()->activate(); // a relayout just now: the chart's place must be current
        m_scroll->verticalScrollBar()->setValue(chart->y());
    }
}

void RooflinePanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    const int columns = std::clamp(width() / kMinChartWidth, 1, 3);
    if (columns != m_columns) {
        m_columns = columns;
        relayout();
    } else {
        buildChartsInView();
    }
}

void RooflinePanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    buildChartsInView();
}

void RooflinePanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void RooflinePanel::retranslate()
{
    m_scaleLabel->setText(tr("&Roofs:"));
    m_scale->setItemText(0, tr("Whole operator (chip roofs)"));
    m_scale->setItemText(1, tr("Per core (per-block work)"));
    m_scale->setToolTip(tr("Whole operator: work over core time against the chip's roofs.\n"
                           "Per core: work per block against one core's roofs (the paper's recommendation)."));
    m_hideUnused->setText(tr("Hide pairs no operator uses"));
    relayout();
}

} // namespace rl
