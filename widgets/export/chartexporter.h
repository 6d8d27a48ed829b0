// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"

#include <QImage>
#include <QString>
#include <QStringList>

#include <optional>

class QCustomPlot;

namespace rl {

enum class ChartFormat { Png, Svg, Pdf };
QString chartFormatSuffix(ChartFormat format);                 // "png", "svg", "pdf"
std::optional<ChartFormat> parseChartFormat(QStringView text); // by name or file suffix

// How a chart is written. Sizes are in logical pixels (1/96 inch); PNG gets dpi/96 device
// pixels per logical pixel and records the DPI in the file.
struct ChartExportOptions
{
    ChartFormat format = ChartFormat::Png;
    int width = 1200;
    int height = 800;
    int dpi = 192;
    bool printStyle = true; // the light print look, whatever the screen theme
    QString title;          // SVG/PDF document title

    double scale() const { return dpi / 96.0; }
};

// Writes any QCustomPlot to PNG (raster, chosen size and DPI), SVG (vector, through
// QSvgGenerator and a vectorised QCPPainter) or PDF (QCustomPlot::savePdf, vector). The
// plot on screen is left exactly as it was. Needs a QApplication (offscreen is fine).
class ChartExporter
{
public:
    static Status exportChart(QCustomPlot *plot, const QString &path, const ChartExportOptions &options);
    // The chart as an image in the export look (for the clipboard and previews).
    static QImage renderImage(QCustomPlot *plot, const ChartExportOptions &options);
    static QByteArray renderSvg(QCustomPlot *plot, const ChartExportOptions &options);
    // Puts the chart on the clipboard as an image (and as SVG for applications that take it).
    static void copyToClipboard(QCustomPlot *plot, const ChartExportOptions &options = {});
};

} // namespace rl
