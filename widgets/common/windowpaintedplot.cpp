// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/windowpaintedplot.h"

namespace rl {

QCustomPlot *newWindowPaintedPlot(QWidget *parent)
{
    auto *plot = new QCustomPlot(parent);
    plot->setPlottingHint(QCP::phImmediateRefresh, false);
    return plot;
}

} // namespace rl
