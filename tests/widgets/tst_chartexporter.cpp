// SPDX-License-Identifier: GPL-3.0-or-later
// Chart export: every format is a valid file with the plot in it, the print style is light
// whatever the screen theme and leaves the screen look untouched, batches and the dialog.
#include "widgetfixture.h"
#include "widgets/common/qcp.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/export/chartbatch.h"
#include "widgets/export/chartexporter.h"
#include "widgets/export/chartexportmenu.h"
#include "widgets/export/exportdialog.h"
#include "widgets/export/printstyle.h"
#include "widgets/roofline/rooflinechart.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFontInfo>
#include <QMenu>
#include <QMimeData>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace rl;

Q_DECLARE_METATYPE(rl::ChartFormat)

namespace {

// A chart drawn for a dark screen theme: black paper, white axes, a light line and points
// and a light label, the way a dark palette draws them.
std::unique_ptr<QCustomPlot> darkChart()
{
    auto plot = std::make_unique<QCustomPlot>();
    plot->resize(600, 400);
    plot->setBackground(QBrush(Qt::black));
    plot->axisRect()->setBackground(QBrush(QColor(0x20, 0x20, 0x20)));
    for (QCPAxis *axis : plot->axisRect()->axes()) {
        axis->setBasePen(QPen(Qt::white));
        axis->setTickPen(QPen(Qt::white));
        axis->setTickLabelColor(Qt::white);
        axis->setLabelColor(Qt::white);
    }
    plot->xAxis->setLabel(u"Arithmetic intensity"_qs);
    plot->yAxis->setLabel(u"Performance"_qs);
    QCPGraph *g = plot->addGraph();
    g->setName(u"points"_qs);
    g->setPen(QPen(QColor(0xa0, 0xd0, 0xff), 2));
    g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(0xff, 0xe0, 0x80), 8));
    for (int i = 0; i < 20; ++i)
        g->addData(i, (i * 7) % 13);
    auto *label = new QCPItemText(plot.get());
    label->position->setCoords(10, 6);
    label->setText(u"Conv2D_1 1.32×"_qs);
    label->setColor(QColor(0xf0, 0xf0, 0xf0));
    label->setFont(QFont(u"DejaVu Sans"_qs, 5));
    plot->rescaleAxes();
    plot->replot();
    return plot;
}

// Share of pixels that are not (near) white: the chart is drawn, not a blank page.
double inkShare(const QImage &image)
{
    qint64 ink = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            ink += qGray(image.pixel(x, y)) < 200 ? 1 : 0;
    }
    return double(ink) / double(image.width() * image.height());
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Element names of an XML document, counted; empty when it does not parse.
QMap<QString, int> elementCounts(const QByteArray &xml)
{
    QMap<QString, int> counts;
    QXmlStreamReader reader(xml);
    while (!reader.atEnd()) {
        if (reader.readNext() == QXmlStreamReader::StartElement)
            ++counts[reader.name().toString()];
    }
    return reader.hasError() ? QMap<QString, int>() : counts;
}

} // namespace

class TestChartExporter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pngDecodesAtTheChosenSizeAndDpiAndIsNotBlank()
    {
        QTemporaryDir dir;
        auto plot = darkChart();
        ChartExportOptions o;
        o.width = 500;
        o.height = 300;
        o.dpi = 192;
        const QString path = dir.filePath(u"chart.png"_qs);
        QVERIFY(ChartExporter::exportChart(plot.get(), path, o).ok());
        QImage image;
        QVERIFY(image.load(path, "PNG"));
        QCOMPARE(image.size(), QSize(1000, 600));
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 192);
        const double ink = inkShare(image);
        QVERIFY2(ink > 0.002 && ink < 0.5, qPrintable(QString::number(ink)));
    }

    void svgParsesAndHoldsThePlotAsVectors()
    {
        QTemporaryDir dir;
        auto plot = darkChart();
        ChartExportOptions o;
        o.format = ChartFormat::Svg;
        o.title = u"A <chart> & more"_qs;
        const QString path = dir.filePath(u"chart.svg"_qs);
        QVERIFY(ChartExporter::exportChart(plot.get(), path, o).ok());
        QSvgRenderer renderer(path);
        QVERIFY(renderer.isValid());
        const QMap<QString, int> counts = elementCounts(readAll(path));
        QCOMPARE(counts.value(u"svg"_qs), 1);
        QVERIFY(counts.value(u"path"_qs) + counts.value(u"polyline"_qs) + counts.value(u"line"_qs) > 20);
        QCOMPARE(counts.value(u"image"_qs), 0); // vectors, not an embedded bitmap
        QVERIFY(QString::fromUtf8(readAll(path)).contains(u"Performance"));
    }

    void anExportedRooflineDrawsOnlyItsPointsLegendIconsAndTheSelectionRing()
    {
        // Every round marker of the SVG is a point of a graph, its legend icon or the ring of
        // the selected operator: no stray dot from an empty helper graph or item.
        SelectionModel selection;
        selection.setAnalysis(test::sampleAnalysis());
        selection.setSelectedOperator(0);
        int markers = 0;
        for (ComponentId compute : {ComponentId::Cube, ComponentId::Vector}) {
            RooflineChart chart({{compute, Side::None}, {ComponentId::Mte2, Side::None}}, &selection);
            chart.resize(900, 700);
            QCustomPlot *plot = chart.plot();
            plot->replot();
            int expected = 0;
            for (int i = 0; i < plot->graphCount(); ++i) {
                const QCPGraph *g = plot->graph(i);
                const auto shape = g->scatterStyle().shape();
                if (shape != QCPScatterStyle::ssCircle && shape != QCPScatterStyle::ssDisc)
                    continue;
                expected += g->dataCount() + (plot->legend->hasItemWithPlottable(g) ? 1 : 0);
            }
            ChartExportOptions o;
            o.format = ChartFormat::Svg;
            const QMap<QString, int> counts = elementCounts(ChartExporter::renderSvg(plot, o));
            QCOMPARE(counts.value(u"circle"_qs) + counts.value(u"ellipse"_qs), expected);
            markers += expected;
        }
        QVERIFY(markers > 2); // points and icons, not only the ring
    }

    void pdfStartsWithAPdfHeader()
    {
        QTemporaryDir dir;
        auto plot = darkChart();
        ChartExportOptions o;
        o.format = ChartFormat::Pdf;
        const QString path = dir.filePath(u"chart.pdf"_qs);
        QVERIFY(ChartExporter::exportChart(plot.get(), path, o).ok());
        const QByteArray pdf = readAll(path);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.size() > 1000);
        QVERIFY(pdf.trimmed().endsWith("%%EOF"));
    }

    void printStyleIsLightOnADarkScreenTheme()
    {
        auto plot = darkChart();
        QVERIFY(PrintStyleScope::isDarkTheme(plot.get()));
        ChartExportOptions o;
        o.width = 400;
        o.height = 300;
        o.dpi = 96;
        const QImage image = ChartExporter::renderImage(plot.get(), o);
        QCOMPARE(QColor(image.pixel(2, 2)), QColor(Qt::white)); // paper
        const double ink = inkShare(image);                     // the axis rect is paper too, with dark ink on it
        QVERIFY2(ink > 0.002 && ink < 0.2, qPrintable(QString::number(ink)));
        o.printStyle = false;
        const QImage screen = ChartExporter::renderImage(plot.get(), o);
        QCOMPARE(QColor(screen.pixel(2, 2)), QColor(Qt::black));
    }

    void printStyleRestoresTheScreenLookAfterwards()
    {
        auto plot = darkChart();
        QCPGraph *g = plot->graph(0);
        auto *label = qobject_cast<QCPItemText *>(plot->item(0));
        const QPen pen = g->pen();
        const QCPScatterStyle scatter = g->scatterStyle();
        const QColor tick = plot->xAxis->tickLabelColor();
        const QFont font = label->font();
        {
            const PrintStyleScope print(plot.get());
            QVERIFY(g->pen().color().lightness() < pen.color().lightness());
            QVERIFY(label->color().lightness() < 128);
            QCOMPARE(label->font().pointSizeF() >= PrintStyleScope::kMinimumPointSize, true);
            QVERIFY(!PrintStyleScope::isDarkTheme(plot.get()));
        }
        QCOMPARE(g->pen(), pen);
        QCOMPARE(g->scatterStyle().brush(), scatter.brush());
        QCOMPARE(plot->xAxis->tickLabelColor(), tick);
        QCOMPARE(label->font(), font);
        QVERIFY(PrintStyleScope::isDarkTheme(plot.get()));
    }

    void printColorKeepsHueAndDarkensOnlyLightColours_data()
    {
        QTest::addColumn<QColor>("screen");
        QTest::addColumn<bool>("dark");
        QTest::addColumn<bool>("changes");
        QTest::newRow("white on dark theme") << QColor(Qt::white) << true << true;
        QTest::newRow("light blue on dark theme") << QColor(0xa0, 0xd0, 0xff) << true << true;
        QTest::newRow("mid red on dark theme") << QColor(0xc0, 0x20, 0x20) << true << false;
        QTest::newRow("anything on light theme") << QColor(0xa0, 0xd0, 0xff) << false << false;
    }
    void printColorKeepsHueAndDarkensOnlyLightColours()
    {
        QFETCH(QColor, screen);
        QFETCH(bool, dark);
        const QColor print = PrintStyleScope::printColor(screen, dark);
        QTEST(print != screen, "changes");
        QVERIFY(print.lightnessF() <= 0.55 || !dark);
        if (screen.hslSaturationF() > 0.1)
            QVERIFY(std::abs(print.hslHueF() - screen.hslHueF()) < 0.01);
    }

    void batchWritesEveryChartInEveryFormatWithProgress()
    {
        QTemporaryDir dir;
        auto a = darkChart();
        auto b = darkChart();
        int lastPermille = -1;
        Progress progress([&](int permille, const QString &) { lastPermille = permille; });
        const auto files = exportChartBatch({{u"a"_qs, u"A"_qs, a.get()}, {u"b"_qs, u"B"_qs, b.get()}},
                                            dir.filePath(u"charts"_qs),
                                            chartFormatsFrom({u"png"_qs, u"svg"_qs, u"pdf"_qs}), {}, progress);
        QVERIFY(files.ok());
        QCOMPARE(files->size(), 6);
        for (const QString &f : *files)
            QVERIFY2(QFileInfo(f).size() > 0, qPrintable(f));
        QCOMPARE(lastPermille, 1000);
    }

    void aCancelledBatchStopsWithAnError()
    {
        QTemporaryDir dir;
        auto a = darkChart();
        Progress progress;
        progress.cancel();
        const auto files = exportChartBatch({{u"a"_qs, u"A"_qs, a.get()}}, dir.path(), {ChartFormat::Png}, {},
                                            progress);
        QVERIFY(!files.ok());
        QCOMPARE(files.error().kind, Error::Kind::Cancelled);
    }

    void anUnwritablePathIsAnErrorNamingIt()
    {
        auto plot = darkChart();
        const QString path = u"/proc/rooflens-no/chart.png"_qs;
        const Status s = ChartExporter::exportChart(plot.get(), path, {});
        QVERIFY(!s.ok());
        QVERIFY(s.error().toString().contains(u"/proc/rooflens-no"));
    }

    void formatsComeFromNamesAndSuffixes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("format");
        QTest::newRow("png") << u"png"_qs << int(ChartFormat::Png);
        QTest::newRow("SVG") << u"SVG"_qs << int(ChartFormat::Svg);
        QTest::newRow("file.pdf") << u"/tmp/x/file.pdf"_qs << int(ChartFormat::Pdf);
        QTest::newRow("jpg") << u"jpg"_qs << -1;
    }
    void formatsComeFromNamesAndSuffixes()
    {
        QFETCH(QString, text);
        const auto f = parseChartFormat(text);
        QTEST(f ? int(*f) : -1, "format");
        QCOMPARE(chartFormatsFrom({}), (QList<ChartFormat>{ChartFormat::Png, ChartFormat::Svg}));
    }

    void dialogFormatFollowsTheSuffixAndBack()
    {
        ExportDialog dialog(u"roofline-cube-mte2"_qs);
        QVERIFY(dialog.path().endsWith(u"roofline-cube-mte2.png"));
        QCOMPARE(dialog.options().format, ChartFormat::Png);
        dialog.setPath(u"/tmp/out/chart.svg"_qs);
        QCOMPARE(dialog.options().format, ChartFormat::Svg);
        ChartExportOptions o;
        o.format = ChartFormat::Pdf;
        o.width = 800;
        o.dpi = 300;
        dialog.setOptions(o);
        QCOMPARE(dialog.path(), u"/tmp/out/chart.pdf"_qs);
        QCOMPARE(dialog.options().width, 800);
        QCOMPARE(dialog.options().dpi, 300);
        QCOMPARE(dialog.options().title, u"chart"_qs);
    }

    void theDialogStatesThePixelsItWillWrite()
    {
        QTemporaryDir dir;
        ExportDialog dialog(u"chart"_qs);
        ChartExportOptions o;
        o.width = 1200;
        o.height = 800;
        o.dpi = 192;
        dialog.setOptions(o);
        dialog.setPath(dir.filePath(u"chart.png"_qs));
        QVERIFY2(dialog.resultText().startsWith(u"Writes 2400 × 1600 pixels"_qs), qPrintable(dialog.resultText()));
        auto plot = darkChart();
        QVERIFY(ChartExporter::exportChart(plot.get(), dialog.path(), dialog.options()).ok());
        QImage image;
        QVERIFY(image.load(dialog.path(), "PNG"));
        QCOMPARE(image.size(), QSize(2400, 1600)); // exactly what it said
        dialog.setPath(dir.filePath(u"chart.svg"_qs));
        QVERIFY(dialog.resultText().contains(u"vector"_qs));
    }

    void svgNamesTheFontFamilyItDraws()
    {
        QTemporaryDir dir;
        auto plot = darkChart();
        ChartExportOptions o;
        o.format = ChartFormat::Svg;
        const QString path = dir.filePath(u"chart.svg"_qs);
        QVERIFY(ChartExporter::exportChart(plot.get(), path, o).ok());
        const QString svg = QString::fromUtf8(readAll(path));
        const QString drawn = QFontInfo(QApplication::font()).family();
        QVERIFY(svg.contains(u"font-family=\""_qs + drawn + u'"'));
        if (drawn != QApplication::font().family()) // "Sans Serif" asked for, something else drawn
            QVERIFY(!svg.contains(u"font-family=\""_qs + QApplication::font().family() + u'"'));
    }

    void theContextMenuOffersExportAndCopy()
    {
        auto plot = darkChart();
        installChartExportMenu(plot.get(), u"chart"_qs);
        QCOMPARE(plot->contextMenuPolicy(), Qt::CustomContextMenu);
        QMenu menu;
        addChartExportActions(&menu, plot.get(), u"chart"_qs);
        QCOMPARE(menu.actions().size(), 2);
    }

    void copyPutsAnImageAndSvgOnTheClipboard()
    {
        auto plot = darkChart();
        copyChart(plot.get());
        const QMimeData *mime = QApplication::clipboard()->mimeData();
        QVERIFY(mime);
        QVERIFY(mime->hasImage());
        QVERIFY(mime->data(u"image/svg+xml"_qs).startsWith("<?xml"));
    }
};

QTEST_MAIN(TestChartExporter)
#include "tst_chartexporter.moc"
