// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/roofline/logrange.h"

#include <QList>
#include <QPointF>

namespace rl {

// The part of a polyline that lies inside the rectangle x × y of a log–log chart, clipped
// in log space, where roof segments are straight. Exports need it: SVG and PDF paint
// engines ignore the plot's clip, so an unclipped roof would be drawn past the axes.
// Points must be positive; a polyline that never enters the rectangle gives an empty list.
// Roof lines are monotonic, so what stays inside is one piece.
QList<QPointF> clipPolylineToLogRect(const QList<QPointF> &line, const LogRange &x, const LogRange &y);

} // namespace rl
