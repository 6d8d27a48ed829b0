// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/roofline/memorylevelchart.h"

#include "widgets/export/chartexportmenu.h"

#include "core/hierarchy/memorylevelwording.h"
#include "core/roofline/memoryroof.h"
#include "widgets/common/buildwhenshown.h"
#include "widgets/common/formatting.h"
#include "widgets/common/operatorpicking.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/common/windowpaintedplot.h"
#include "widgets/roofline/rooflinechartitems.h"
#include "widgets/roofline/sizedscattergraph.h"

#include <QEvent>
#include <QLabel>
#include <QMenu>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rl {

namespace {

// The roofs and their labels: a buffered layer of their own under the points, so fading the
// level that did not serve the selected operator redraws a few lines, not every point.
const QString kRoofLayer = QStringLiteral("levelRoofs");
constexpr float kFaintAlpha = 0.3f;

constexpr ServedFrom kLevels[] = {ServedFrom::Gm, ServedFrom::L2, ServedFrom::Unknown};

QColor faded(QColor colour, bool faint)
{
    if (faint)
        colour.setAlphaF(kFaintAlpha);
    return colour;
}

} // namespace

MemoryLevelChart::MemoryLevelChart(SelectionModel *selection, QWidget *parent, Build build)
    : QWidget(parent), m_selection(selection)
{
    setUp(build == Build::WhenShown);
    connect(selection, &SelectionModel::analysisChanged, this, [this] { setAnalysis(m_selection->analysis()); });
    connect(selection, &SelectionModel::selectedOperatorChanged, this, &MemoryLevelChart::setSelectedOperator);
    connect(this, &MemoryLevelChart::operatorClicked, selection, &SelectionModel::setSelectedOperator);
    m_selected = selection->selectedOperator();
    setAnalysis(selection->analysis());
}

MemoryLevelChart::MemoryLevelChart(std::shared_ptr<const Analysis> analysis, QWidget *parent) : QWidget(parent)
{
    setUp(false);
    setAnalysis(std::move(analysis));
}

MemoryLevelChart::~MemoryLevelChart() = default;

void MemoryLevelChart::setUp(bool buildsWhenShown)
{
    m_plot = newWindowPaintedPlot(this);
    m_builder = new BuildWhenShown(
        this, m_plot, [this] { build(); }, buildsWhenShown);
    m_footnote = new QLabel(this);
    m_footnote->setWordWrap(true);
    // Takes the width the plot has and wraps to it (see RooflineChart::setUp).
    m_footnote->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_footnote->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_footnote);
    m_plot->setMinimumHeight(260);
    m_plot->setMinimumWidth(260);
    m_plot->setAutoAddPlottableToLegend(false);
    m_plot->setInteractions(QCP::iRangeZoom);
    m_plot->setSelectionRectMode(QCP::srmZoom);
    m_plot->setMouseTracking(true);
    m_plot->addLayer(kRoofLayer, m_plot->layer(QStringLiteral("grid")), QCustomPlot::limAbove);
    m_plot->layer(kRoofLayer)->setMode(QCPLayer::lmBuffered);
    m_style = PlotStyle::fromPalette(palette(), font());

    pickOperatorsOn(
        m_plot, this, [this](const QPointF &pixel) { return operatorAt(pixel); },
        [this](int operatorIndex) { return tooltipFor(operatorIndex); },
        [this](int operatorIndex) { Q_EMIT operatorClicked(operatorIndex); });
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this] { resetZoom(); });
    m_plot->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_plot, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu menu(m_plot);
        menu.addAction(tr("Reset zoom"), this, &MemoryLevelChart::resetZoom);
        menu.addSeparator();
        addChartExportActions(&menu, m_plot, u"memory-levels"_qs);
        menu.exec(m_plot->mapToGlobal(pos));
    });
}

void MemoryLevelChart::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    if (analysis == m_analysis && analysis)
        return; // the panel may hand it over before the chart hears of it itself
    m_analysis = std::move(analysis);
    if (m_selection)
        m_selected = m_selection->selectedOperator();
    rebuild();
}

void MemoryLevelChart::setSelectedOperator(int operatorIndex)
{
    if (operatorIndex == m_selected)
        return;
    m_selected = operatorIndex;
    if (m_builder->isWaiting())
        return; // the build marks it
    updateSelection();
    replotSelection();
}

void MemoryLevelChart::replotSelection()
{
    // The roofs' and the overlay's buffers only; a full replot until both have been drawn once.
    QCPLayer *roofs = m_plot->layer(kRoofLayer);
    QCPLayer *overlay = m_plot->layer(QStringLiteral("overlay"));
    if (roofs && overlay && roofs->mode() == QCPLayer::lmBuffered && overlay->mode() == QCPLayer::lmBuffered) {
        roofs->replot();
        overlay->replot();
    } else {
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

void MemoryLevelChart::setPrintStyle(bool print)
{
    m_print = print;
    rebuild();
}

void MemoryLevelChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        rebuild();
}

void MemoryLevelChart::build()
{
    m_style = m_print ? PlotStyle::printStyle() : PlotStyle::fromPalette(palette(), font());
    m_data = m_analysis ? buildMemoryLevelChart(*m_analysis) : MemoryLevelChartData();
    clearPlot();
    buildStatic();
    buildPoints();
    updateSelection();
    const QString note = footnote();
    m_footnote->setText(note);
    m_footnote->setVisible(!note.isEmpty());
    m_style.applyTo(m_plot);
    resetZoom();
}

void MemoryLevelChart::buildStatic()
{
    RooflineChartItems items(m_plot, m_style);
    items.setUpFrame(MemoryLevelChartData::title(), MemoryLevelChartData::xAxisTitle(),
                     MemoryLevelChartData::yAxisTitle());
    QCPLayer *roofLayer = m_plot->layer(kRoofLayer);
    // Wide enough that zooming out never shows an end; cut to the view as it changes.
    const double xLo = m_data.xRange.lower / 1e3, xHi = m_data.xRange.upper * 1e3;
    for (const MemoryLevelRoof &roof : m_data.roofs) {
        // Pens and colours follow the selection (updateSelection).
        auto *line = new QCPGraph(m_plot->xAxis, m_plot->yAxis);
        line->setLayer(roofLayer);
        RooflineChartItems::followView(line, {{xLo, roof.gbps}, {xHi, roof.gbps}});
        line->setName(roof.label());
        line->setSelectable(QCP::stNone);
        line->addToLegend();
        auto *label = new QCPItemText(m_plot);
        label->setLayer(roofLayer);
        label->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        label->position->setTypeY(QCPItemPosition::ptPlotCoords);
        label->position->setCoords(0.01, roof.gbps);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        label->setPadding(QMargins(2, 0, 0, 2));
        label->setText(roof.label());
        label->setFont(m_style.tickFont);
        label->setClipToAxisRect(true);
        m_roofs.push_back({roof.memory, line, label});
    }
    if (m_data.l2CapacityBytes) {
        const double cap = *m_data.l2CapacityBytes;
        m_capacity = new QCPGraph(m_plot->xAxis, m_plot->yAxis);
        m_capacity->setLayer(roofLayer);
        RooflineChartItems::followView(
            m_capacity, {{cap, m_data.yRange.lower / 1e3}, {cap * (1.0 + 1e-9), m_data.yRange.upper * 1e3}});
        m_capacity->setPen(QPen(m_style.muted, 1.4, Qt::DashDotLine));
        m_capacity->setName(m_data.capacityLabel());
        m_capacity->setSelectable(QCP::stNone);
        m_capacity->addToLegend();
        auto *label = new QCPItemText(m_plot);
        label->setLayer(roofLayer);
        label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        // Along the line, reading upwards from the bottom of the plot, left of it: the roofs and
        // the busiest points are at the top.
        label->position->setCoords(cap, 0.99);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        label->setRotation(-90.0);
        label->setPadding(QMargins(0, 0, 0, 3));
        label->setText(m_data.capacityLabel());
        label->setColor(m_style.muted);
        label->setFont(m_style.tickFont);
        label->setClipToAxisRect(true);
    }
    if (m_data.points.empty()) {
        auto *note = new QCPItemText(m_plot);
        note->position->setType(QCPItemPosition::ptAxisRectRatio);
        note->position->setCoords(0.5, 0.5);
        note->setText(m_data.roofs.empty() ? tr("The chip spec has no HBM or L2 bandwidth")
                                           : tr("No operator has GM-side bytes (global-memory traffic)"));
        note->setColor(m_style.muted);
        note->setFont(m_style.tickFont);
        note->setBrush(m_style.background);
        note->setPadding(QMargins(6, 4, 6, 4));
    }
}

double MemoryLevelChart::markerSize(const MemoryLevelPoint &point) const
{
    return std::clamp(6.0 + 22.0 * std::sqrt(std::max(point.timeShare, 0.0)), 6.0, 26.0);
}

void MemoryLevelChart::buildPoints()
{
    // One graph per (level, working set known): a legend entry each. The fill is the level.
    for (ServedFrom level : kLevels) {
        for (bool known : {true, false}) {
            std::vector<const MemoryLevelPoint *> points;
            for (const MemoryLevelPoint &p : m_data.points) {
                if (p.servedFrom == level && p.workingSetKnown == known)
                    points.push_back(&p);
            }
            if (points.empty())
                continue;
            std::stable_sort(points.begin(), points.end(), [](const auto *a, const auto *b) { return a->x < b->x; });
            PointGraph pg{level, known, new SizedScatterGraph(m_plot->xAxis, m_plot->yAxis), {}};
            QVector<double> keys, values, sizes;
            for (const MemoryLevelPoint *p : points) {
                keys << p->x;
                values << p->bandwidthGBps;
                sizes << markerSize(*p);
                pg.operators.push_back(p->operatorIndex);
            }
            pg.graph->setPoints(keys, values, sizes);
            const QColor colour = level == ServedFrom::Unknown ? m_style.muted : memoryLevelColor(level, m_style.dark);
            QColor fill = colour;
            fill.setAlphaF(0.75f);
            pg.graph->setPen(QPen(colour, 1.5));
            pg.graph->setScatterStyle(
                QCPScatterStyle(known ? QCPScatterStyle::ssCircle : QCPScatterStyle::ssTriangle, QPen(colour, 1.5),
                                level == ServedFrom::Unknown ? QBrush(Qt::NoBrush) : QBrush(fill), 8));
            pg.graph->setName(memoryLevelLegendName(level, known) + u" (" + QString::number(points.size()) + u')');
            pg.graph->addToLegend();
            m_pointGraphs.push_back(std::move(pg));
        }
    }
    QVector<double> badKeys, badValues, badSizes;
    std::vector<const MemoryLevelPoint *> bad;
    for (const MemoryLevelPoint &p : m_data.points) {
        if (p.implausible)
            bad.push_back(&p);
    }
    std::stable_sort(bad.begin(), bad.end(), [](const auto *a, const auto *b) { return a->x < b->x; });
    for (const MemoryLevelPoint *p : bad) {
        badKeys << p->x;
        badValues << p->bandwidthGBps;
        badSizes << markerSize(*p) + 4;
    }
    if (!badKeys.isEmpty()) {
        auto *crosses = new SizedScatterGraph(m_plot->xAxis, m_plot->yAxis);
        crosses->setPoints(badKeys, badValues, badSizes);
        crosses->setPen(QPen(m_style.warning, 2.0));
        crosses->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCross, QPen(m_style.warning, 2.0), Qt::NoBrush, 10));
        crosses->setName(tr("implausible: some figure cannot be (%1)").arg(badKeys.size()));
        crosses->addToLegend();
        m_implausible = crosses;
    }
    m_effectiveRoof = new QCPGraph(m_plot->xAxis, m_plot->yAxis);
    m_effectiveRoof->setPen(QPen(m_style.highlight, 1.4, Qt::DotLine));
    m_effectiveRoof->setLayer(QStringLiteral("overlay"));
    m_effectiveRoof->setSelectable(QCP::stNone);
    m_highlight = new QCPGraph(m_plot->xAxis, m_plot->yAxis);
    m_highlight->setLineStyle(QCPGraph::lsNone);
    m_highlight->setLayer(QStringLiteral("overlay"));
    m_highlight->setSelectable(QCP::stNone);
}

void MemoryLevelChart::updateSelection()
{
    if (!m_highlight)
        return;
    m_highlight->data()->clear();
    m_effectiveRoof->data()->clear();
    if (m_selectedLabel) {
        m_plot->removeItem(m_selectedLabel);
        m_selectedLabel = nullptr;
    }
    const MemoryLevelPoint *p = m_data.pointFor(m_selected);
    // The level that did not serve the selected operator fades; with none selected, or the level
    // unknown, both roofs are drawn in full.
    const ServedFrom served = p ? p->servedFrom : ServedFrom::Unknown;
    for (const RoofLine &roof : m_roofs) {
        const ServedFrom level = roof.memory == ComponentId::L2 ? ServedFrom::L2 : ServedFrom::Gm;
        const bool faint = served != ServedFrom::Unknown && level != served;
        const QColor colour = faded(memoryLevelColor(level, m_style.dark), faint);
        roof.graph->setPen(QPen(colour, faint ? 1.2 : 1.8, level == ServedFrom::L2 ? Qt::DashLine : Qt::SolidLine));
        roof.label->setColor(colour);
    }
    if (!p)
        return;
    m_highlight->addData(p->x, p->bandwidthGBps);
    m_highlight->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(m_style.highlight, 2.5), Qt::NoBrush, markerSize(*p) + 8));
    if (p->effectiveRoofGBps) {
        m_effectiveRoof->addData(m_data.xRange.lower / 1e3, *p->effectiveRoofGBps);
        m_effectiveRoof->addData(m_data.xRange.upper * 1e3, *p->effectiveRoofGBps);
    }
    // "L2 41.0%" beside the point: the served level's share of its roof.
    QString text;
    if (m_analysis) {
        const OperatorResult &r = m_analysis->operators[size_t(p->operatorIndex)];
        const auto share = [&r](ComponentId id) {
            OptionalNumber u;
            if (const ComponentResult *c = r.component(ComponentKey{id, Side::None}))
                u = c->U();
            return std::optional<double>(u);
        };
        if (p->servedFrom == ServedFrom::L2)
            text = memoryLevelName(ComponentId::L2) + u' ' + formatPercent(share(ComponentId::L2));
        else if (p->servedFrom == ServedFrom::Gm)
            text = memoryLevelName(ComponentId::Gm) + u' ' + formatPercent(share(ComponentId::Gm));
        else
            text =
                tr("HBM %1 or L2 %2").arg(formatPercent(share(ComponentId::Gm)), formatPercent(share(ComponentId::L2)));
    }
    m_selectedLabel = new QCPItemText(m_plot);
    m_selectedLabel->setLayer(QStringLiteral("overlay"));
    m_selectedLabel->position->setCoords(p->x, p->bandwidthGBps);
    m_selectedLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    m_selectedLabel->setPadding(QMargins(8, 0, 0, 6));
    m_selectedLabel->setText(text);
    m_selectedLabel->setColor(m_style.highlight);
    QFont bold = m_style.tickFont;
    bold.setBold(true);
    m_selectedLabel->setFont(bold);
    m_selectedLabel->setClipToAxisRect(true);
}

QString MemoryLevelChart::footnote() const
{
    ensureBuilt();
    QStringList parts;
    if (!m_data.points.empty())
        parts << tr("Above the HBM roof only L2 can have served the bytes; right of L2's capacity the working set "
                    "cannot have stayed in L2.");
    if (m_data.unplottable > 0)
        parts << tr("%n operator(s) with GM-side traffic but no bytes or no time are not drawn.", nullptr,
                    m_data.unplottable);
    return parts.join(u' ');
}

QCPGraph *MemoryLevelChart::pointGraph(ServedFrom level, bool workingSetKnown) const
{
    ensureBuilt();
    for (const PointGraph &pg : m_pointGraphs) {
        if (pg.level == level && pg.workingSetKnown == workingSetKnown)
            return pg.graph;
    }
    return nullptr;
}

QCPGraph *MemoryLevelChart::roofGraph(ComponentId memory) const
{
    ensureBuilt();
    for (const RoofLine &roof : m_roofs) {
        if (roof.memory == memory)
            return roof.graph;
    }
    return nullptr;
}

QPointF MemoryLevelChart::pixelOf(int operatorIndex) const
{
    ensureBuilt();
    const MemoryLevelPoint *p = m_data.pointFor(operatorIndex);
    if (!p)
        return {-1, -1};
    return {m_plot->xAxis->coordToPixel(p->x), m_plot->yAxis->coordToPixel(p->bandwidthGBps)};
}

int MemoryLevelChart::operatorAt(const QPointF &pixel) const
{
    ensureBuilt();
    int best = -1;
    double bestDistance = 0.0;
    for (const PointGraph &pg : m_pointGraphs) {
        int i = 0;
        for (auto it = pg.graph->data()->constBegin(); it != pg.graph->data()->constEnd(); ++it, ++i) {
            const QPointF centre(m_plot->xAxis->coordToPixel(it->key), m_plot->yAxis->coordToPixel(it->value));
            const double distance = std::hypot(centre.x() - pixel.x(), centre.y() - pixel.y());
            const double reach = std::max(pg.graph->sizeAt(i) / 2.0 + 2.0, 6.0);
            if (distance <= reach && (best < 0 || distance < bestDistance)) {
                best = pg.operators[size_t(i)];
                bestDistance = distance;
            }
        }
    }
    return best;
}

void MemoryLevelChart::resetZoom()
{
    ensureBuilt();
    m_plot->xAxis->setRange(QCPRange(m_data.xRange.lower, m_data.xRange.upper).sanitizedForLogScale());
    m_plot->yAxis->setRange(QCPRange(m_data.yRange.lower, m_data.yRange.upper).sanitizedForLogScale());
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

QString MemoryLevelChart::tooltipFor(int operatorIndex) const
{
    ensureBuilt();
    const MemoryLevelPoint *p = m_data.pointFor(operatorIndex);
    if (!m_analysis || !p)
        return {};
    const Operator &op = m_analysis->op(operatorIndex);
    const OperatorResult &r = m_analysis->operators[size_t(operatorIndex)];
    QString html = u"<b>" + op.name.toHtmlEscaped() + u"</b>";
    if (!op.type.isEmpty())
        html += u" <i>(" + op.type.toHtmlEscaped() + u")</i>";
    html += u"<br>" + MemoryLevelWording(r, m_analysis->hardware).note().toHtmlEscaped();
    html += u"<br>"
        + (p->workingSetKnown ? tr("Working set: %1").arg(memoryLevelBytesText(p->x))
                              : tr("Working set unknown (no shapes): drawn at the bytes moved"));
    html += u"<br>"
        + tr("%1 moved in %2 = %3")
              .arg(memoryLevelBytesText(p->bytes), formatMicroseconds(op.durationUs),
                   formatSi(p->bandwidthGBps * 1e9, u"B/s"_qs));
    if (p->hitRate)
        html += u"<br>" + tr("Measured L2 hit rate: %1").arg(formatPercent(double(*p->hitRate)));
    if (p->implausible)
        html += u"<br><i>" + tr("Implausible: some figure of this operator cannot be; no gain is estimated") + u"</i>";
    return html;
}

} // namespace rl
