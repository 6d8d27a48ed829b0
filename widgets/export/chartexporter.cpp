// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/export/chartexporter.h"

#include "core/common/outputfile.h"
#include "core/common/tr.h"
#include "widgets/common/qcp.h"
#include "widgets/export/printstyle.h"

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QFontInfo>
#include <QMimeData>
#include <QSvgGenerator>

namespace rl {

QString chartFormatSuffix(ChartFormat format)
{
    switch (format) {
    case ChartFormat::Png:
        return u"png"_qs;
    case ChartFormat::Svg:
        return u"svg"_qs;
    case ChartFormat::Pdf:
        return u"pdf"_qs;
    }
    return {};
}

std::optional<ChartFormat> parseChartFormat(QStringView text)
{
    const QString suffix = text.contains(u'.') ? QFileInfo(text.toString()).suffix().toLower()
                                               : text.toString().toLower();
    for (ChartFormat f : {ChartFormat::Png, ChartFormat::Svg, ChartFormat::Pdf}) {
        if (suffix == chartFormatSuffix(f))
            return f;
    }
    return std::nullopt;
}

namespace {

Status writeAtomically(const QString &path, const QByteArray &data)
{
    OutputFile file(path);
    if (!file.writeAll(data))
        return makeError(Error::Kind::Io, Tr::tr("cannot write the chart: %1").arg(file.errorString()), path);
    return Ok{};
}

QByteArray encodePng(const QImage &image)
{
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return data;
}

// Charts fit their texts (legend columns, titles, wrapped notes) to the size being drawn just
// before each replot (QCustomPlot::beforeReplot). An export draws at another size without a
// replot, so it announces one at the export size, and at the screen size again afterwards.
class ExportSizeScope
{
public:
    ExportSizeScope(QCustomPlot *plot, int width, int height) : m_plot(plot), m_screen(plot->viewport())
    {
        m_plot->setViewport(QRect(0, 0, width, height));
        Q_EMIT m_plot->beforeReplot();
    }
    ~ExportSizeScope()
    {
        m_plot->setViewport(m_screen);
        Q_EMIT m_plot->beforeReplot();
        // Drawing laid the plot out at the export size, and what follows the layout (labels
        // placed in pixels, rotated along roofs) with it: lay it out at the screen size again
        // before a layer alone is redrawn there.
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
    ExportSizeScope(const ExportSizeScope &) = delete;
    ExportSizeScope &operator=(const ExportSizeScope &) = delete;

private:
    QCustomPlot *m_plot;
    QRect m_screen;
};

} // namespace

QImage ChartExporter::renderImage(QCustomPlot *plot, const ChartExportOptions &o)
{
    const PrintStyleScope print(plot, o.printStyle);
    const ExportSizeScope size(plot, o.width, o.height);
    QImage image = plot->toPixmap(o.width, o.height, o.scale()).toImage();
    const int dotsPerMeter = qRound(o.dpi / 0.0254);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    return image;
}

QByteArray ChartExporter::renderSvg(QCustomPlot *plot, const ChartExportOptions &o)
{
    const PrintStyleScope print(plot, o.printStyle);
    const ExportSizeScope size(plot, o.width, o.height);
    QByteArray data;
    QBuffer buffer(&data);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(QSize(o.width, o.height));
    generator.setViewBox(QRect(0, 0, o.width, o.height));
    generator.setResolution(96);
    // QSvgGenerator writes title and description as they are: escape them ourselves.
    generator.setTitle(o.title.toHtmlEscaped());
    generator.setDescription(Tr::tr("Exported by RoofLens").toHtmlEscaped());
    QCPPainter painter;
    if (!painter.begin(&generator))
        return {};
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    // Every group of the SVG carries the painter's font: make it the family drawn, not the
    // platform's request ("Sans Serif"), which viewers may take for a serif.
    QFont font = plot->font();
    font.setFamily(QFontInfo(font).family());
    painter.setFont(font);
    plot->toPainter(&painter, o.width, o.height);
    painter.end();
    return data;
}

Status ChartExporter::exportChart(QCustomPlot *plot, const QString &path, const ChartExportOptions &o)
{
    if (!plot || o.width <= 0 || o.height <= 0 || o.dpi <= 0)
        return makeError(Error::Kind::Usage, Tr::tr("a chart export needs a chart, a size and a DPI"), path);
    const QFileInfo info(path);
    if (!info.absoluteDir().exists() && !QDir().mkpath(info.absolutePath()))
        return makeError(Error::Kind::Io, Tr::tr("cannot create directory %1").arg(info.absolutePath()), path);
    switch (o.format) {
    case ChartFormat::Png: {
        const QImage image = renderImage(plot, o);
        if (image.isNull())
            return makeError(Error::Kind::Internal, Tr::tr("the chart could not be drawn"), path);
        return writeAtomically(path, encodePng(image));
    }
    case ChartFormat::Svg: {
        const QByteArray svg = renderSvg(plot, o);
        if (svg.isEmpty())
            return makeError(Error::Kind::Internal, Tr::tr("the chart could not be drawn"), path);
        return writeAtomically(path, svg);
    }
    case ChartFormat::Pdf: {
        const PrintStyleScope print(plot, o.printStyle);
        const ExportSizeScope size(plot, o.width, o.height);
        if (!plot->savePdf(path, o.width, o.height, QCP::epNoCosmetic, u"RoofLens"_qs, o.title))
            return makeError(Error::Kind::Io, Tr::tr("cannot write the chart"), path);
        return Ok{};
    }
    }
    return makeError(Error::Kind::Internal, Tr::tr("unknown chart format"), path);
}

void ChartExporter::copyToClipboard(QCustomPlot *plot, const ChartExportOptions &options)
{
    auto *mime = new QMimeData;
    ChartExportOptions o = options;
    o.format = ChartFormat::Png;
    mime->setImageData(renderImage(plot, o));
    mime->setData(u"image/svg+xml"_qs, renderSvg(plot, o));
    QApplication::clipboard()->setMimeData(mime);
}

} // namespace rl
