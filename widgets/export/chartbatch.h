// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/progress.h"
#include "core/common/result.h"
#include "widgets/export/chartexporter.h"

#include <QList>
#include <QString>
#include <QStringList>

class QCustomPlot;

namespace rl {

// A chart to write and the file name it gets (without suffix), e.g. "roofline-cube-mte2".
struct NamedChart
{
    QString fileStem;
    QString title;
    QCustomPlot *plot = nullptr;
};

// Writes every chart in every format into `dir`, reporting progress per file and stopping
// when cancelled. Returns the files written, or the first error (naming the file).
// Rendering uses the plots, so this runs on the GUI thread; long batches show progress
// through `progress` (the GUI wraps it in a progress dialog).
Result<QStringList> exportChartBatch(const QList<NamedChart> &charts, const QString &dir,
                                     const QList<ChartFormat> &formats, const ChartExportOptions &options,
                                     Progress &progress);

// "png,svg" → formats; unknown names are skipped; empty gives PNG and SVG (the CLI default).
QList<ChartFormat> chartFormatsFrom(const QStringList &names);

} // namespace rl
