// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/roofline/memorylevelchart.h"
#include "widgets/common/plotstyle.h"

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QCustomPlot;
class QCPGraph;
class QCPItemText;

namespace rl {

class BuildWhenShown;
class SelectionModel;
class SizedScatterGraph;

// Which memory level served each operator's GM-side bytes (core's MemoryLevelChartData): working
// set against GM-side bandwidth on log axes, the HBM and L2 roofs of the variant in use, L2's
// capacity as a vertical line. A point's fill says the level that served it (HBM or L2 solid in
// that level's colour, hollow where unknown), triangles mark a working set the shapes did not
// give (x is then the bytes moved), crosses an implausible operator. While an operator is
// selected, the roof of the level that did not serve it is drawn faint and, with a measured hit
// rate, the effective roof it was measured against is dotted in.
//
// Built from a SelectionModel it follows the analysis and the selection and writes clicks to it;
// built from an Analysis (exports) it draws that value and only emits operatorClicked. One point
// per call, also when the other views group calls by kernel: each call has its own level.
class MemoryLevelChart : public QWidget
{
    Q_OBJECT
public:
    // Build::WhenShown: as RooflineChart's, built when on screen or asked for (data(), plot()).
    enum class Build {
        AtOnce,
        WhenShown,
    };
    explicit MemoryLevelChart(SelectionModel *selection, QWidget *parent = nullptr, Build build = Build::AtOnce);
    explicit MemoryLevelChart(std::shared_ptr<const Analysis> analysis, QWidget *parent = nullptr);
    ~MemoryLevelChart() override;

    const MemoryLevelChartData &data() const
    {
        ensureBuilt();
        return m_data;
    }
    QCustomPlot *plot() const
    {
        ensureBuilt();
        return m_plot;
    }
    QCustomPlot *plotWidget() const { return m_plot; } // built or not: for wiring it up
    void ensureBuilt() const;                          // builds a change that waits to be seen
    bool hasPoints() const;                            // whether data() has a point, without building it
    bool hasRoofs() const;
    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    int selectedOperator() const { return m_selected; }
    void setSelectedOperator(int operatorIndex);
    void setPrintStyle(bool print);

    // The points served from `level` with the working set known or not; nullptr when none.
    QCPGraph *pointGraph(ServedFrom level, bool workingSetKnown) const;
    QCPGraph *roofGraph(ComponentId memory) const; // nullptr when the spec has no such bandwidth
    QCPGraph *capacityLine() const
    {
        ensureBuilt();
        return m_capacity;
    }
    QCPGraph *highlightGraph() const
    {
        ensureBuilt();
        return m_highlight;
    }
    QCPGraph *effectiveRoofGraph() const
    {
        ensureBuilt();
        return m_effectiveRoof;
    }
    QCPGraph *implausibleGraph() const
    {
        ensureBuilt();
        return m_implausible;
    }
    int operatorAt(const QPointF &pixel) const;
    QPointF pixelOf(int operatorIndex) const;
    QString tooltipFor(int operatorIndex) const;
    QString footnote() const; // what the label under the plot says
    void resetZoom();

Q_SIGNALS:
    void operatorClicked(int operatorIndex);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct PointGraph
    {
        ServedFrom level;
        bool workingSetKnown;
        SizedScatterGraph *graph;
        std::vector<int> operators; // data index → operator index
    };
    struct RoofLine
    {
        ComponentId memory;
        QCPGraph *graph;
        QCPItemText *label;
    };

    void setUp(bool buildsWhenShown);
    void rebuild(); // now, or when shown (Build::WhenShown)
    void build();
    void clearPlot();
    void buildStatic();
    void buildPoints();
    void updateSelection();
    void replotSelection();
    double markerSize(const MemoryLevelPoint &point) const;

    SelectionModel *m_selection = nullptr;
    std::shared_ptr<const Analysis> m_analysis;
    MemoryLevelChartData m_data;
    int m_selected = -1;
    bool m_print = false;
    PlotStyle m_style;

    QCustomPlot *m_plot = nullptr;
    BuildWhenShown *m_builder = nullptr;
    QLabel *m_footnote = nullptr;
    std::vector<PointGraph> m_pointGraphs;
    std::vector<RoofLine> m_roofs;
    QCPGraph *m_capacity = nullptr;
    QCPGraph *m_highlight = nullptr;
    QCPGraph *m_effectiveRoof = nullptr;
    QCPGraph *m_implausible = nullptr;
    QCPItemText *m_selectedLabel = nullptr;
};

} // namespace rl
