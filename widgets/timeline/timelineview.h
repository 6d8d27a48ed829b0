// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/pipelinestats.h"
#include "core/timeline/lanelayout.h"
#include "core/timeline/timelinescene.h"
#include "widgets/common/qcp.h"

#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>
#include <utility>

class QLabel;
class QMenu;
class QScrollBar;

namespace rl {

class CounterPlottable;
class IntervalPlottable;
class KernelSceneRequests;
class LinkPlottable;
class ParallelismRibbon;
class SelectionModel;
class TimeAxisTicker;
class TimelinePalette;
class TimelineToolbar;
class TimeNavigator;

// The swimlane. Kernel level: the run's streams with each operator as a box,
// derived component lanes and counters. Instruction level: one operator's units and pipes,
// a parallelism ribbon per unit, flag and flow links, issue stalls. Follows the shared
// SelectionModel: selecting an operator with a pipeline trace shows its instruction level,
// any other operator is scrolled to and highlighted on the kernel level; clicking a box
// selects its operator everywhere.
//
// Interaction: wheel zooms around the cursor, drag pans, Shift+drag zooms to a rubber band,
// Shift+wheel scrolls lanes; keys ←/→ pan, +/− zoom, Home fits, F fits the selected
// operator, Alt+←/Alt+→ (or Backspace) walk the zoom history.
//
// The communication planes, host threads and counters of a process start folded into their
// summary lane, and a stream whose overlapping tasks pack into more rows than LaneMetrics::maxRows
// shows that many, the last drawing the rest, so a job's run fits the dock (issue 37); a click on
// a lane's name, its context menu, the toolbar's "All lanes" or the key E unfolds them. A selected
// task on a folded lane is outlined in the lane that draws it.
//
// For compare: setTimeOriginUs() + setRelativeTime(true) make labels relative to a run's or
// operator's start; relativeRangeChanged() and followRelativeRange() keep two views in step.
//
// Its parts: TimelineToolbar (buttons, title, switches), TimeNavigator (the time axis, zoom
// steps and history), KernelSceneRequests (the run's scene, off the GUI thread when big)
// and the plottables; the view wires them to the selection and lays out the lanes.
class TimelineView : public QWidget
{
    Q_OBJECT
public:
    enum class Level { Empty, Instruction, Kernel };

    explicit TimelineView(SelectionModel *selection, QWidget *parent = nullptr);
    ~TimelineView() override;

    Level level() const;
    // Shows a prepared scene (instruction or kernel level).
    void showScene(std::shared_ptr<const TimelineScene> scene);
    // Shows one operator's instruction level (stats computed exactly from the intervals).
    void showPipeline(const PipelineTrace &trace, int operatorIndex = -1);
    // Back to the kernel level of the current analysis.
    void showRun();

    const TimelineScene *scene() const { return m_scene.get(); }
    const LaneLayout &laneLayout() const { return m_layout; }
    QCustomPlot *plot() const { return m_plot; }
    IntervalPlottable *intervals() const { return m_intervals; }
    ParallelismRibbon *ribbon() const { return m_ribbon; }
    LinkPlottable *links() const { return m_links; }
    CounterPlottable *counters() const { return m_counters; }
    // Exact pipeline figures of the instruction level shown (empty at kernel level).
    const std::optional<PipelineStats> &pipelineStats() const { return m_stats; }
    QString statsText() const;

    QCPRange visibleRange() const;
    void setVisibleRange(double startUs, double endUs);
    void fitAll();
    // The scene's time span relative to the time origin (what fitAll shows, unpadded); nullopt
    // when there is no scene.
    std::optional<std::pair<double, double>> sceneExtentRelative() const;
    bool fitToOperator(int index);
    bool canZoomBack() const;
    bool canZoomForward() const;
    void zoomBack();
    void zoomForward();
    void recordZoom(); // settles the current range into the history now

    void setTimeOriginUs(double originUs);
    double timeOriginUs() const { return m_origin; }
    void setRelativeTime(bool relative);
    bool relativeTime() const { return m_relative; }
    // Shows [origin + relStart, origin + relEnd] without echoing relativeRangeChanged.
    void followRelativeRange(double relStartUs, double relEndUs);
    // Kernel level writes and follows SelectionModel::timeRange (on by default; compare
    // views, whose runs have different clocks, turn it off).
    void setFollowSelectionRange(bool follow) { m_followSelectionRange = follow; }

    void setLinksVisible(bool visible);
    void setCountersVisible(bool visible);
    void setDerivedLanesVisible(bool visible);
    bool derivedLanesVisible() const { return m_showDerived; }
    // Folding, by track index: a summary track (TimelineTrack::members) shows its members when
    // expanded, a capped stream (LaneLayout::isCapped) all its rows. Everything is folded when a
    // scene is shown.
    bool isFoldable(int track) const;
    bool laneExpanded(int track) const;
    void setLaneExpanded(int track, bool expanded);
    void setAllLanesExpanded(bool expanded);
    // What a folding lane's name says on hover: what it holds and how to (un)fold it.
    QString laneLabelToolTip(int track) const;
    // The track on screen standing for `track`: its summary while its plane is folded.
    int shownTrack(int track) const;

    QString toolTipAt(const QPoint &plotPos) const;
    int rowHeightPx() const { return m_rowPx; }
    TimelineToolbar *toolbar() const { return m_toolbar; }

Q_SIGNALS:
    void relativeRangeChanged(double relStartUs, double relEndUs);
    void sceneShown(); // a new scene (level, operator or run) is in view, fitted
    void levelChanged(rl::TimelineView::Level level);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void buildUi();
    void onAnalysisChanged();
    void requestKernelScene();
    bool isOnScreen() const;
    // A pending long layout starts once the view is on screen: shown, or its tab brought to the
    // front (which paints the plot; a tab behind another gets no show event).
    void requestPendingScene();
    void onSelectedOperatorChanged(int index);
    void highlightOperator(int index);
    void onPlotClicked(QCPAbstractPlottable *plottable, int dataIndex, QMouseEvent *event);
    void onRangeChanged(const QCPRange &range);
    void onSettled(const QCPRange &range);
    void applyScene();
    void applyPalette();
    void applyLayout();
    void updateVerticalRange();
    void updateLaneLabels();
    void updateTitle();
    void retranslate();
    void updateAxisLabel();
    void updateSelectionBand();
    void scrollToTrack(int track);
    bool handleKey(QKeyEvent *event);
    // The foldable track of the lane whose name is at `plotPos` (left of the axis rect): the
    // lane itself, or the summary of a member lane; else -1.
    int foldableAtLabel(const QPoint &plotPos) const;
    void addFoldActions(QMenu *menu, const QPoint &plotPos);
    void syncFoldSwitch();
    void showKernelScene(std::shared_ptr<const TimelineScene> scene);

    QPointer<SelectionModel> m_selection;
    QCustomPlot *m_plot = nullptr;
    QScrollBar *m_vscroll = nullptr;
    QLabel *m_statsLabel = nullptr;
    TimelineToolbar *m_toolbar = nullptr;
    TimeNavigator *m_navigator = nullptr;
    KernelSceneRequests *m_sceneRequests = nullptr;

    IntervalPlottable *m_intervals = nullptr;
    ParallelismRibbon *m_ribbon = nullptr;
    CounterPlottable *m_counters = nullptr;
    LinkPlottable *m_links = nullptr;
    QCPItemRect *m_selectionBand = nullptr;
    QSharedPointer<TimeAxisTicker> m_ticker;
    QSharedPointer<QCPAxisTickerText> m_laneTicker;
    std::unique_ptr<TimelinePalette> m_palette;

    std::shared_ptr<const TimelineScene> m_scene;
    std::shared_ptr<const TimelineScene> m_kernelScene;
    // A long run's kernel scene is laid out when the view is first on screen, not while it is
    // hidden behind another tab: its boxes were a ninth of the window's memory (README.md, long runs).
    bool m_kernelScenePending = false;
    std::optional<PipelineStats> m_stats;
    LaneLayout m_layout;
    double m_origin = 0.0;
    double m_scrollTop = 0.0;
    int m_rowPx = 20;
    bool m_relative = false;
    bool m_followSelectionRange = true;
    bool m_following = false; // inside followRelativeRange / selection range updates
    bool m_showDerived = true;
    bool m_showCounters = true;
    std::vector<bool> m_expanded; // by track index: a folding lane shown unfolded
};

} // namespace rl
