// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/roofline/componentoverview.h"
#include "widgets/common/plotstyle.h"

#include <QWidget>

#include <memory>

class QCustomPlot;
class QCPBars;

namespace rl {

class LabelPlacer;

class SelectionModel;

// U, E and R of every component of one operator as grouped bars against its own roof (1.0),
// with the U_thr and R_thr lines, each U printed over its bar, and the paper's point labels
// (max(U_C, U_M) per component pair) underneath. Follows the selected operator.
class ComponentOverviewChart : public QWidget
{
    Q_OBJECT
public:
    explicit ComponentOverviewChart(SelectionModel *selection, QWidget *parent = nullptr);
    ComponentOverviewChart(std::shared_ptr<const Analysis> analysis, int operatorIndex, QWidget *parent = nullptr);

    QCustomPlot *plot() const { return m_plot; }
    const ComponentOverview &overview() const { return m_overview; }
    QCPBars *bars(int metric) const;                 // 0 U, 1 E, 2 R
    int operatorIndex() const { return m_operator; } // the operator whose components are drawn
    void setPrintStyle(bool print);

    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    void setOperator(int operatorIndex);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override; // title and footer fit the width

private:
    void setUp();
    void rebuild();
    void fitTextToWidth();  // title and footer for the size about to be drawn
    void keepRoomForBars(); // a minimum height that leaves the bars room under the texts

    SelectionModel *m_selection = nullptr;
    std::shared_ptr<const Analysis> m_analysis;
    int m_operator = -1;
    ComponentOverview m_overview;
    bool m_print = false;
    PlotStyle m_style;
    QCustomPlot *m_plot = nullptr;
    LabelPlacer *m_placer = nullptr; // the U values and the thresholds' names, never on each other
    QCPBars *m_bars[3] = {nullptr, nullptr, nullptr};
    QString m_operatorName;   // empty when none is shown
    QStringList m_pairLabels; // "Cube × MTE2 24.93%" per Roofline pair
};

} // namespace rl
