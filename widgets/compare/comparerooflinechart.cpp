// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/compare/comparerooflinechart.h"

#include "widgets/common/categorystyle.h"
#include "widgets/common/labelplacer.h"
#include "widgets/common/plotstyle.h"
#include "widgets/compare/compareselection.h"
#include "widgets/compare/verdictstyle.h"
#include "widgets/roofline/rooflinechartitems.h"
#include "widgets/roofline/sizedscattergraph.h"

#include "core/format/speedupformat.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLineF>
#include <QMouseEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rl {

namespace {

// Whether a line segment passes through (or ends inside) a rectangle.
bool segmentCrossesBox(const QLineF &segment, const QRectF &box)
{
    if (box.contains(segment.p1()) || box.contains(segment.p2()))
        return true;
    const QLineF edges[] = {{box.topLeft(), box.topRight()},
                            {box.topRight(), box.bottomRight()},
                            {box.bottomRight(), box.bottomLeft()},
                            {box.bottomLeft(), box.topLeft()}};
    return std::any_of(std::begin(edges), std::end(edges),
                       [&](const QLineF &edge) { return segment.intersects(edge) == QLineF::BoundedIntersection; });
}

double markerSize(const RooflinePoint &p)
{
    return std::clamp(6.0 + 22.0 * std::sqrt(std::max(p.timeShare, 0.0)), 6.0, 26.0);
}

LogRange unite(const LogRange &a, const LogRange &b)
{
    return {std::min(a.lower, b.lower), std::max(a.upper, b.upper)};
}

} // namespace

CompareRooflineChart::CompareRooflineChart(const ComponentPair &pair, CompareSelection *selection, QWidget *parent)
    : QWidget(parent), m_pair(pair), m_selection(selection)
{
    m_plot = new QCustomPlot(this);
    m_plot->setMinimumHeight(280);
    m_plot->setMinimumWidth(260); // not the legend's last width (see RooflineChart::setUp)
    m_plot->setAutoAddPlottableToLegend(false);
    m_plot->setNoAntialiasingOnDrag(true);
    m_plot->setInteractions(QCP::iRangeZoom | QCP::iRangeDrag);
    m_placer = new LabelPlacer(m_plot);
    m_topBox = new QComboBox(this);
    for (int n : {0, 5, 10, 20, 50})
        m_topBox->addItem(QString(), n);
    connect(m_topBox, &QComboBox::currentIndexChanged, this,
            [this] { setTopChanges(m_topBox->currentData().toInt()); });
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(4, 0, 4, 0);
    bar->addStretch(1);
    bar->addWidget(m_topBox);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(bar);
    layout->addWidget(m_plot);
    retranslate();
    connect(m_plot, &QCustomPlot::mouseRelease, this, [this](QMouseEvent *event) {
        if (const int d = deltaAt(event->position()); d >= 0)
            m_selection->setSelectedDelta(d);
    });
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this] { rebuild(); });
    connect(m_selection, &CompareSelection::comparisonChanged, this, &CompareRooflineChart::onComparisonChanged);
    connect(m_selection, &CompareSelection::selectedDeltaChanged, this, &CompareRooflineChart::onSelectedDeltaChanged);
    onComparisonChanged();
}

CompareRooflineChart::~CompareRooflineChart() = default;

void CompareRooflineChart::onComparisonChanged()
{
    m_comparison = m_selection->comparison();
    m_selected = m_selection->selectedDelta();
    rebuild();
}

void CompareRooflineChart::onSelectedDeltaChanged(int deltaIndex)
{
    if (deltaIndex == m_selected)
        return;
    m_selected = deltaIndex;
    updateSelection();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void CompareRooflineChart::setTopChanges(int count)
{
    count = std::max(count, 0);
    if (count == m_topChanges)
        return;
    m_topChanges = count;
    if (const int i = m_topBox->findData(count); i >= 0 && i != m_topBox->currentIndex()) {
        const QSignalBlocker block(m_topBox);
        m_topBox->setCurrentIndex(i);
    }
    rebuild();
}

void CompareRooflineChart::retranslate()
{
    m_topBox->setToolTip(tr("Arrows for the largest changes in time only"));
    for (int i = 0; i < m_topBox->count(); ++i) {
        const int n = m_topBox->itemData(i).toInt();
        m_topBox->setItemText(i, n == 0 ? tr("Arrows: every pair") : tr("Arrows: top %1 changes").arg(n));
    }
}

void CompareRooflineChart::setPrintStyle(bool print)
{
    m_print = print;
    rebuild();
}

void CompareRooflineChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        rebuild();
}

std::vector<int> CompareRooflineChart::arrowDeltas() const
{
    std::vector<int> out;
    for (const Arrow &a : m_arrows)
        out.push_back(a.delta);
    return out;
}

void CompareRooflineChart::rebuild()
{
    const PlotStyle style = m_print ? PlotStyle::printStyle() : PlotStyle::fromPalette(palette(), font());
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_series.clear();
    m_arrows.clear();
    m_labels.clear();
    m_selectedLabel = nullptr;
    m_beforeKey = m_afterKey = nullptr;
    m_placer->clear();
    if (m_comparison) {
        m_before = buildRooflineChart(*m_comparison->baseline, m_pair, RooflineScale::WholeOperator);
        m_after = buildRooflineChart(*m_comparison->candidate, m_pair, RooflineScale::WholeOperator);
    } else {
        m_before = m_after = RooflineChartData();
        m_before.pair = m_after.pair = m_pair;
    }
    RooflineChartItems items(m_plot, style, m_placer);
    items.setUpFrame(tr("%1  ·  before (hollow) → after (filled)").arg(m_pair.title()), RooflineChartData::xAxisTitle(),
                     RooflineChartData::yAxisTitle());
    // Four charts share the window: their legends name the categories only. The zones are
    // those of the single-run charts, and the title says which marker is which run.
    items.addZones(m_before, false);
    items.addRoofs(m_before);
    items.addMemoryRoofs(m_before); // the baseline's chip memory roofs, as its per-core roofs
    addPoints(m_before, true, style.dark);
    addPoints(m_after, false, style.dark);
    addMarkerKeys(style);
    addArrows(style.dark);
    updateSelection();
    style.applyTo(m_plot);
    const LogRange x = unite(m_before.xRange, m_after.xRange), y = unite(m_before.yRange, m_after.yRange);
    m_plot->xAxis->setRange(QCPRange(x.lower, x.upper).sanitizedForLogScale());
    m_plot->yAxis->setRange(QCPRange(y.lower, y.upper).sanitizedForLogScale());
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void CompareRooflineChart::addPoints(const RooflineChartData &data, bool baseline, bool dark)
{
    for (Category category : kAllCategories) {
        std::vector<const RooflinePoint *> points;
        for (const RooflinePoint &p : data.points) {
            if (p.category == category)
                points.push_back(&p);
        }
        if (points.empty())
            continue;
        std::stable_sort(points.begin(), points.end(),
                         [](const auto *a, const auto *b) { return a->intensity < b->intensity; });
        Series s{new SizedScatterGraph(m_plot->xAxis, m_plot->yAxis), baseline, {}};
        QVector<double> keys, values, sizes;
        for (const RooflinePoint *p : points) {
            keys << p->intensity;
            values << p->performance;
            sizes << markerSize(*p);
            s.operators.push_back(p->operatorIndex);
        }
        s.graph->setPoints(keys, values, sizes);
        const QColor colour = categoryColor(category, dark);
        QColor fill = colour;
        fill.setAlphaF(0.75f);
        // Before hollow, after filled: the arrows run from rings to discs.
        s.graph->setScatterStyle(QCPScatterStyle(categoryShape(category), QPen(colour, 1.5),
                                                 baseline ? QBrush(Qt::NoBrush) : QBrush(fill), 8));
        s.graph->setName((baseline ? tr("before: %1") : tr("after: %1")).arg(categoryDisplayName(category)));
        // One entry per category: the filled marker, or the hollow one where only the
        // baseline has the category.
        const bool inAfter = baseline
            && std::any_of(m_after.points.begin(), m_after.points.end(),
                           [category](const RooflinePoint &p) { return p.category == category; });
        if (!inAfter)
            s.graph->addToLegend();
        m_series.push_back(std::move(s));
    }
}

void CompareRooflineChart::addArrows(bool dark)
{
    if (!m_comparison)
        return;
    const Comparison &c = *m_comparison;
    std::vector<int> placed;
    for (int i = 0; i < int(c.deltas.size()); ++i) {
        const OperatorMatch &m = c.deltas[size_t(i)].match;
        if (m_before.pointFor(m.baselineIndex) && m_after.pointFor(m.candidateIndex))
            placed.push_back(i);
    }
    // The largest changes in time first: they get arrows when there are too many, and labels.
    std::stable_sort(placed.begin(), placed.end(), [&](int a, int b) {
        return std::abs(c.deltas[size_t(a)].deltaUs()) > std::abs(c.deltas[size_t(b)].deltaUs());
    });
    const size_t limit = m_topChanges > 0 ? size_t(std::min(m_topChanges, kMaxArrows)) : size_t(kMaxArrows);
    if (placed.size() > limit)
        placed.resize(limit);
    // Arrow lengths as a share of the chart's span in decades: short ones get no head, which
    // would otherwise hide the two markers it joins.
    const LogRange xr = unite(m_before.xRange, m_after.xRange), yr = unite(m_before.yRange, m_after.yRange);
    const double span = std::max(xr.decades(), yr.decades());
    int labelled = 0;
    // Labels that would sit on one another keep only the largest change; the others are in
    // the delta table. Their boxes are estimated in decades from the font and the plot's
    // size (the chart is not laid out yet when it is built).
    const QFontMetrics metrics(font());
    const double pxPerDecadeX = std::max(1, m_plot->width() - 80) / std::max(xr.decades(), 1e-6);
    const double pxPerDecadeY = std::max(1, m_plot->height() - 80) / std::max(yr.decades(), 1e-6);
    const double boxH = (metrics.height() + 2) / pxPerDecadeY;
    std::vector<QRectF> labelBoxes; // in decades, x right and y up
    std::vector<QLineF> segments;   // every arrow, in decades
    for (int i : placed) {
        const OperatorDelta &d = c.deltas[size_t(i)];
        const RooflinePoint *from = m_before.pointFor(d.match.baselineIndex);
        const RooflinePoint *to = m_after.pointFor(d.match.candidateIndex);
        segments.emplace_back(std::log10(from->intensity), std::log10(from->performance), std::log10(to->intensity),
                              std::log10(to->performance));
    }
    // A label may not sit on another label, nor across an arrow: its own only touches the
    // corner it is anchored at. The largest change is labelled even inside a cluster (over
    // the arrows, on the overlay layer).
    const QMarginsF corner(2.0 / pxPerDecadeX, 2.0 / pxPerDecadeY, 2.0 / pxPerDecadeX, 2.0 / pxPerDecadeY);
    const auto crowded = [&](const QRectF &box, size_t own) {
        if (std::any_of(labelBoxes.begin(), labelBoxes.end(), [&](const QRectF &o) { return o.intersects(box); }))
            return true;
        if (segmentCrossesBox(segments[own], box.marginsRemoved(corner)))
            return true;
        for (size_t k = 0; k < segments.size() && own > 0; ++k) {
            if (k != own && segmentCrossesBox(segments[k], box))
                return true;
        }
        return false;
    };
    for (size_t rank = 0; rank < placed.size(); ++rank) {
        const OperatorDelta &d = c.deltas[size_t(placed[rank])];
        const RooflinePoint *from = m_before.pointFor(d.match.baselineIndex);
        const RooflinePoint *to = m_after.pointFor(d.match.candidateIndex);
        auto *line = new QCPItemLine(m_plot);
        line->start->setCoords(from->intensity, from->performance);
        line->end->setCoords(to->intensity, to->performance);
        const double length = std::hypot(std::log10(to->intensity / from->intensity),
                                         std::log10(to->performance / from->performance));
        if (d.verdict != DeltaVerdict::Unchanged && length > 0.015 * span)
            line->setHead(QCPLineEnding(QCPLineEnding::esSpikeArrow, 8, 10));
        line->setPen(QPen(verdictColor(d.verdict, dark), 1.2));
        line->setSelectable(false);
        m_arrows.push_back({placed[rank], line});
        if (d.verdict == DeltaVerdict::Unchanged || labelled >= kLabelledArrows)
            continue;
        const QPointF mid(std::sqrt(from->intensity * to->intensity), std::sqrt(from->performance * to->performance));
        const QString text = formatSpeedup(d.speedup);
        const QSizeF size((metrics.horizontalAdvance(text) + 4) / pxPerDecadeX, boxH);
        const QPointF at(std::log10(mid.x()), std::log10(mid.y()));
        // At a corner of the arrow's middle: above right, below right, above left, below left
        // (boxes in decades, y up; alignments in pixels, y down).
        const double w = size.width(), h = size.height();
        const std::pair<QRectF, Qt::Alignment> places[] = {
            {QRectF(at, size), Qt::AlignLeft | Qt::AlignBottom},
            {QRectF(at - QPointF(0.0, h), size), Qt::AlignLeft | Qt::AlignTop},
            {QRectF(at - QPointF(w, 0.0), size), Qt::AlignRight | Qt::AlignBottom},
            {QRectF(at - QPointF(w, h), size), Qt::AlignRight | Qt::AlignTop}};
        for (const auto &[box, alignment] : places) {
            if (crowded(box, rank))
                continue;
            ++labelled;
            labelBoxes.push_back(box);
            auto *label = new QCPItemText(m_plot);
            label->position->setCoords(mid.x(), mid.y());
            label->setPositionAlignment(alignment);
            label->setText(text);
            label->setColor(verdictColor(d.verdict, dark));
            label->setSelectable(false);
            label->setLayer(QStringLiteral("overlay"));
            // The estimate above chose which changes get a label; the placer puts each at the
            // first corner clear of labels and arrows at the size drawn (screen or export) and
            // hides it when there is none, but the largest change's, which may sit on arrows.
            QList<LabelPlacer::Spot> spots{{mid, alignment}};
            for (const auto &other : places) {
                if (other.second != alignment)
                    spots.append({mid, other.second});
            }
            m_placer->add(label, spots, m_labels.isEmpty() ? LabelPlacer::Marks::Prefer : LabelPlacer::Marks::Require);
            m_labels << label;
            break;
        }
    }
}

QList<QCPItemText *> CompareRooflineChart::speedupLabels() const
{
    QList<QCPItemText *> shown;
    for (QCPItemText *label : m_labels) {
        if (label->visible())
            shown << label;
    }
    return shown;
}

void CompareRooflineChart::addMarkerKeys(const PlotStyle &style)
{
    // The per-category entries show one marker each; these two say what hollow and filled
    // mean, with the shape of no category (a plain circle) in the text colour. Empty graphs:
    // they draw only in the legend.
    if (m_series.empty())
        return;
    const auto key = [&](const QString &name, const QBrush &brush) {
        auto *graph = new QCPGraph(m_plot->xAxis, m_plot->yAxis);
        graph->setLineStyle(QCPGraph::lsNone);
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(style.foreground, 1.5), brush, 8));
        graph->setName(name);
        graph->setSelectable(QCP::stNone);
        graph->addToLegend();
        return graph;
    };
    QColor fill = style.foreground;
    fill.setAlphaF(0.75f);
    m_beforeKey = key(tr("before (hollow)"), Qt::NoBrush);
    m_afterKey = key(tr("after (filled)"), fill);
}

void CompareRooflineChart::updateSelection()
{
    // The selected pair's arrow thick and opaque, the others faded behind it.
    const bool anySelected = std::any_of(m_arrows.begin(), m_arrows.end(),
                                         [this](const Arrow &a) { return a.delta == m_selected; });
    for (const Arrow &a : m_arrows) {
        QPen pen = a.line->pen();
        QColor colour = pen.color();
        colour.setAlphaF(!anySelected || a.delta == m_selected ? 1.0f : 0.3f);
        pen.setColor(colour);
        pen.setWidthF(a.delta == m_selected ? 3.0 : 1.2);
        a.line->setPen(pen);
        a.line->setLayer(a.delta == m_selected ? QStringLiteral("overlay") : QStringLiteral("main"));
    }
    if (m_selectedLabel) {
        m_plot->removeItem(m_selectedLabel);
        m_selectedLabel = nullptr;
    }
    if (!m_comparison || m_selected < 0 || m_selected >= int(m_comparison->deltas.size()))
        return;
    const OperatorDelta &d = m_comparison->deltas[size_t(m_selected)];
    const RooflinePoint *to = m_after.pointFor(d.match.candidateIndex);
    if (!to)
        return;
    m_selectedLabel = new QCPItemText(m_plot);
    m_selectedLabel->position->setCoords(to->intensity, to->performance);
    m_selectedLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_selectedLabel->setText(m_comparison->candidate->op(d.match.candidateIndex).name + u"  "
                             + formatSpeedup(d.speedup));
    QFont bold = font();
    bold.setBold(true);
    m_selectedLabel->setFont(bold);
    m_selectedLabel->setSelectable(false);
}

int CompareRooflineChart::deltaAt(const QPointF &pixel) const
{
    if (!m_comparison)
        return -1;
    double best = 1e9;
    int bestDelta = -1;
    for (const Series &s : m_series) {
        const auto data = s.graph->data();
        for (int i = 0; i < data->size(); ++i) {
            const auto it = data->at(i);
            const QPointF p(m_plot->xAxis->coordToPixel(it->key), m_plot->yAxis->coordToPixel(it->value));
            const double dist = std::hypot(p.x() - pixel.x(), p.y() - pixel.y());
            if (dist > s.graph->sizeAt(i) / 2.0 + 3.0 || dist >= best)
                continue;
            const int op = s.operators[size_t(i)];
            const int delta = s.baseline ? m_comparison->deltaOfBaseline(op) : m_comparison->deltaOfCandidate(op);
            if (delta >= 0) {
                best = dist;
                bestDelta = delta;
            }
        }
    }
    return bestDelta;
}

} // namespace rl
