// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/export/chartbatch.h"

#include <QString>

class QCustomPlot;
class QMenu;
class QWidget;

namespace rl {

// "Export chart…" and "Copy chart" for any chart. install…() gives a plot a context menu
// with both; charts with a menu of their own call addChartExportActions() on it; the main
// window's File menu calls exportChartWithDialog() for the chart in focus.
void installChartExportMenu(QCustomPlot *plot, const QString &suggestedName);
void addChartExportActions(QMenu *menu, QCustomPlot *plot, const QString &suggestedName);
// Asks where and how, then writes; reports a failure in a message box. True when written.
bool exportChartWithDialog(QCustomPlot *plot, QWidget *parent, const QString &suggestedName);
void copyChart(QCustomPlot *plot);
// "Export all charts…": asks for a folder, then writes every chart as PNG, SVG and PDF with
// a progress dialog that can cancel. Returns the number of files written.
int exportAllChartsWithDialog(const QList<NamedChart> &charts, QWidget *parent);

} // namespace rl
