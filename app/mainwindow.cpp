// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mainwindow.h"

#include "app/demoprovider.h"
#include "app/emptystatewidget.h"
#include "app/freedmemory.h"
#include "app/hardwareselector.h"
#include "app/hbmselector.h"
#include "app/languagemanager.h"
#include "app/loadcontroller.h"
#include "app/profilechooser.h"
#include "app/rankpicker.h"
#include "app/recentfiles.h"
#include "app/statusprogress.h"
#include "app/thresholdeditor.h"
#include "core/hardware/chipfacts.h"
#include "widgets/bottlenecks/bottleneckview.h"
#include "widgets/cluster/clusterpaths.h"
#include "widgets/common/formatting.h"
#include "widgets/common/groupingstatus.h"
#include "widgets/common/messagebar.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/operators/detailspanel.h"
#include "widgets/operators/operatortableview.h"
#include "widgets/roofline/componentoverviewchart.h"
#include "widgets/roofline/rooflinepanel.h"
#include "widgets/run/runpage.h"
#include "widgets/timeline/timelineview.h"

#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace rl {

MainWindow::MainWindow(QWidget *parent) : MainWindow(OpenAtStart{}, parent) { }

MainWindow::MainWindow(const OpenAtStart &open, QWidget *parent)
    : QMainWindow(parent), m_selection(new SelectionModel(this)), m_loader(new LoadController(this)),
      m_recent(new RecentFiles(this)), m_language(LanguageManager::instance()), m_demo(new DemoProvider(this))
{
    setObjectName(u"MainWindow"_qs);
    returnFreedMemoryToTheSystem(); // a long run's passes free tens of megabytes: give them back
    // A profile named at start is read while the window is made: the load runs on other threads
    // and reports through the event loop only, which runs once the window is shown. It reads
    // with the choices the window starts with (the chip and HBM variant named, the threshold
    // editor's defaults), not yet made. A cluster file opens its page: it waits for the window.
    const bool openNow = !open.paths.isEmpty()
        && (open.paths.size() > 1 || clusterFileOf(open.paths.front()).isEmpty());
    if (openNow)
        startLoad(open.paths, open.hardware, open.hbmVariant, Thresholds{}, -1);
    setAcceptDrops(true);
    setDockNestingEnabled(true);

    auto *central = new QWidget(this);
    m_messageBar = new MessageBar(central);
    m_messageBar->setSelectionModel(m_selection); // rows of a message group select their operator
    m_stack = new QStackedWidget(central);
    m_empty = new EmptyStateWidget(m_stack);
    m_roofline = new RooflinePanel(m_selection, m_stack);
    m_runPage = new RunPage(m_selection, m_stack);
    m_stack->addWidget(m_empty);
    m_stack->addWidget(m_roofline);
    m_stack->addWidget(m_runPage);
    createClusterPage();
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_messageBar);
    layout->addWidget(m_stack, 1);
    setCentralWidget(central);

    createActions();
    if (openNow && !open.hardware.isEmpty())
        m_hardware->setChoice(open.hardware); // as openPaths() shows it (nothing listens yet)
    createDocks();
    createMenus();
    createStatusBar();

    connect(m_empty, &EmptyStateWidget::openFileRequested, this, &MainWindow::openFileDialog);
    connect(m_empty, &EmptyStateWidget::openDirectoryRequested, this, &MainWindow::openDirectoryDialog);
    connect(m_empty, &EmptyStateWidget::openDemoRequested, this, &MainWindow::openDemo);
    connect(m_empty, &EmptyStateWidget::compareRequested, this, &MainWindow::compareDialog);
    connect(m_empty, &EmptyStateWidget::compareDemoRequested, this, &MainWindow::compareDemo);
    connect(m_messageBar, &MessageBar::locationActivated, this, &openLocationInDesktop);
    connect(m_loader, &LoadController::started, this, &MainWindow::onLoadStarted);
    connect(m_loader, &LoadController::progressChanged, m_status, &StatusProgress::step);
    connect(m_loader, &LoadController::finished, this, &MainWindow::onLoaded);
    connect(m_loader, &LoadController::failed, this, &MainWindow::onLoadFailed);
    connect(m_loader, &LoadController::cancelled, this, [this] {
        onLoadEnded();
        m_switchingRank = false;
        m_rankOfCluster = false;
        m_messageBar->showMessage(Diagnostic::Severity::Info, tr("Loading cancelled."));
    });
    connect(m_runPage, &RunPage::operatorViewRequested, this, &MainWindow::showOperatorView);
    connect(m_runPage, &RunPage::timelineRequested, this, [this] {
        timelineDock()->show();
        timelineDock()->raise();
    });
    connect(m_runPage, &RunPage::rankRequested, this, &MainWindow::showRank);
    connect(m_loader, &LoadController::runChanged, this, [this](std::shared_ptr<const RunBreakdown> run) {
        m_selection->setRun(run);
        m_rankPicker->setJob(run, run ? run->analysedRank : -1);
        m_rankPickerAction->setVisible(m_rankPicker->isJob());
        updateTitle();
    });
    connect(m_loader, &LoadController::jobCompletionStarted, this, [this] {
        if (!m_loader->isLoading())
            m_status->begin(tr("Reading the other ranks of the job…"));
    });
    connect(m_loader, &LoadController::jobCompleted, this, [this](const Diagnostics &problems) {
        if (!m_loader->isLoading()) {
            m_status->end();
            m_status->setText(m_statusLine); // end() clears the line the analysis set
        }
        if (!problems.isEmpty())
            m_messageBar->showDiagnostics(problems, 2);
    });
    connect(m_recent, &RecentFiles::openRequested, this, [this](const QStringList &paths) { openPaths(paths); });
    // Another chip lists other HBM variants: start from its own.
    connect(m_hardware, &HardwareSelector::choiceChanged, this, [this] {
        m_hbm->reset();
        recompute();
    });
    connect(m_hbm, &HbmSelector::choiceChanged, this, &MainWindow::recompute);
    connect(m_thresholds, &ThresholdEditor::thresholdsChanged, this, &MainWindow::recompute);
    connect(m_demo, &DemoProvider::availabilityChanged, this, [this](bool available, const QString &reason) {
        for (QAction *demo : {m_openDemo, m_compareDemo}) {
            demo->setEnabled(available);
            demo->setToolTip(reason);
        }
        m_empty->setDemoAvailable(available, reason);
    });
    m_openDemo->setEnabled(false);
    m_compareDemo->setEnabled(false);
    m_empty->setDemoAvailable(false, m_demo->reason());
    m_demo->prepare();
    if (m_loader->isLoading())
        onLoadStarted(); // started before the status bar was there to say so
    else if (!open.paths.isEmpty() && !openNow)
        openPaths(open.paths, open.hardware, open.hbmVariant);

    retranslate();
    // 1400 × 900 by default, never larger than the screen (a 1280 × 800 laptop).
    QSize size(1400, 900);
    if (const QScreen *screen = this->screen())
        size = size.boundedTo(screen->availableGeometry().size());
    resize(size);
    QSettings settings;
    restoreGeometry(settings.value(u"window/geometry"_qs).toByteArray());
    if (!restoreState(settings.value(u"window/state"_qs).toByteArray())) {
        // First start: dock sizes only take once the window has its size.
        QTimer::singleShot(0, this, &MainWindow::sizeDocksForFirstStart);
    }
}

MainWindow::~MainWindow() = default;

bool MainWindow::isShowingEmptyState() const
{
    return m_stack->currentWidget() == m_empty;
}

QDockWidget *MainWindow::addDock(const QString &objectName, QWidget *widget, Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(this);
    dock->setObjectName(objectName); // saveState/restoreState key
    dock->setWidget(widget);
    addDockWidget(area, dock);
    m_docks << dock;
    return dock;
}

void MainWindow::createDocks()
{
    m_table = new OperatorTableView(m_selection, this);
    m_bottlenecks = new BottleneckView(m_selection, this);
    m_details = new DetailsPanel(m_selection, this);
    m_components = new ComponentOverviewChart(m_selection, this);
    addDock(u"BottlenecksDock"_qs, m_bottlenecks, Qt::LeftDockWidgetArea);
    QDockWidget *details = addDock(u"DetailsDock"_qs, m_details, Qt::RightDockWidgetArea);
    QDockWidget *components = addDock(u"ComponentsDock"_qs, m_components, Qt::RightDockWidgetArea);
    addDock(u"OperatorsDock"_qs, m_table, Qt::BottomDockWidgetArea);
    splitDockWidget(details, components, Qt::Vertical);
    m_timeline = new TimelineView(m_selection, this);
    QDockWidget *timeline = addDock(u"TimelineDock"_qs, m_timeline, Qt::BottomDockWidgetArea);
    tabifyDockWidget(m_docks[3], timeline);
    m_docks[3]->raise();
}

void MainWindow::createStatusBar()
{
    m_status = new StatusProgress(this);
    statusBar()->addWidget(m_status, 1);
    // The remembered grouping choice, said where it acts (a reopened run looks as it did).
    statusBar()->addPermanentWidget(new GroupingStatus(m_selection, this));
    connect(m_status, &StatusProgress::cancelRequested, m_loader, &LoadController::cancel);
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

bool MainWindow::isShowingRunPage() const
{
    return m_stack->currentWidget() == m_runPage;
}

void MainWindow::showRunPage()
{
    if (m_selection->analysis()) {
        m_stack->setCurrentWidget(m_runPage);
        restoreDocksAfterCluster();
    }
    m_showRun->setChecked(isShowingRunPage());
    m_showOperators->setChecked(!isShowingRunPage() && !isShowingClusterPage() && !isShowingEmptyState());
    m_showCluster->setChecked(isShowingClusterPage());
}

void MainWindow::showOperatorView()
{
    if (m_selection->analysis()) {
        m_stack->setCurrentWidget(m_roofline);
        restoreDocksAfterCluster();
    }
    m_showRun->setChecked(isShowingRunPage());
    m_showOperators->setChecked(!isShowingRunPage() && !isShowingClusterPage() && !isShowingEmptyState());
    m_showCluster->setChecked(isShowingClusterPage());
}

QDockWidget *MainWindow::timelineDock() const
{
    return m_docks.back();
}

void MainWindow::openPaths(const QStringList &paths, const QString &hardware, const QString &hbmVariant, int rank)
{
    if (paths.isEmpty())
        return;
    if (!hardware.isEmpty())
        m_hardware->setChoice(hardware);
    if (const QString cluster = paths.size() == 1 ? clusterFileOf(paths.front()) : QString(); !cluster.isEmpty()) {
        m_paths = paths;
        m_recent->add(paths);
        openCluster(cluster);
        return;
    }
    // New data may be another chip, with other variants: the chip's own unless one is named.
    m_hbm->reset();
    startLoad(paths, m_hardware->choice(), hbmVariant, m_thresholds->thresholds(), rank);
}

void MainWindow::startLoad(const QStringList &paths, const QString &hardware, const QString &hbmVariant,
                           const Thresholds &thresholds, int rank)
{
    m_paths = paths;
    AnalysisRequest request;
    request.paths = paths;
    request.hardware = hardware;
    request.hbmVariant = hbmVariant;
    request.options.thresholds = thresholds;
    request.options.language = m_language->adviceLanguage();
    request.load.rank = rank;
    request.load.wholeJob = false; // the other ranks are read after this one is on screen
    m_recent->add(paths);
    m_loader->load(request);
}

void MainWindow::showRank(int rank)
{
    if (!m_loader->job() || rank == m_loader->shownRank())
        return;
    m_switchingRank = true;
    m_loader->loadRank(rank);
}

void MainWindow::recompute()
{
    if (!m_loader->profile())
        return;
    AnalyzeOptions options;
    options.thresholds = m_thresholds->thresholds();
    options.language = m_language->adviceLanguage();
    Result<Analysis> analysis = m_loader->reanalyze(m_hardware->choice(), m_hbm->choice(), options);
    if (!analysis) {
        m_messageBar->showMessage(Diagnostic::Severity::Error, analysis.error().message, analysis.error().location);
        return;
    }
    showAnalysis(std::make_shared<const Analysis>(std::move(analysis).value()));
}

void MainWindow::onLoadStarted()
{
    if (m_switchingRank)
        m_status->begin(tr("Loading rank %1 of %2…")
                            .arg(m_loader->request().load.rank)
                            .arg(QDir::toNativeSeparators(m_paths.join(u", "))));
    else
        m_status->begin(tr("Loading %1…").arg(QDir::toNativeSeparators(m_paths.join(u", "))));
}

void MainWindow::onLoadEnded()
{
    m_status->end();
}

void MainWindow::onLoaded(std::shared_ptr<const Analysis> analysis)
{
    onLoadEnded();
    m_messageBar->dismiss();
    showAnalysis(std::move(analysis));
}

void MainWindow::onLoadFailed(const Error &error)
{
    onLoadEnded();
    m_switchingRank = false;
    m_rankOfCluster = false;
    if (!error.choices.isEmpty()) {
        ProfileChooser chooser(error, this);
        if (chooser.exec() == QDialog::Accepted && !chooser.chosen().isEmpty()) {
            openPaths({chooser.chosen()}, m_loader->request().hardware);
            return;
        }
    }
    m_messageBar->showMessage(Diagnostic::Severity::Error, error.message, error.location);
}

void MainWindow::showAnalysis(std::shared_ptr<const Analysis> analysis)
{
    // Warnings and errors go to the message bar; notes (how the chip or clock was inferred)
    // would crowd it, so they live in the status bar's tooltip.
    Diagnostics problems;
    QStringList notes;
    for (const Diagnostics *list : {&analysis->profile->diagnostics, &analysis->diagnostics}) {
        for (const Diagnostic &d : *list) {
            if (d.severity == Diagnostic::Severity::Info)
                notes << d.toString();
            else
                problems << d;
        }
    }
    if (!problems.isEmpty())
        m_messageBar->showDiagnostics(problems, 2); // the rest one click away, the charts in view
    // How the chip was chosen, then every note; the status line itself names chip, clock and
    // cores (chipStatusLine), the Details pane where each figure came from.
    notes.prepend(analysis->hardwareNote);
    m_status->setTextToolTip(notes.join(u'\n'));
    m_hardware->setDetected(analysis->hardware.name);
    m_hbm->setVariants(analysis->hardware.hbmVariants(),
                       analysis->hardware.gm ? analysis->hardware.gm->variant : QString(),
                       analysis->hardware.hbmVariant);
    m_status->setText(tr("%n operator(s), %1 in total · %2", nullptr, analysis->summary.operatorCount)
                          .arg(formatMicroseconds(analysis->summary.totalDurationUs),
                               chipStatusLine(analysis->hardware, *analysis->profile)));
    if (const auto job = m_loader->job(); job && job->ranks.size() > 1 && analysis->profile->run)
        m_status->setText(tr("Rank %1 of %2", "status bar: the rank shown of the job's ranks")
                              .arg(analysis->profile->run->analysedRank)
                              .arg(job->ranks.size())
                          + u" · " + m_status->text());
    // Grouping means something only when some kernel was called more than once.
    const bool repeats = analysis->groups.size() < analysis->operators.size();
    m_groupCalls->setEnabled(repeats);
    if (repeats)
        m_status->setText(m_status->text() + u" · " + tr("%n kernel(s)", nullptr, int(analysis->groups.size())));
    m_statusLine = m_status->text();
    // A job with a run-level breakdown opens on it (how much of the step the operators can win
    // back); a recompute (another chip, thresholds) keeps the page the user is on.
    const bool sameProfile = m_selection->analysis() && m_selection->analysis()->profile == analysis->profile;
    const bool hasRun = analysis->profile->run != nullptr;
    // Another rank of the same job keeps the selected kernel and the page the user is on.
    const bool otherRank = std::exchange(m_switchingRank, false);
    const bool rankOfCluster = std::exchange(m_rankOfCluster, false);
    const bool newPage = rankOfCluster || (!sameProfile && !otherRank) || isShowingEmptyState()
        || isShowingClusterPage();
    // A rank picked in the cluster view opens on its operators, as asked.
    const bool operatorView = rankOfCluster || !hasRun;
    // The first run opened: the Roofline list is shown before it hears of the analysis (its
    // charts have nothing older to draw), so the charts in its view start on their points
    // while the table and the other views take the analysis.
    if (newPage && operatorView && isShowingEmptyState())
        m_stack->setCurrentWidget(m_roofline);
    m_selection->setAnalysis(std::move(analysis), otherRank);
    if (newPage)
        operatorView ? showOperatorView() : showRunPage();
    m_showRun->setEnabled(true);
    m_showOperators->setEnabled(true);
    m_saveReport->setEnabled(true);
    m_exportCharts->setEnabled(true);
    retranslate();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    if (!paths.isEmpty()) {
        event->acceptProposedAction();
        openPaths(paths);
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    restoreDocksAfterCluster(); // the layout the user chose is what is remembered
    QSettings settings;
    settings.setValue(u"window/geometry"_qs, saveGeometry());
    settings.setValue(u"window/state"_qs, saveState());
    m_loader->cancel();
    QMainWindow::closeEvent(event);
}

} // namespace rl
