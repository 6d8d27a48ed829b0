// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/hierarchy/servedfrom.h"
#include "widgets/common/qcp.h"

#include <QColor>
#include <QFont>
#include <QPalette>

namespace rl {

// Pens, brushes and fonts of every chart, derived from the widget palette so charts follow the
// light and dark themes (re-derive on QEvent::PaletteChange), or the fixed print style of
// exports: white background, black text, labels a size larger.
struct PlotStyle
{
    bool dark = false;
    bool print = false;
    QColor background;
    QColor foreground; // axes, tick labels, titles
    QColor muted;      // secondary text, sub-grid
    QColor grid;
    QColor subGrid;
    QColor roof;       // roofs and the ridge
    QColor threshold;  // dashed U_thr lines
    QColor memoryRoof; // the chip's GM and L2 roofs, apart from the per-core roof
    QColor highlight;  // the selected operator
    QColor warning;    // figures that cannot be right (a U above the peak)
    QFont tickFont;
    QFont labelFont;
    QFont titleFont;

    static PlotStyle fromPalette(const QPalette &palette, const QFont &font);
    static PlotStyle printStyle();
    // `warning` alone, for views that colour text without building a whole style.
    static QColor warningColor(bool dark);

    // Background, axis pens, fonts, grids and the legend of every axis rect of `plot`.
    void applyTo(QCustomPlot *plot) const;
    void applyTo(QCPAxis *axis) const;
    void applyTo(QCPLegend *legend) const;
};

// The memory level that served an operator's GM-side bytes (points and roofs of the memory-level
// chart): the HTML report's colours on light backgrounds, lighter ones on dark.
QColor memoryLevelColor(ServedFrom level, bool dark);

} // namespace rl
