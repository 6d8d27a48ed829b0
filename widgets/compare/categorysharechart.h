// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/barsvg.h"
#include "widgets/common/plotstyle.h"

#include <QWidget>

class QCustomPlot;
class QCPBars;

namespace rl {

// The paper's Fig. 13 as a chart: one stacked 100 % bar per run (before, after), a segment
// per category with its share of time printed when it is wide enough. Follows the palette,
// or the print style for exports.
class CategoryShareChart : public QWidget
{
    Q_OBJECT
public:
    explicit CategoryShareChart(QWidget *parent = nullptr);

    void setRuns(const QList<ShareBar> &runs);
    const QList<ShareBar> &runs() const { return m_runs; }
    void setPrintStyle(bool print);
    QCustomPlot *plot() const { return m_plot; }
    // The stacked bars of a category, nullptr when no run has it.
    QCPBars *bars(Category category) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    QList<ShareBar> m_runs;
    bool m_print = false;
    QCustomPlot *m_plot = nullptr;
    QMap<Category, QCPBars *> m_bars;
};

} // namespace rl
