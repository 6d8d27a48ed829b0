// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/compare/categorysharechart.h"

#include "widgets/common/categorystyle.h"
#include "widgets/common/contrast.h"
#include "widgets/common/legendfit.h"
#include "widgets/common/qcp.h"

#include "core/format/percentformat.h"

#include <QEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>

namespace rl {

CategoryShareChart::CategoryShareChart(QWidget *parent) : QWidget(parent)
{
    m_plot = new QCustomPlot(this);
    m_plot->setMinimumHeight(160);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    // The legend in a row under the bars, so it never hides a segment.
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->plotLayout()->addElement(1, 0, m_plot->legend);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setWrap(4);
    m_plot->plotLayout()->setRowSpacing(4);
    // As many columns as the width allows, at every size drawn (screen and exports).
    connect(m_plot, &QCustomPlot::beforeReplot, this,
            [this] { fitLegendColumns(m_plot, int(std::size(kAllCategories))); });
    rebuild();
}

QCPBars *CategoryShareChart::bars(Category category) const
{
    return m_bars.value(category, nullptr);
}

void CategoryShareChart::setRuns(const QList<ShareBar> &runs)
{
    m_runs = runs;
    rebuild();
}

void CategoryShareChart::setPrintStyle(bool print)
{
    m_print = print;
    rebuild();
}

void CategoryShareChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        rebuild();
}

void CategoryShareChart::rebuild()
{
    const PlotStyle style = m_print ? PlotStyle::printStyle() : PlotStyle::fromPalette(palette(), font());
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_bars.clear();
    m_plot->legend->setVisible(true);

    // Runs top to bottom: the first run gets the highest key.
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const int n = int(m_runs.size());
    for (int i = 0; i < n; ++i)
        ticker->addTick(n - i, m_runs[i].label);
    m_plot->yAxis->setTicker(ticker);
    m_plot->yAxis->setRange(0.4, n + 0.6);
    m_plot->xAxis->setRange(0, 100);
    m_plot->xAxis->setLabel(tr("Share of operator time (%)"));

    QCPBars *below = nullptr;
    QVector<double> base(n, 0.0); // where the next segment of each run starts
    for (Category c : kAllCategories) {
        QVector<double> keys, values;
        for (int i = 0; i < n; ++i) {
            keys << n - i;
            values << 100.0 * m_runs[i].shares.value(c, 0.0);
        }
        if (std::all_of(values.begin(), values.end(), [](double v) { return v <= 0.0; }))
            continue;
        auto *bars = new QCPBars(m_plot->yAxis, m_plot->xAxis);
        bars->setName(categoryDisplayName(c));
        bars->setData(keys, values);
        bars->setWidth(0.6);
        bars->setStackingGap(0);
        const QColor colour = categoryColor(c, style.dark);
        bars->setBrush(colour);
        bars->setPen(QPen(style.background, 1));
        if (below)
            bars->moveAbove(below);
        below = bars;
        m_bars.insert(c, bars);
        // The share printed inside each wide enough segment.
        for (int i = 0; i < n; ++i) {
            if (values[i] < 6.0)
                continue;
            auto *label = new QCPItemText(m_plot);
            label->position->setType(QCPItemPosition::ptPlotCoords);
            label->position->setAxes(m_plot->xAxis, m_plot->yAxis);
            label->position->setCoords(base[i] + values[i] / 2.0, n - i);
            label->setText(percent(values[i] / 100.0));
            // Dark-theme category colours are light: the share reads in whichever of white
            // and black contrasts more with its segment.
            label->setColor(contrastRatio(Qt::white, colour) >= contrastRatio(Qt::black, colour) ? Qt::white
                                                                                                 : Qt::black);
            label->setFont(style.tickFont);
        }
        for (int i = 0; i < n; ++i)
            base[i] += values[i];
    }
    style.applyTo(m_plot);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace rl
