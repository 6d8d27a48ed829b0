// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/roofline/rooflinegeometry.h"
#include "widgets/common/plotstyle.h"

#include <QFuture>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QCustomPlot;
class QCPGraph;
class QCPItemText;

namespace rl {

class BuildWhenShown;
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
//
// A chart of a long list (RooflinePanel) may wait to be seen (Build::WhenShown, through
// BuildWhenShown as MemoryLevelChart): a change of analysis, scale or grouping is then built
// when the chart is on screen or something asks for what it draws (data(), plot(), a hit test),
// not for every chart of the list at once. Once built for an analysis it keeps which operators
// it is about (chartOperators), so a change of scale reads only theirs; the grouped view keeps
// the calls' chart its kernels came from, so switching the grouping builds no point. A list
// about to show a waiting chart may have its points worked out on another thread first
// (prepare()): the build then only takes them.
class RooflineChart : public QWidget
{
    Q_OBJECT
public:
    enum class Build {
        AtOnce,
        WhenShown,
    };
    RooflineChart(const ComponentPair &pair, SelectionModel *selection, QWidget *parent = nullptr,
                  Build build = Build::AtOnce);
    RooflineChart(const ComponentPair &pair, std::shared_ptr<const Analysis> analysis,
                  RooflineScale scale = RooflineScale::WholeOperator, QWidget *parent = nullptr);
    ~RooflineChart() override;

    const ComponentPair &pair() const { return m_pair; }
    const RooflineChartData &data() const
    {
        ensureBuilt();
        return m_data;
    }
    QCustomPlot *plot() const
    {
        ensureBuilt();
        return m_plot;
    }
    // The plot widget as it is, built or not: for wiring it up, not for reading what it draws.
    QCustomPlot *plotWidget() const { return m_plot; }
    // Builds what a change left waiting (Build::WhenShown); nothing when the chart is current.
    // Const as a cache is: what the chart draws is the same whenever it is built.
    void ensureBuilt() const;
    // Starts working out the points of a change that waits (Build::WhenShown) on another
    // thread, so the GUI thread can do other work meanwhile; the build takes them (waiting for
    // them if need be). False when nothing waits or the build would not read the operators.
    bool prepare();
    // Whether data() has any point, without building it; a list of charts may tell each chart
    // (pairsWithRooflinePoints, one pass for all) after handing it an analysis.
    bool hasPoints() const;
    void setHasPoints(bool hasPoints) { m_hasPoints = hasPoints; }

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
    QPointF pixelOf(int operatorIndex) const; // centre of its marker, for tests and overlays
    QCPGraph *highlightGraph() const          // the ring around the selected point
    {
        ensureBuilt();
        return m_highlight;
    }
    QCPGraph *implausibleGraph() const // nullptr when every U is possible
    {
        ensureBuilt();
        return m_implausible;
    }
    bool showsKernels() const { return m_grouped; }
    void setShowsKernels(bool grouped);
    QCPGraph *callsGraph() const;    // the selected kernel's calls (grouped; nullptr otherwise)
    LabelPlacer *labelPlacer() const // places value, threshold and roof labels
    {
        ensureBuilt();
        return m_placer;
    }
    QString unplottableSummary() const; // what the label under the plot says
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

    // What a build draws of an analysis at a scale, worked out from its operators (the slow
    // part, on any thread): the calls' chart and, grouped, the kernels' and each kernel's calls.
    struct Points
    {
        RooflineChartData calls;
        RooflineChartData kernels;
        std::vector<CallMarker> callMarkers;
        std::vector<int> callsFrom;
        std::optional<std::vector<int>> chartOperators; // when not known before
    };
    static Points pointsOf(RooflineChartData calls, const Analysis &analysis, bool grouped);

    void setUp(bool buildsWhenShown);
    void rebuild(); // now, or when shown (Build::WhenShown)
    void build();
    RooflineChartData takeCallsChart(); // the chart with a point per call
    void forgetCalls();                 // after a change of analysis or scale
    void clearPlot();
    void buildStatic();
    void buildPoints();
    void updateSelection();
    void updateCalls(int group);
    const RooflinePoint *kernelPointOf(int operatorIndex) const;
    const CallMarker *callMarkerOf(int operatorIndex) const;
    void updateUnplottableLabel();
    QString tooltipFor(int operatorIndex) const;
    double markerSize(const RooflinePoint &point) const;

    ComponentPair m_pair;
    SelectionModel *m_selection = nullptr;
    std::shared_ptr<const Analysis> m_analysis;
    RooflineScale m_scale = RooflineScale::WholeOperator;
    RooflineChartData m_data;
    int m_selected = -1;
    bool m_print = false;
    BuildWhenShown *m_builder = nullptr;
    mutable std::optional<bool> m_hasPoints; // of the waiting change
    // The operators the chart of m_analysis is about, once built: a few of a long run's.
    std::optional<std::vector<int>> m_chartOperators;
    // The calls' chart of the analysis and scale drawn: kept by the grouped view, or m_data.
    std::optional<RooflineChartData> m_keptCalls;
    bool m_dataAreCalls = false;
    QFuture<Points> m_prepared; // prepare()'s points of the change that waits
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
};

} // namespace rl
