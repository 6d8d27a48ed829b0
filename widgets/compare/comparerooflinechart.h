// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"
#include "core/roofline/rooflinegeometry.h"

#include <QWidget>

#include <memory>
#include <vector>

class QComboBox;
class QCustomPlot;
class QCPItemLine;
class QCPGraph;
class QCPItemText;
class QMouseEvent;

namespace rl {

class CompareSelection;
class LabelPlacer;
struct PlotStyle;
class SizedScatterGraph;

// The Roofline compare overlay of one component pair (what MindStudio Insight leaves out of
// its compare mode): the roofs and zones of RooflineChart (RooflineChartItems), baseline
// points hollow, candidate points filled, and an arrow per matched operator from before to
// after coloured by its verdict, the largest changes labelled with their speedup where a
// label does not cover another. "Arrows" limits them to the N largest changes; a selected
// pair's arrow is drawn thick and the others fade. Follows the shared CompareSelection (the
// comparison and the selected pair); a click on a point selects its pair there.
class CompareRooflineChart : public QWidget
{
    Q_OBJECT
public:
    CompareRooflineChart(const ComponentPair &pair, CompareSelection *selection, QWidget *parent = nullptr);
    ~CompareRooflineChart() override;

    void setPrintStyle(bool print);
    // Arrows for the `count` largest changes in time only; 0 for all (up to kMaxArrows).
    void setTopChanges(int count);
    int topChanges() const { return m_topChanges; }
    QComboBox *topChangesBox() const { return m_topBox; }
    // The speedup labels drawn, in drawing order (tests).
    // The speedup labels drawn (the placer hides those with no free place), in drawing order.
    QList<QCPItemText *> speedupLabels() const;
    // The legend's entries that say which marker is which run (hollow before, filled after).
    QCPGraph *beforeMarkerKey() const { return m_beforeKey; }
    QCPGraph *afterMarkerKey() const { return m_afterKey; }

    const ComponentPair &pair() const { return m_pair; }
    QCustomPlot *plot() const { return m_plot; }
    const RooflineChartData &baselineData() const { return m_before; }
    const RooflineChartData &candidateData() const { return m_after; }
    bool hasPoints() const { return !m_before.points.empty() || !m_after.points.empty(); }
    int arrowCount() const { return int(m_arrows.size()); }
    // Delta index of each arrow, in drawing order.
    std::vector<int> arrowDeltas() const;
    // The delta drawn nearest a pixel (either end point, within the marker); -1 for none.
    int deltaAt(const QPointF &pixel) const;

    static constexpr int kMaxArrows = 400; // beyond this only the largest changes get arrows
    static constexpr int kLabelledArrows = 6;

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Series
    {
        SizedScatterGraph *graph = nullptr;
        bool baseline = true;
        std::vector<int> operators; // data index → operator index of its run
    };
    struct Arrow
    {
        int delta = -1;
        QCPItemLine *line = nullptr;
    };

    void onComparisonChanged();
    void onSelectedDeltaChanged(int deltaIndex);
    void rebuild();
    void addPoints(const RooflineChartData &data, bool baseline, bool dark);
    void addArrows(bool dark);
    void addMarkerKeys(const PlotStyle &style);
    void updateSelection();
    void retranslate();

    ComponentPair m_pair;
    CompareSelection *m_selection;
    std::shared_ptr<const Comparison> m_comparison;
    RooflineChartData m_before;
    RooflineChartData m_after;
    int m_selected = -1;
    int m_topChanges = 0;
    bool m_print = false;
    QComboBox *m_topBox = nullptr;
    QList<QCPItemText *> m_labels;
    QCustomPlot *m_plot = nullptr;
    std::vector<Series> m_series;
    std::vector<Arrow> m_arrows;
    QCPItemText *m_selectedLabel = nullptr;
    LabelPlacer *m_placer = nullptr;
    QCPGraph *m_beforeKey = nullptr;
    QCPGraph *m_afterKey = nullptr;
};

} // namespace rl
