// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/roofline/rooflinechartitems.h"

#include "core/roofline/logclip.h"

#include "core/common/tr.h"
#include "widgets/common/categorystyle.h"
#include "widgets/common/formatting.h"
#include "widgets/common/labelplacer.h"
#include "widgets/common/legendfit.h"

#include <cmath>

#include <algorithm>

namespace rl {

namespace {

void makeLogarithmic(QCPAxis *axis)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
    ticker->setLogBase(10);
    ticker->setSubTickCount(8);
    axis->setTicker(ticker);
    axis->setNumberFormat(QStringLiteral("eb"));
    axis->setNumberPrecision(0);
    axis->grid()->setSubGridVisible(true);
}

} // namespace

void RooflineChartItems::setUpFrame(const QString &title, const QString &xTitle, const QString &yTitle)
{
    QCPLayoutGrid *layout = m_plot->plotLayout();
    QCPTextElement *titleElement = nullptr;
    if (layout->rowCount() == 1) {
        layout->insertRow(0);
        titleElement = new QCPTextElement(m_plot, title, m_style.titleFont);
        layout->addElement(0, 0, titleElement);
        // The legend goes below the chart: inside it would cover points.
        m_plot->axisRect()->insetLayout()->take(m_plot->legend);
        layout->addElement(2, 0, m_plot->legend);
        layout->setRowStretchFactor(2, 0.001);
        m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
        m_plot->legend->setWrap(2);
        // As many legend columns as the widest entry allows (a tall legend squeezes the
        // chart); never more: a legend wider than the plot widens the plot past its scroll
        // area and cuts the chart on the right (long Chinese category names did).
        QObject::connect(m_plot, &QCustomPlot::beforeReplot, m_plot, [plot = m_plot] { fitLegendColumns(plot, 4); });
        m_plot->legend->setVisible(true);
        m_plot->legend->setMargins(QMargins(4, 2, 4, 2));
        m_plot->axisRect()->setupFullAxesBox(true);
        for (QCPAxis *axis : m_plot->axisRect()->axes())
            makeLogarithmic(axis);
        m_plot->xAxis2->setTickLabels(false);
        m_plot->yAxis2->setTickLabels(false);
    } else {
        titleElement = qobject_cast<QCPTextElement *>(layout->element(0, 0));
    }
    if (titleElement)
        titleElement->setText(title);
    m_plot->xAxis->setLabel(xTitle);
    m_plot->yAxis->setLabel(yTitle);
}

void RooflineChartItems::addZones(const RooflineChartData &data, bool inLegend)
{
    for (const ZonePolygon &zone : data.zones) {
        auto *curve = new QCPCurve(m_plot->xAxis, m_plot->yAxis);
        QVector<QCPCurveData> points;
        for (const QPointF &v : zone.vertices)
            points.append(QCPCurveData(points.size(), v.x(), v.y()));
        curve->data()->set(points, true);
        curve->setPen(Qt::NoPen);
        curve->setBrush(zoneColor(zone.zone, m_style.dark));
        curve->setName(rooflineZoneName(zone.zone));
        curve->setSelectable(QCP::stNone);
        if (inLegend)
            curve->addToLegend();
    }
}

void RooflineChartItems::followView(QCPGraph *graph, const QList<QPointF> &line)
{
    // SVG and PDF paint engines ignore the plot's clip, so the line holds only what is
    // inside the axes, recomputed whenever the user zooms.
    const auto clip = [graph, line] {
        const QCPRange x = graph->keyAxis()->range();
        const QCPRange y = graph->valueAxis()->range();
        const QList<QPointF> visible = x.lower > 0 && y.lower > 0
            ? clipPolylineToLogRect(line, LogRange{x.lower, x.upper}, LogRange{y.lower, y.upper})
            : line;
        QVector<double> keys;
        QVector<double> values;
        for (const QPointF &p : visible) {
            keys << p.x();
            values << p.y();
        }
        graph->setData(keys, values, true);
    };
    clip();
    for (QCPAxis *axis : {graph->keyAxis(), graph->valueAxis()})
        QObject::connect(axis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), graph, clip);
}

void RooflineChartItems::followSlope(QCPItemText *label)
{
    // Every roof y = b·x rises one decade per decade, so one angle serves all of them; it
    // depends only on how many pixels a decade takes on each axis.
    QCPAxis *x = label->position->keyAxis();
    QCPAxis *y = label->position->valueAxis();
    const auto rotate = [label, x, y] {
        const double x0 = x->range().lower;
        const double dx = x->coordToPixel(x0 * 10.0) - x->coordToPixel(x0);
        const double dy = y->coordToPixel(10.0) - y->coordToPixel(1.0);
        if (dx > 0.0 && std::isfinite(dy))
            label->setRotation(std::atan2(dy, dx) * 180.0 / M_PI);
    };
    rotate();
    QObject::connect(label->parentPlot(), &QCustomPlot::afterLayout, label, rotate);
    for (QCPAxis *axis : {x, y})
        QObject::connect(axis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), label, rotate);
}

void RooflineChartItems::addRoofs(const RooflineChartData &data)
{
    auto *roof = new QCPGraph(m_plot->xAxis, m_plot->yAxis);
    auto *threshold = new QCPGraph(m_plot->xAxis, m_plot->yAxis);
    followView(roof, data.roofLine);
    followView(threshold, data.thresholdLine);
    roof->setPen(QPen(m_style.roof, 2.0));
    roof->setName(Tr::tr("Roof"));
    roof->setSelectable(QCP::stNone);
    threshold->setPen(QPen(m_style.threshold, 1.2, Qt::DashLine));
    threshold->setName(Tr::tr("U_thr %1%").arg(data.uThreshold * 100.0, 0, 'f', 0));
    threshold->setSelectable(QCP::stNone);

    if (data.ridgeX && data.roofs.computeGops) {
        auto *ridge = new QCPItemLine(m_plot);
        ridge->start->setCoords(*data.ridgeX, data.yRange.lower / 1e3);
        ridge->end->setCoords(*data.ridgeX, *data.roofs.computeGops);
        ridge->setPen(QPen(m_style.muted, 1.0, Qt::DashDotLine));
    }
    const QString compute = componentDisplayName(data.pair.compute.id);
    const QString transfer = componentDisplayName(data.pair.transfer.id);
    if (data.roofs.computeGops) {
        QCPItemText *label = addText(compute + u' ' + formatSi(*data.roofs.computeGops * 1e9, u"FLOP/s"_qs) + u" ("
                                         + data.roofs.computeItem + u')',
                                     m_style.roof);
        label->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(0.98, *data.roofs.computeGops);
        label->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
        QCPItemText *thr = addText(threshold->name(), m_style.threshold);
        thr->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        thr->position->setCoords(0.98, *data.roofs.computeGops * data.uThreshold);
        thr->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
        if (m_placer) {
            // Beside their lines at the right end, else the left end; the roof above its line,
            // the threshold below its own, so neither sits in the band between them. Points
            // do not move them (the slope's label has the room to give way).
            const double roofY = *data.roofs.computeGops;
            const double thrY = roofY * data.uThreshold;
            m_placer->add(label,
                          {{{0.98, roofY}, Qt::AlignRight | Qt::AlignBottom, true},
                           {{0.02, roofY}, Qt::AlignLeft | Qt::AlignBottom, true},
                           {{0.5, roofY}, Qt::AlignHCenter | Qt::AlignBottom, true}});
            m_placer->add(thr,
                          {{{0.98, thrY}, Qt::AlignRight | Qt::AlignTop, true},
                           {{0.02, thrY}, Qt::AlignLeft | Qt::AlignTop, true},
                           {{0.5, thrY}, Qt::AlignHCenter | Qt::AlignTop, true}});
        }
    }
    if (data.roofs.bandwidthGBps) {
        // Halfway up the slope in log space, left of the ridge.
        const double right = data.ridgeX ? std::min(*data.ridgeX, data.xRange.upper) : data.xRange.upper;
        const double x = std::sqrt(data.xRange.lower * right);
        // Above its line, where only a point at the roof could reach it.
        QCPItemText *slope = addText(transfer + u' ' + formatSi(*data.roofs.bandwidthGBps * 1e9, u"B/s"_qs) + u" ("
                                         + data.roofs.transferItem + u')',
                                     m_style.roof);
        slope->position->setCoords(x, *data.roofs.bandwidthGBps * x);
        slope->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        slope->setPadding(QMargins(0, 0, 0, 3));
        followSlope(slope);
        if (m_placer) {
            // Along the slope, halfway first, then nearer either end: clear of the points when
            // the slope has room.
            QList<LabelPlacer::Spot> spots;
            for (const Qt::AlignmentFlag side : {Qt::AlignBottom, Qt::AlignTop}) {
                for (const double t : {0.5, 0.35, 0.65, 0.2, 0.8, 0.1}) {
                    const double at = data.xRange.lower * std::pow(right / data.xRange.lower, t);
                    spots.append({{at, *data.roofs.bandwidthGBps * at}, Qt::AlignHCenter | side, false, false, true});
                }
            }
            m_placer->add(slope, spots, LabelPlacer::Marks::Prefer);
        }
    }
}

void RooflineChartItems::addMemoryRoofs(const RooflineChartData &data)
{
    // GM solid, L2 dashed, both in the chip-roof colour, each labelled with its bandwidth near
    // the left edge where the per-core roof's label is not.
    for (const MemoryRoof &m : data.memoryRoofs) {
        auto *line = new QCPGraph(m_plot->xAxis, m_plot->yAxis);
        followView(line, m.line);
        line->setPen(QPen(m_style.memoryRoof, 1.6, m.memory == ComponentId::Gm ? Qt::SolidLine : Qt::DashLine));
        line->setName(m.label());
        line->setSelectable(QCP::stNone);
        line->addToLegend();
        const double x = data.xRange.lower * std::pow(data.xRange.upper / data.xRange.lower, 0.12);
        QCPItemText *label = addText(m.label(), m_style.memoryRoof);
        label->position->setCoords(x, m.drawnGBps * x);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setPadding(QMargins(2, 2, 0, 0));
        followSlope(label);
        if (m_placer) {
            // Under its line near the left edge, moved right when the edge would cut it.
            QList<LabelPlacer::Spot> spots;
            for (const double t : {0.12, 0.2, 0.3, 0.05, 0.45, 0.6}) {
                const double at = data.xRange.lower * std::pow(data.xRange.upper / data.xRange.lower, t);
                spots.append({{at, m.drawnGBps * at}, Qt::AlignLeft | Qt::AlignTop, false, false, true});
            }
            m_placer->add(label, spots, LabelPlacer::Marks::Prefer);
        }
    }
}

QCPItemText *RooflineChartItems::addEmptyNote(const RooflineChartData &data)
{
    QString text = Tr::tr("No operator has both %1 operation counts and %2 byte counts")
                       .arg(componentDisplayName(data.pair.compute.id), componentDisplayName(data.pair.transfer.id));
    if (!data.unplottable.empty())
        text += u'\n'
            + Tr::tr("%n operator(s) used %1 but cannot be placed (see below)", nullptr, int(data.unplottable.size()))
                  .arg(componentDisplayName(data.pair.compute.id));
    // At the bottom, under the roofs, on a box of the background: the roof labels sit along
    // the slope in the middle and must stay readable next to it; centred, so a narrow chart
    // cuts neither end.
    QCPItemText *note = addText(text, m_style.muted);
    note->position->setType(QCPItemPosition::ptAxisRectRatio);
    note->position->setCoords(0.5, 0.96);
    note->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    note->setTextAlignment(Qt::AlignCenter);
    note->setBrush(m_style.background);
    note->setPadding(QMargins(6, 4, 6, 4));
    if (m_placer) {
        m_placer->addFixed(note);
        m_placer->putFirst(note);
    }
    return note;
}

QCPItemText *RooflineChartItems::addPointLabel(const RooflinePoint &point, bool selected)
{
    if (!point.utilisation)
        return nullptr;
    QCPItemText *label = addText(formatPercent(point.utilisation), selected ? m_style.highlight : m_style.muted);
    label->position->setCoords(point.intensity, point.performance);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    label->setPadding(QMargins(8, 0, 0, 6));
    if (selected) {
        QFont bold = m_style.tickFont;
        bold.setBold(true);
        label->setFont(bold);
        label->setLayer(QStringLiteral("overlay"));
    }
    if (m_placer) {
        // Around the point, up-right first as in the paper's figures; the padding keeps the
        // text off the marker on every side.
        label->setPadding(QMargins(6, 4, 6, 4));
        const QPointF at(point.intensity, point.performance);
        m_placer->add(label,
                      {{at, Qt::AlignLeft | Qt::AlignBottom},
                       {at, Qt::AlignRight | Qt::AlignBottom},
                       {at, Qt::AlignLeft | Qt::AlignTop},
                       {at, Qt::AlignRight | Qt::AlignTop}});
    }
    return label;
}

QCPItemText *RooflineChartItems::addText(const QString &text, const QColor &colour)
{
    auto *item = new QCPItemText(m_plot);
    item->position->setAxes(m_plot->xAxis, m_plot->yAxis);
    item->position->setAxisRect(m_plot->axisRect());
    item->position->setType(QCPItemPosition::ptPlotCoords);
    item->setText(text);
    item->setColor(colour);
    item->setFont(m_style.tickFont);
    item->setClipToAxisRect(true);
    return item;
}

} // namespace rl
