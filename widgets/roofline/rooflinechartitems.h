// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/roofline/rooflinegeometry.h"
#include "widgets/common/plotstyle.h"

class QCPGraph;
class QCustomPlot;
class QCPItemText;

namespace rl {

class LabelPlacer;

// Turns the static parts of a RooflineChartData (frame, zones, roofs, thresholds, ridge,
// labels) into QCustomPlot plottables and items. Separate from RooflineChart so the chart
// keeps to interaction and selection.
class RooflineChartItems
{
public:
    // With a placer, every label is handed to it with the places it may take
    // (widgets/common/labelplacer.h): none overlaps another or leaves the axes.
    RooflineChartItems(QCustomPlot *plot, const PlotStyle &style, LabelPlacer *placer = nullptr)
        : m_plot(plot), m_style(style), m_placer(placer)
    { }

    // Title row above, log–log decade axes with a full box, legend in a row below.
    void setUpFrame(const QString &title, const QString &xTitle, const QString &yTitle);
    // One filled QCPCurve per zone, named in the legend unless the chart explains them otherwise.
    void addZones(const RooflineChartData &data, bool inLegend = true);
    void addRoofs(const RooflineChartData &data);       // roof, dashed threshold, ridge, roof labels
    void addMemoryRoofs(const RooflineChartData &data); // the chip's GM (and L2) roofs, labelled
    QCPItemText *addEmptyNote(const RooflineChartData &data);
    // Keeps `graph` drawing the part of a roof polyline inside the axes, as the view changes.
    static void followView(QCPGraph *graph, const QList<QPointF> &line);
    // "38.4%" next to a point (bold for the selected operator).
    QCPItemText *addPointLabel(const RooflinePoint &point, bool selected);

private:
    QCPItemText *addText(const QString &text, const QColor &colour);
    // Keeps a bandwidth roof's label lying along its line as the axes scale and the plot is
    // laid out (on screen and at every export size).
    static void followSlope(QCPItemText *label);

    QCustomPlot *m_plot;
    const PlotStyle &m_style;
    LabelPlacer *m_placer;
};

} // namespace rl
