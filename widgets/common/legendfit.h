// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QCustomPlot;

namespace rl {

// Gives a legend laid out in a row of the plot as many columns (at most `maxColumns`) as its
// widest entry allows in the width being drawn (the viewport), so no entry is cut and the
// legend never asks for more width than the plot has. Call before a replot.
void fitLegendColumns(QCustomPlot *plot, int maxColumns);

} // namespace rl
