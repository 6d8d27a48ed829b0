// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/common/qcp.h"

class QWidget;

namespace rl {

// A QCustomPlot whose replots are painted with the window's next paint, not at once.
// QCustomPlot's default refreshes at once, and each refresh painted every widget of the window
// waiting to be painted: opening a run, whose charts replot one after another, painted the
// whole window several times.
QCustomPlot *newWindowPaintedPlot(QWidget *parent);

} // namespace rl
