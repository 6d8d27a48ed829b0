// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/plotstyle.h"

#include "core/report/reportpalette.h"

#include <QFontInfo>

#include <cstdlib>

namespace rl {

namespace {

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

} // namespace

QColor PlotStyle::warningColor(bool dark)
{
    return dark ? QColor(0xef, 0x53, 0x50) : QColor(0xc6, 0x28, 0x28);
}

QColor memoryLevelColor(ServedFrom level, bool dark)
{
    if (!dark)
        return QColor(memoryLevelHexColor(level));
    switch (level) {
    case ServedFrom::Gm:
        return QColor(0x4f, 0xc3, 0xf7); // the dark theme's chip-roof blue
    case ServedFrom::L2:
        return QColor(0xff, 0x9e, 0x5e);
    case ServedFrom::Unknown:
        break;
    }
    return QColor(0xb0, 0xb0, 0xb0);
}

PlotStyle PlotStyle::fromPalette(const QPalette &palette, const QFont &font)
{
    PlotStyle s;
    s.background = palette.color(QPalette::Base);
    s.foreground = palette.color(QPalette::Text);
    s.dark = s.background.lightness() < 128;
    s.muted = mix(s.foreground, s.background, 0.45);
    s.grid = mix(s.foreground, s.background, 0.80);
    s.subGrid = mix(s.foreground, s.background, 0.90);
    s.roof = s.foreground;
    s.threshold = mix(s.foreground, s.background, 0.30);
    s.highlight = palette.color(QPalette::Highlight);
    // The link colour sets the chip roofs apart from the per-core roof in either theme.
    s.memoryRoof = palette.color(QPalette::Link);
    if (std::abs(s.memoryRoof.lightness() - s.background.lightness()) < 60)
        s.memoryRoof = s.dark ? QColor(0x4f, 0xc3, 0xf7) : QColor(0x00, 0x5b, 0x9a);
    // Some styles use a highlight too close to the base colour to ring a point with.
    if (std::abs(s.highlight.lightness() - s.background.lightness()) < 40)
        s.highlight = s.dark ? QColor(0xff, 0xeb, 0x3b) : QColor(0x00, 0x00, 0x00);
    s.warning = warningColor(s.dark);
    // The family the font resolves to ("DejaVu Sans"), not the request ("Sans Serif"): an SVG
    // names the family, and a viewer that does not know the request draws a serif.
    QFont resolved = font;
    resolved.setFamily(QFontInfo(font).family());
    s.tickFont = resolved;
    s.labelFont = resolved;
    s.titleFont = resolved;
    s.titleFont.setBold(true);
    return s;
}

PlotStyle PlotStyle::printStyle()
{
    PlotStyle s;
    s.print = true;
    s.background = Qt::white;
    s.foreground = Qt::black;
    s.muted = QColor(0x55, 0x55, 0x55);
    s.grid = QColor(0xd0, 0xd0, 0xd0);
    s.subGrid = QColor(0xec, 0xec, 0xec);
    s.roof = Qt::black;
    s.threshold = QColor(0x44, 0x44, 0x44);
    s.memoryRoof = QColor(0x00, 0x5b, 0x9a);
    s.highlight = QColor(0xff, 0x6f, 0x00);
    s.warning = warningColor(false);
    // Fixed sizes: an export must read the same on every machine, whatever the desktop font.
    s.tickFont = QFont(QStringLiteral("DejaVu Sans"), 10);
    s.labelFont = QFont(QStringLiteral("DejaVu Sans"), 11);
    s.titleFont = QFont(QStringLiteral("DejaVu Sans"), 12, QFont::Bold);
    return s;
}

void PlotStyle::applyTo(QCPAxis *axis) const
{
    const QPen axisPen(foreground, 1);
    axis->setBasePen(axisPen);
    axis->setTickPen(axisPen);
    axis->setSubTickPen(axisPen);
    axis->setTickLabelColor(foreground);
    axis->setLabelColor(foreground);
    axis->setTickLabelFont(tickFont);
    axis->setLabelFont(labelFont);
    axis->grid()->setPen(QPen(grid, 1, Qt::SolidLine));
    axis->grid()->setSubGridPen(QPen(subGrid, 1, Qt::DotLine));
    axis->grid()->setZeroLinePen(Qt::NoPen);
}

void PlotStyle::applyTo(QCPLegend *legend) const
{
    QColor fill = background;
    fill.setAlphaF(0.85f);
    legend->setBrush(fill);
    legend->setBorderPen(QPen(grid));
    legend->setTextColor(foreground);
    legend->setFont(tickFont);
}

void PlotStyle::applyTo(QCustomPlot *plot) const
{
    plot->setBackground(background);
    for (QCPAxisRect *rect : plot->axisRects()) {
        rect->setBackground(background);
        for (QCPAxis *axis : rect->axes())
            applyTo(axis);
    }
    applyTo(plot->legend);
    // A text element in the top row is the chart's title; one lower down is a footnote.
    QCPLayoutGrid *grid = plot->plotLayout();
    for (int row = 0; row < grid->rowCount(); ++row) {
        for (int column = 0; column < grid->columnCount(); ++column) {
            auto *text = qobject_cast<QCPTextElement *>(grid->element(row, column));
            if (!text)
                continue;
            text->setTextColor(row == 0 ? foreground : muted);
            text->setFont(row == 0 ? titleFont : tickFont);
        }
    }
}

} // namespace rl
