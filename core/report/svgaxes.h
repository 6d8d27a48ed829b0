// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/svgcanvas.h"

#include <QRectF>
#include <QStringList>

namespace rl {

// Data → pixel mapping of one plot area with linear or decade-log axes, and the frame,
// ticks, grid and titles drawn on an SvgCanvas.
class SvgAxes
{
public:
    struct Axis
    {
        double lower = 0.0;
        double upper = 1.0;
        bool log = false;
        QString title;
    };

    SvgAxes(const QRectF &area, Axis x, Axis y);

    QPointF map(double x, double y) const;
    double mapX(double x) const;
    double mapY(double y) const;
    const QRectF &area() const { return m_area; }
    bool contains(double x, double y) const;

    // Geometry in pixels cut to the plot area, so no viewer needs clip-path support (Qt's
    // SVG renderer and ImageMagick have none): a polyline may fall apart into pieces.
    QList<QList<QPointF>> clipPolyline(const QList<QPointF> &pixels) const;
    QList<QPointF> clipPolygon(const QList<QPointF> &pixels) const;

    // Frame, grid lines at the ticks, tick labels ("10^3" style on log axes) and titles.
    void draw(SvgCanvas &canvas) const;

private:
    QList<double> ticks(const Axis &axis) const;
    static QString tickLabel(double v, bool log);
    double fraction(const Axis &axis, double v) const;

    QRectF m_area;
    Axis m_x;
    Axis m_y;
};

} // namespace rl
