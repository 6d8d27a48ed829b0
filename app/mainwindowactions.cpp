// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's actions, menus and their texts (kept apart from its behaviour).
#include "app/hardwareselector.h"
#include "app/hbmselector.h"
#include "app/languagemanager.h"
#include "app/loadcontroller.h"
#include "app/mainwindow.h"
#include "app/rankpicker.h"
#include "app/recentfiles.h"
#include "app/thememanager.h"
#include "app/thresholdeditor.h"
#include "widgets/common/messagebar.h"
#include "widgets/common/selectionmodel.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QToolBar>

namespace rl {

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
    m_compare = new QAction(this);
    m_compare->setShortcut(Qt::CTRL | Qt::Key_D);
    connect(m_compare, &QAction::triggered, this, &MainWindow::compareDialog);
    m_compareDemo = new QAction(this);
    connect(m_compareDemo, &QAction::triggered, this, &MainWindow::compareDemo);
    m_saveReport = new QAction(this);
    m_saveReport->setShortcut(QKeySequence::Save);
    connect(m_saveReport, &QAction::triggered, this, &MainWindow::saveReport);
    m_exportCharts = new QAction(this);
    m_exportCharts->setShortcut(Qt::CTRL | Qt::Key_E);
    connect(m_exportCharts, &QAction::triggered, this, &MainWindow::exportCharts);
    for (QAction *needsData : {m_saveReport, m_exportCharts})
        needsData->setEnabled(false);
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
    auto *themes = new QActionGroup(this);
    const auto addTheme = [this, themes](ThemeManager::Theme theme) {
        auto *action = new QAction(this);
        action->setCheckable(true);
        action->setChecked(ThemeManager::instance()->theme() == theme);
        themes->addAction(action);
        connect(action, &QAction::triggered, this, [theme] { ThemeManager::instance()->setTheme(theme); });
        return action;
    };
    m_themeSystem = addTheme(ThemeManager::Theme::System);
    m_themeLight = addTheme(ThemeManager::Theme::Light);
    m_themeDark = addTheme(ThemeManager::Theme::Dark);
    m_english->setChecked(m_language->language() == u"en");
    m_chinese->setChecked(m_language->language() == u"zh_CN");
    m_about = new QAction(this);
    m_showRun = new QAction(this);
    m_showOperators = new QAction(this);
    m_showCluster = new QAction(this);
    for (QAction *page : {m_showRun, m_showOperators, m_showCluster}) {
        page->setCheckable(true);
        page->setEnabled(false);
    }
    m_showRun->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    m_showOperators->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    m_showCluster->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
    connect(m_showCluster, &QAction::triggered, this, &MainWindow::showClusterPage);
    connect(m_showRun, &QAction::triggered, this, &MainWindow::showRunPage);
    connect(m_showOperators, &QAction::triggered, this, &MainWindow::showOperatorView);
    // Long runs repeat each kernel thousands of times: the views group its calls unless the
    // user asked for single calls last time.
    m_groupCalls = new QAction(this);
    m_groupCalls->setCheckable(true);
    m_groupCalls->setEnabled(false); // until an analysis with repeated kernels is shown
    m_groupCalls->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    m_groupCalls->setChecked(QSettings().value(u"view/groupCalls"_qs, true).toBool());
    m_selection->setGroupsCalls(m_groupCalls->isChecked());
    connect(m_groupCalls, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(u"view/groupCalls"_qs, on);
        m_selection->setGroupsCalls(on);
    });

    auto *toolbar = addToolBar(QString());
    toolbar->setObjectName(u"MainToolBar"_qs);
    toolbar->addAction(m_openFile);
    toolbar->addAction(m_openDirectory);
    toolbar->addAction(m_compare);
    toolbar->addSeparator();
    toolbar->addAction(m_showRun);
    toolbar->addAction(m_showOperators);
    toolbar->addAction(m_showCluster);
    m_rankPicker = new RankPicker(toolbar);
    m_rankPickerAction = toolbar->addWidget(m_rankPicker);
    m_rankPickerAction->setVisible(false); // until a job of several ranks is loaded
    connect(m_rankPicker, &RankPicker::rankChosen, this, &MainWindow::showRank);
    toolbar->addAction(m_groupCalls);
    toolbar->addSeparator();
    m_hardware = new HardwareSelector(toolbar);
    toolbar->addWidget(m_hardware);
    m_hbm = new HbmSelector(toolbar);
    toolbar->addWidget(m_hbm);
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
    m_fileMenu->addAction(m_compare);
    m_fileMenu->addAction(m_compareDemo);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveReport);
    m_fileMenu->addAction(m_exportCharts);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quit);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_showRun);
    m_viewMenu->addAction(m_showOperators);
    m_viewMenu->addAction(m_showCluster);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_groupCalls);
    m_viewMenu->addMenu(m_rankPicker->menu());
    m_viewMenu->addSeparator();
    for (QDockWidget *dock : std::as_const(m_docks))
        m_viewMenu->addAction(dock->toggleViewAction());
    m_settingsMenu = menuBar()->addMenu(QString());
    m_settingsMenu->addAction(m_loadSpec);
    m_languageMenu = m_settingsMenu->addMenu(QString());
    m_languageMenu->addAction(m_english);
    m_languageMenu->addAction(m_chinese);
    m_themeMenu = m_settingsMenu->addMenu(QString());
    m_themeMenu->addActions({m_themeSystem, m_themeLight, m_themeDark});
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_about);
    connect(m_about, &QAction::triggered, this, [this] {
        m_messageBar->showMessage(Diagnostic::Severity::Info,
                                  tr("RoofLens %1 — component-based Roofline analysis for Ascend NPU operators "
                                     "(ASPLOS'25). GPL-3.0-or-later.")
                                      .arg(QStringLiteral(ROOFLENS_VERSION)));
    });
}

void MainWindow::retranslate()
{
    updateTitle();
    m_openFile->setText(tr("&Open file…"));
    m_openDirectory->setText(tr("Open &directory…"));
    m_openDemo->setText(tr("Open de&mo"));
    m_compare->setText(tr("&Compare runs…"));
    m_compareDemo->setText(tr("Compare demo &before/after"));
    m_saveReport->setText(tr("Save HTML re&port…"));
    m_exportCharts->setText(tr("&Export all charts…"));
    m_loadSpec->setText(tr("Load hardware &spec file…"));
    m_quit->setText(tr("&Quit"));
    m_about->setText(tr("&About RoofLens"));
    m_showRun->setText(tr("&Run breakdown"));
    m_showRun->setToolTip(tr("Where each rank's step goes: computing, communication, free time"));
    m_showOperators->setText(tr("&Operator view"));
    m_showOperators->setToolTip(tr("Roofline charts, bottlenecks and operators"));
    m_showCluster->setText(tr("C&luster"));
    m_showCluster->setToolTip(tr("Every rank of the cluster file opened: where the step goes, the stragglers, "
                                 "the operator types across ranks"));
    m_groupCalls->setText(tr("&Group calls by kernel"));
    m_groupCalls->setToolTip(tr("Show each kernel (name, type and input shapes) once, with its calls summed; "
                                "off: every call on its own"));
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &recent"));
    m_viewMenu->setTitle(tr("&View"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_languageMenu->setTitle(tr("&Language"));
    m_themeMenu->setTitle(tr("&Theme"));
    m_themeSystem->setText(tr("&System"));
    m_themeLight->setText(tr("&Light"));
    m_themeDark->setText(tr("&Dark"));
    m_helpMenu->setTitle(tr("&Help"));
    const QString titles[] = {tr("Bottlenecks"), tr("Details"), tr("Components"), tr("Operators"), tr("Timeline")};
    for (int i = 0; i < m_docks.size() && i < 5; ++i)
        m_docks[i]->setWindowTitle(titles[i]);
    findChild<QToolBar *>(u"MainToolBar"_qs)->setWindowTitle(tr("Main toolbar"));
}

// The data and, for a job, the rank on screen: "level2 — rank 1 of 2 — RoofLens".
void MainWindow::updateTitle()
{
    if (m_paths.isEmpty()) {
        setWindowTitle(tr("RoofLens"));
        return;
    }
    const QString name = QFileInfo(m_paths.first()).fileName();
    if (m_rankPicker->isJob())
        setWindowTitle(tr("%1 — rank %2 of %3 — RoofLens")
                           .arg(name)
                           .arg(m_rankPicker->shownRank())
                           .arg(m_rankPicker->ranks().size()));
    else
        setWindowTitle(tr("%1 — RoofLens").arg(name));
}

} // namespace rl
