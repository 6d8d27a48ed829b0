// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mainwindow.h"

#include "app/demoprovider.h"
#include "app/emptystatewidget.h"
#include "app/hardwareselector.h"
#include "app/languagemanager.h"
#include "app/loadcontroller.h"
#include "app/recentfiles.h"
#include "app/thresholdeditor.h"
#include "core/hardware/hardwarecatalog.h"
#include "widgets/bottlenecks/bottleneckview.h"
#include "widgets/common/formatting.h"
#include "widgets/common/messagebar.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/operators/detailspanel.h"
#include "widgets/operators/operatortableview.h"
#include "widgets/roofline/componentoverviewchart.h"
#include "widgets/roofline/rooflinepanel.h"
#if __has_include("widgets/timeline/timelineview.h")
#include "widgets/timeline/timelineview.h"
#define ROOFLENS_HAVE_TIMELINE 1
#endif

#include <QCloseEvent>
#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QUrl>
#include <QVBoxLayout>

namespace rl {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_selection(new SelectionModel(this)), m_loader(new LoadController(this)),
      m_recent(new RecentFiles(this)), m_language(new LanguageManager(this)), m_demo(new DemoProvider(this))
{
    setObjectName(u"MainWindow"_qs);
    setAcceptDrops(true);
    setDockNestingEnabled(true);

    auto *central = new QWidget(this);
    m_messageBar = new MessageBar(central);
    m_stack = new QStackedWidget(central);
    m_empty = new EmptyStateWidget(m_stack);
    m_roofline = new RooflinePanel(m_selection, m_stack);
    m_stack->addWidget(m_empty);
    m_stack->addWidget(m_roofline);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_messageBar);
    layout->addWidget(m_stack, 1);
    setCentralWidget(central);

    createActions();
    createDocks();
    createMenus();
    createStatusBar();

    connect(m_empty, &EmptyStateWidget::openFileRequested, this, &MainWindow::openFileDialog);
    connect(m_empty, &EmptyStateWidget::openDirectoryRequested, this, &MainWindow::openDirectoryDialog);
    connect(m_empty, &EmptyStateWidget::openDemoRequested, this, &MainWindow::openDemo);
    connect(m_messageBar, &MessageBar::locationActivated, this, &MainWindow::openLocation);
    connect(m_loader, &LoadController::started, this, &MainWindow::onLoadStarted);
    connect(m_loader, &LoadController::progressChanged, this, &MainWindow::onLoadProgress);
    connect(m_loader, &LoadController::finished, this, &MainWindow::onLoaded);
    connect(m_loader, &LoadController::failed, this, &MainWindow::onLoadFailed);
    connect(m_loader, &LoadController::cancelled, this, [this] {
        onLoadEnded();
        m_messageBar->showMessage(Diagnostic::Severity::Info, tr("Loading cancelled."));
    });
    connect(m_recent, &RecentFiles::openRequested, this, [this](const QStringList &paths) { openPaths(paths); });
    connect(m_hardware, &HardwareSelector::choiceChanged, this, &MainWindow::recompute);
    connect(m_thresholds, &ThresholdEditor::thresholdsChanged, this, &MainWindow::recompute);
    connect(m_demo, &DemoProvider::availabilityChanged, this, [this](bool available, const QString &reason) {
        m_openDemo->setEnabled(available);
        m_openDemo->setToolTip(reason);
        m_empty->setDemoAvailable(available, reason);
    });
    m_openDemo->setEnabled(false);
    m_empty->setDemoAvailable(false, m_demo->reason());
    m_demo->prepare();

    m_language->setLanguage(LanguageManager::savedLanguage());
    retranslate();
    resize(1400, 900);
    QSettings settings;
    restoreGeometry(settings.value(u"window/geometry"_qs).toByteArray());
    restoreState(settings.value(u"window/state"_qs).toByteArray());
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
    QDockWidget *bottlenecks = addDock(u"BottlenecksDock"_qs, m_bottlenecks, Qt::LeftDockWidgetArea);
    QDockWidget *details = addDock(u"DetailsDock"_qs, m_details, Qt::RightDockWidgetArea);
    QDockWidget *components = addDock(u"ComponentsDock"_qs, m_components, Qt::RightDockWidgetArea);
    addDock(u"OperatorsDock"_qs, m_table, Qt::BottomDockWidgetArea);
    splitDockWidget(details, components, Qt::Vertical);
    resizeDocks({bottlenecks, details}, {380, 420}, Qt::Horizontal);
#ifdef ROOFLENS_HAVE_TIMELINE
    QDockWidget *timeline = addDock(u"TimelineDock"_qs, new TimelineView(m_selection, this), Qt::BottomDockWidgetArea);
    tabifyDockWidget(m_docks[3], timeline);
    m_docks[3]->raise();
#endif
}

void MainWindow::createActions()
{
    m_openFile = new QAction(this);
    m_openFile->setShortcut(QKeySequence::Open);
    connect(m_openFile, &QAction::triggered, this, &MainWindow::openFileDialog);
    m_openDirectory = new QAction(this);
    m_openDirectory->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_O);
    connect(m_openDirectory, &QAction::triggered, this, &MainWindow::openDirectoryDialog);
    m_openDemo = new QAction(this);
    connect(m_openDemo, &QAction::triggered, this, &MainWindow::openDemo);
    m_loadSpec = new QAction(this);
    connect(m_loadSpec, &QAction::triggered, this, &MainWindow::loadSpecFile);
    m_quit = new QAction(this);
    m_quit->setShortcut(QKeySequence::Quit);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);
    m_english = new QAction(u"English"_qs, this);
    m_chinese = new QAction(u"简体中文"_qs, this);
    for (QAction *a : {m_english, m_chinese})
        a->setCheckable(true);
    connect(m_english, &QAction::triggered, this, [this] { m_language->setLanguage(u"en"_qs); });
    connect(m_chinese, &QAction::triggered, this, [this] {
        if (!m_language->setLanguage(u"zh_CN"_qs))
            m_messageBar->showMessage(Diagnostic::Severity::Warning, tr("The Chinese translation is not available."));
    });
    connect(m_language, &LanguageManager::languageChanged, this, [this](const QString &language) {
        m_english->setChecked(language == u"en");
        m_chinese->setChecked(language == u"zh_CN");
        if (m_loader->profile())
            recompute(); // advice texts come from core in the chosen language
    });
    m_about = new QAction(this);

    auto *toolbar = addToolBar(QString());
    toolbar->setObjectName(u"MainToolBar"_qs);
    toolbar->addAction(m_openFile);
    toolbar->addAction(m_openDirectory);
    toolbar->addSeparator();
    m_hardware = new HardwareSelector(toolbar);
    toolbar->addWidget(m_hardware);
    toolbar->addSeparator();
    m_thresholds = new ThresholdEditor(toolbar);
    toolbar->addWidget(m_thresholds);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_openFile);
    m_fileMenu->addAction(m_openDirectory);
    m_fileMenu->addAction(m_openDemo);
    m_recentMenu = m_fileMenu->addMenu(QString());
    connect(m_recentMenu, &QMenu::aboutToShow, this, [this] { m_recent->fillMenu(m_recentMenu); });
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quit);
    m_viewMenu = menuBar()->addMenu(QString());
    for (QDockWidget *dock : std::as_const(m_docks))
        m_viewMenu->addAction(dock->toggleViewAction());
    m_settingsMenu = menuBar()->addMenu(QString());
    m_settingsMenu->addAction(m_loadSpec);
    m_languageMenu = m_settingsMenu->addMenu(QString());
    m_languageMenu->addAction(m_english);
    m_languageMenu->addAction(m_chinese);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_about);
    connect(m_about, &QAction::triggered, this, [this] {
        m_messageBar->showMessage(Diagnostic::Severity::Info,
                                  tr("RoofLens %1 — component-based Roofline analysis for Ascend NPU operators "
                                     "(ASPLOS'25). GPL-3.0-or-later.")
                                      .arg(QStringLiteral(ROOFLENS_VERSION)));
    });
}

void MainWindow::createStatusBar()
{
    m_status = new QLabel(this);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(240);
    m_cancel = new QPushButton(this);
    statusBar()->addWidget(m_status, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
    m_progress->hide();
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, m_loader, &LoadController::cancel);
}

void MainWindow::retranslate()
{
    setWindowTitle(m_paths.isEmpty() ? tr("RoofLens")
                                     : tr("%1 — RoofLens").arg(QFileInfo(m_paths.first()).fileName()));
    m_openFile->setText(tr("&Open file…"));
    m_openDirectory->setText(tr("Open &directory…"));
    m_openDemo->setText(tr("Open &demo"));
    m_loadSpec->setText(tr("Load hardware &spec file…"));
    m_quit->setText(tr("&Quit"));
    m_about->setText(tr("&About RoofLens"));
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &recent"));
    m_viewMenu->setTitle(tr("&View"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_cancel->setText(tr("Cancel"));
    const QString titles[] = {tr("Bottlenecks"), tr("Details"), tr("Components"), tr("Operators"), tr("Timeline")};
    for (int i = 0; i < m_docks.size() && i < 5; ++i)
        m_docks[i]->setWindowTitle(titles[i]);
    findChild<QToolBar *>(u"MainToolBar"_qs)->setWindowTitle(tr("Main toolbar"));
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void MainWindow::openPaths(const QStringList &paths, const QString &hardware)
{
    if (paths.isEmpty())
        return;
    m_paths = paths;
    if (!hardware.isEmpty())
        m_hardware->setChoice(hardware);
    AnalysisRequest request;
    request.paths = paths;
    request.hardware = m_hardware->choice();
    request.options.thresholds = m_thresholds->thresholds();
    request.options.language = m_language->adviceLanguage();
    m_recent->add(paths);
    m_loader->load(request);
}

void MainWindow::openFileDialog()
{
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Open profiler output"), QString(),
        tr("Profiler output (*.csv *.json *.db *.bin);;All files (*)"));
    openPaths(files);
}

void MainWindow::openDirectoryDialog()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a profiler output directory"));
    if (!dir.isEmpty())
        openPaths({dir});
}

void MainWindow::openDemo()
{
    if (!m_demo->isAvailable())
        return;
    // The demo workspace holds a baseline and an optimised run; the single view opens the
    // baseline (compare mode takes both).
    const QString before = m_demo->directory() + u"/before";
    openPaths({QFileInfo::exists(before) ? before : m_demo->directory()});
}

void MainWindow::loadSpecFile()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Load a hardware spec"), QString(),
                                                      tr("Hardware spec (*.json);;All files (*)"));
    if (file.isEmpty())
        return;
    // Validate before offering it: a bad spec must say which field is wrong.
    const Result<HardwareSpec> spec = HardwareCatalog::loadFile(file);
    if (!spec) {
        m_messageBar->showMessage(Diagnostic::Severity::Error, spec.error().message, spec.error().location);
        return;
    }
    m_hardware->setChoice(file);
}

void MainWindow::recompute()
{
    if (!m_loader->profile())
        return;
    AnalyzeOptions options;
    options.thresholds = m_thresholds->thresholds();
    options.language = m_language->adviceLanguage();
    Result<Analysis> analysis = m_loader->reanalyze(m_hardware->choice(), options);
    if (!analysis) {
        m_messageBar->showMessage(Diagnostic::Severity::Error, analysis.error().message, analysis.error().location);
        return;
    }
    showAnalysis(std::make_shared<const Analysis>(std::move(analysis).value()));
}

void MainWindow::onLoadStarted()
{
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_status->setText(tr("Loading %1…").arg(QDir::toNativeSeparators(m_paths.join(u", "))));
}

void MainWindow::onLoadProgress(int permille, const QString &stage)
{
    m_progress->setValue(permille);
    if (!stage.isEmpty())
        m_status->setText(stage);
}

void MainWindow::onLoadEnded()
{
    m_progress->hide();
    m_cancel->hide();
    m_status->clear();
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
        m_messageBar->showDiagnostics(problems, 3);
    m_status->setToolTip(notes.join(u'\n'));
    m_hardware->setDetected(analysis->hardware.name);
    m_status->setText(tr("%n operator(s), %1 in total · %2 · %3", nullptr, analysis->summary.operatorCount)
                          .arg(formatMicroseconds(analysis->summary.totalDurationUs), analysis->hardware.name,
                               analysis->hardwareNote));
    m_selection->setAnalysis(std::move(analysis));
    m_stack->setCurrentWidget(m_roofline);
    retranslate();
}

void MainWindow::openLocation(const QString &location)
{
    // "file:line" or "file@offset": open the file; the message already names the spot.
    QString file = location.section(u'@', 0, 0);
    const qsizetype colon = file.lastIndexOf(u':');
    if (colon > 0 && !QFileInfo::exists(file))
        file = file.left(colon);
    if (QFileInfo::exists(file))
        QDesktopServices::openUrl(QUrl::fromLocalFile(file));
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
    QSettings settings;
    settings.setValue(u"window/geometry"_qs, saveGeometry());
    settings.setValue(u"window/state"_qs, saveState());
    m_loader->cancel();
    QMainWindow::closeEvent(event);
}

} // namespace rl
