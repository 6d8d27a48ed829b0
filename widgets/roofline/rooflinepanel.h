// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/roofline/rooflinegeometry.h"

#include <QList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QScrollArea;

namespace rl {

class MemoryLevelChart;
class RooflineChart;
class SelectionModel;

// Every component-pair chart that applies to the current chip, in a scrolling grid, with the
// whole-operator / per-core switch, then the memory-level chart (which level, L2 or HBM, served
// each operator's GM-side bytes). Charts without an operator are hidden (and named) by default.
class RooflinePanel : public QWidget
{
    Q_OBJECT
public:
    explicit RooflinePanel(SelectionModel *selection, QWidget *parent = nullptr);

    QList<RooflineChart *> charts() const { return m_charts; } // the component-pair charts
    QList<RooflineChart *> visibleCharts() const;
    MemoryLevelChart *memoryLevelChart() const { return m_memoryLevels; }
    RooflineScale scale() const;
    void setScale(RooflineScale scale);
    void setHideUnusedPairs(bool hide);
    // The first shown chart that draws the operator (its point or, grouped, its kernel's).
    RooflineChart *firstChartDrawing(int operatorIndex) const;
    QScrollArea *scrollArea() const { return m_scroll; }

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void syncCharts();
    void relayout();
    void retranslate();
    void bringIntoView(int operatorIndex);
    void buildChartsInView();
    bool isInView(const QWidget *chart) const;

    SelectionModel *m_selection;
    std::vector<ComponentPair> m_pairs;
    QList<RooflineChart *> m_charts;
    MemoryLevelChart *m_memoryLevels = nullptr;
    QComboBox *m_scale = nullptr;
    QCheckBox *m_hideUnused = nullptr;
    QLabel *m_hiddenNote = nullptr;
    QLabel *m_noCharts = nullptr;
    QScrollArea *m_scroll = nullptr;
    QLabel *m_scaleLabel = nullptr;
    QWidget *m_grid = nullptr;
    QGridLayout *m_gridLayout = nullptr;
    int m_columns = 1;
};

} // namespace rl
