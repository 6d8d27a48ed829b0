// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/workflow/workflow.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QDockWidget;
class QMenu;
class QStackedWidget;

namespace rl {

class BottleneckView;
class ClusterPage;
class CompareWindow;
struct ClusterResult;
class TimelineView;
class ComponentOverviewChart;
class DemoProvider;
class DetailsPanel;
class EmptyStateWidget;
class HardwareSelector;
class HbmSelector;
class LanguageManager;
class LoadController;
class MessageBar;
class OperatorTableView;
class RankPicker;
class RecentFiles;
class RooflinePanel;
class RunPage;
class SelectionModel;
class StatusProgress;
class ThresholdEditor;

// The desktop face: the Roofline charts in the centre; operator table, bottleneck list,
// details, component overview (and the timeline when built) in docks whose layout persists.
// One SelectionModel connects them all; loading runs in the background (LoadController);
// a change of chip or thresholds recomputes the analysis from the loaded profile.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // What the command line names to open, as openPaths() takes it.
    struct OpenAtStart
    {
        QStringList paths;
        QString hardware;
        QString hbmVariant;
    };

    explicit MainWindow(QWidget *parent = nullptr);
    // Starts reading `open` before the window builds its views, so a long run's reading and the
    // window's making overlap (openPaths() right after the constructor waited for the views).
    explicit MainWindow(const OpenAtStart &open, QWidget *parent = nullptr);
    ~MainWindow() override;

    // `rank`: which rank of a multi-rank job (-1: the lowest with a kernel table).
    void openPaths(const QStringList &paths, const QString &hardware = {}, const QString &hbmVariant = {},
                   int rank = -1);
    // Opens a compare window on two runs (it deletes itself when closed).
    CompareWindow *openComparison(const QString &baseline, const QString &candidate, const QString &hardware = {});

    SelectionModel *selection() const { return m_selection; }
    LoadController *loader() const { return m_loader; }
    MessageBar *messageBar() const { return m_messageBar; }
    RooflinePanel *rooflinePanel() const { return m_roofline; }
    RunPage *runPage() const { return m_runPage; }
    ClusterPage *clusterPage() const { return m_clusterPage; }
    // The cluster view (widgets/cluster/): a rooflens.cluster/1 file or an OUTDIR holding one.
    bool isShowingClusterPage() const;
    void showClusterPage();
    // The central page: the run breakdown or the operator view (Roofline charts).
    bool isShowingRunPage() const;
    void showRunPage();
    void showOperatorView();
    QDockWidget *timelineDock() const;
    OperatorTableView *operatorTable() const { return m_table; }
    BottleneckView *bottleneckView() const { return m_bottlenecks; }
    HardwareSelector *hardwareSelector() const { return m_hardware; }
    HbmSelector *hbmSelector() const { return m_hbm; }
    ThresholdEditor *thresholdEditor() const { return m_thresholds; }
    LanguageManager *languageManager() const { return m_language; }
    RankPicker *rankPicker() const { return m_rankPicker; }
    // Shows another rank of the loaded job (read in the background when first shown).
    void showRank(int rank);
    bool isShowingEmptyState() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void createStatusBar();
    void retranslate();
    void openFileDialog();
    void openDirectoryDialog();
    void openDemo();
    void compareDialog();
    void compareDemo();
    void saveReport();
    void exportCharts();
    void loadSpecFile();
    void recompute();
    // Reads `paths` in the background with these choices (openPaths() takes them from the toolbar).
    void startLoad(const QStringList &paths, const QString &hardware, const QString &hbmVariant,
                   const Thresholds &thresholds, int rank);
    void onLoadStarted();
    void onLoaded(std::shared_ptr<const Analysis> analysis);
    void onLoadFailed(const Error &error);
    void onLoadEnded();
    void showAnalysis(std::shared_ptr<const Analysis> analysis);
    void createClusterPage();
    void openCluster(const QString &file);
    void onClusterLoaded(std::shared_ptr<const ClusterResult> cluster, const QString &file);
    void openRankOfCluster(const QString &path, int rank);
    // The docks hold one rank's operators: the cluster page has the window to itself, and
    // the docks that were open come back with the other pages.
    void hideDocksForCluster();
    void restoreDocksAfterCluster();
    void updateTitle();
    void fitToScreen();
    void sizeDocksForFirstStart();
    QDockWidget *addDock(const QString &objectName, QWidget *widget, Qt::DockWidgetArea area);

    SelectionModel *m_selection;
    LoadController *m_loader;
    RecentFiles *m_recent;
    LanguageManager *m_language;
    DemoProvider *m_demo;
    MessageBar *m_messageBar = nullptr;
    QStackedWidget *m_stack = nullptr;
    EmptyStateWidget *m_empty = nullptr;
    RooflinePanel *m_roofline = nullptr;
    RunPage *m_runPage = nullptr;
    QAction *m_showRun = nullptr;
    QAction *m_showOperators = nullptr;
    ClusterPage *m_clusterPage = nullptr;
    QAction *m_showCluster = nullptr;
    bool m_rankOfCluster = false;              // the load under way is a rank opened from the cluster view
    QList<QDockWidget *> m_docksBeforeCluster; // open when the cluster page took the window
    bool m_docksHiddenForCluster = false;
    QAction *m_groupCalls = nullptr; // kernels (groups of calls) or single calls in every view
    RankPicker *m_rankPicker = nullptr;
    QAction *m_rankPickerAction = nullptr; // the picker's place in the toolbar
    bool m_switchingRank = false;          // the next analysis is another rank of the same job
    QString m_statusLine;                  // what the status bar says of the analysis shown
    OperatorTableView *m_table = nullptr;
    BottleneckView *m_bottlenecks = nullptr;
    DetailsPanel *m_details = nullptr;
    ComponentOverviewChart *m_components = nullptr;
    TimelineView *m_timeline = nullptr;
    HardwareSelector *m_hardware = nullptr;
    HbmSelector *m_hbm = nullptr;
    ThresholdEditor *m_thresholds = nullptr;
    StatusProgress *m_status = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_settingsMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_themeMenu = nullptr;
    QAction *m_themeSystem = nullptr;
    QAction *m_themeLight = nullptr;
    QAction *m_themeDark = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openFile = nullptr;
    QAction *m_openDirectory = nullptr;
    QAction *m_openDemo = nullptr;
    QAction *m_compare = nullptr;
    QAction *m_compareDemo = nullptr;
    QAction *m_saveReport = nullptr;
    QAction *m_exportCharts = nullptr;
    QAction *m_loadSpec = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_english = nullptr;
    QAction *m_chinese = nullptr;
    QAction *m_about = nullptr;
    QList<QDockWidget *> m_docks;
    QStringList m_paths;
};

} // namespace rl
