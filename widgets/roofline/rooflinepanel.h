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

class RooflineChart;
class SelectionModel;

// Every component-pair chart that applies to the current chip, in a scrolling grid, with the
// whole-operator / per-core switch. Pairs no operator used are hidden (and named) by default.
class RooflinePanel : public QWidget
{
    Q_OBJECT
public:
    explicit RooflinePanel(SelectionModel *selection, QWidget *parent = nullptr);

    QList<RooflineChart *> charts() const { return m_charts; }
    QList<RooflineChart *> visibleCharts() const;
    RooflineScale scale() const;
    void setScale(RooflineScale scale);
    void setHideUnusedPairs(bool hide);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void syncCharts();
    void relayout();
    void retranslate();

    SelectionModel *m_selection;
    std::vector<ComponentPair> m_pairs;
    QList<RooflineChart *> m_charts;
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
