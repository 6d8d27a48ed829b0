// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/roofline/rooflinegeometry.h"
#include "widgets/common/plotstyle.h"

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QCustomPlot;
class QCPGraph;
class QCPItemText;
class QMouseEvent;

namespace rl {

class LabelPlacer;
class SelectionModel;
class SizedScatterGraph;

// One component-pair Roofline chart (core/README.md §3.9): log–log axes, the roof with its ridge,
// dashed U_thr lines, the three shaded zones, and the operators as points coloured by
// category (one graph per category, so the legend means something) and sized by time share.
// Estimated points are hollow and named as estimates. Clicking a point selects the operator,
// hovering explains it, a rubber band zooms and a double click resets.
//
// Built from a SelectionModel it follows the analysis, the selection and its grouping: grouped,
// a point is a kernel (kernelRooflineChart, sized by its calls' total time), and the selected
// kernel shows its calls as small rings around it, each of which can be hovered and picked.
// Built from an Analysis (exports, compare overlays) it draws that value's calls and only emits
// operatorClicked.
class RooflineChart : public QWidget
{
    Q_OBJECT
public:
    RooflineChart(const ComponentPair &pair, SelectionModel *selection, QWidget *parent = nullptr);
    RooflineChart(const ComponentPair &pair, std::shared_ptr<const Analysis> analysis,
                  RooflineScale scale = RooflineScale::WholeOperator, QWidget *parent = nullptr);
    ~RooflineChart() override;

    const ComponentPair &pair() const { return m_pair; }
    const RooflineChartData &data() const { return m_data; }
    QCustomPlot *plot() const { return m_plot; }

    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    RooflineScale scale() const { return m_scale; }
    void setScale(RooflineScale scale);
    int selectedOperator() const { return m_selected; }
    void setSelectedOperator(int operatorIndex);
    // The fixed export style (light background) instead of the palette; off by default.
    void setPrintStyle(bool print);

    // The point graph of a category, measured or estimated; nullptr when it has no points.
    QCPGraph *pointGraph(Category category, bool estimated) const;
    // The operator drawn at or nearest to a pixel of the plot, within the marker; -1 for none.
    int operatorAt(const QPointF &pixel) const;
    bool drawsOperator(int operatorIndex) const { return kernelPointOf(operatorIndex) != nullptr; }
    QPointF pixelOf(int operatorIndex) const;                    // centre of its marker, for tests and overlays
    QCPGraph *highlightGraph() const { return m_highlight; }     // the ring around the selected point
    QCPGraph *implausibleGraph() const { return m_implausible; } // nullptr when every U is possible
    bool showsKernels() const { return m_grouped; }
    void setShowsKernels(bool grouped);
    QCPGraph *callsGraph() const;                         // the selected kernel's calls (grouped; nullptr otherwise)
    LabelPlacer *labelPlacer() const { return m_placer; } // places value, threshold and roof labels
    QString unplottableSummary() const;                   // what the label under the plot says
    void resetZoom();

Q_SIGNALS:
    void operatorClicked(int operatorIndex);

protected:
    void changeEvent(QEvent *event) override;

private:
    // Where a call sits on the calls' chart: what the selected kernel's rings are drawn from.
    struct CallMarker
    {
        int operatorIndex;
        double intensity;
        double performance;
    };
    struct PointGraph
    {
        Category category;
        bool estimated;
        SizedScatterGraph *graph;
        std::vector<int> operators; // data index → operator index
    };

    void setUp();
    void rebuild();
    void buildStatic();
    void buildPoints();
    void updateSelection();
    void updateCalls(int group);
    void keepCallMarkers(const RooflineChartData &calls);
    const RooflinePoint *kernelPointOf(int operatorIndex) const;
    const CallMarker *callMarkerOf(int operatorIndex) const;
    void updateUnplottableLabel();
    QString tooltipFor(int operatorIndex) const;
    double markerSize(const RooflinePoint &point) const;
    void onMousePress(QMouseEvent *event);
    void onMouseRelease(QMouseEvent *event);
    void onMouseMove(QMouseEvent *event);

    ComponentPair m_pair;
    SelectionModel *m_selection = nullptr;
    std::shared_ptr<const Analysis> m_analysis;
    RooflineScale m_scale = RooflineScale::WholeOperator;
    RooflineChartData m_data;
    int m_selected = -1;
    bool m_print = false;
    bool m_grouped = false;
    std::vector<CallMarker> m_callMarkers; // grouped: every placed call, by kernel
    std::vector<int> m_callsFrom;          // first marker of each kernel, and one past the last
    int m_shownGroup = -1;                 // the kernel whose calls are drawn
    PlotStyle m_style;

    QCustomPlot *m_plot = nullptr;
    QLabel *m_unplottable = nullptr;
    std::vector<PointGraph> m_pointGraphs;
    QCPGraph *m_highlight = nullptr;
    QCPGraph *m_ownRoof = nullptr;
    QCPGraph *m_implausible = nullptr; // crosses over points whose U is above the peak
    SizedScatterGraph *m_callsGraph = nullptr;
    std::vector<int> m_callsGraphOperators; // data index of m_callsGraph → operator index
    QCPItemText *m_selectedLabel = nullptr;
    LabelPlacer *m_placer = nullptr;
    std::vector<std::pair<int, QCPItemText *>> m_pointLabels; // operator index → its plain label
    QPoint m_pressPos;
};

} // namespace rl
