// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/comparewindow.h"

#include "app/comparecontroller.h"
#include "app/comparedialog.h"
#include "app/languagemanager.h"
#include "app/mainwindow.h"
#include "app/reportwriter.h"
#include "app/statusprogress.h"
#include "core/format/speedupformat.h"
#include "core/report/htmlreport.h"
#include "widgets/common/formatting.h"
#include "widgets/common/messagebar.h"
#include "widgets/compare/compareview.h"
#include "widgets/compare/comparisoncharts.h"
#include "widgets/compare/synchronizedtimelines.h"
#include "widgets/export/chartexportmenu.h"
#include "widgets/timeline/timelineview.h"

#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVBoxLayout>

namespace rl {

CompareWindow::CompareWindow(QWidget *parent) : QMainWindow(parent), m_controller(new CompareController(this))
{
    setObjectName(u"CompareWindow"_qs);
    setAcceptDrops(true);
    auto *central = new QWidget(this);
    m_messages = new MessageBar(central);
    m_stack = new QStackedWidget(central);
    m_placeholder = new QLabel(m_stack);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_view = new CompareView(m_stack);
    m_stack->addWidget(m_placeholder);
    m_stack->addWidget(m_view);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_messages);
    layout->addWidget(m_stack, 1);
    setCentralWidget(central);

    m_status = new StatusProgress(this);
    statusBar()->addWidget(m_status, 1);

    createMenus();
    connect(m_status, &StatusProgress::cancelRequested, m_controller, &CompareController::cancel);
    connect(m_controller, &CompareController::started, this, &CompareWindow::onStarted);
    connect(m_controller, &CompareController::progressChanged, m_status, &StatusProgress::step);
    connect(m_controller, &CompareController::finished, this, &CompareWindow::onFinished);
    connect(m_controller, &CompareController::failed, this, &CompareWindow::onFailed);
    connect(m_controller, &CompareController::cancelled, this, [this] {
        onEnded();
        m_messages->showMessage(Diagnostic::Severity::Info, tr("Comparison cancelled."));
    });
    connect(m_messages, &MessageBar::locationActivated, this, &openLocationInDesktop);
    connect(m_view, &CompareView::comparisonChanged, this, [this] {
        // The HTML and charts always describe what the view shows, manual matches included.
        const bool has = m_view->comparison() != nullptr;
        m_saveReport->setEnabled(has);
        m_exportCharts->setEnabled(has);
    });
    m_saveReport->setEnabled(false);
    m_exportCharts->setEnabled(false);
    retranslate();
    // 1400 × 900, never larger than the screen (a 1280 × 800 laptop), as the main window.
    QSize size(1400, 900);
    if (const QScreen *screen = this->screen())
        size = size.boundedTo(screen->availableGeometry().size());
    resize(size);
    restoreGeometry(QSettings().value(u"compareWindow/geometry"_qs).toByteArray());
}

CompareWindow::~CompareWindow() = default;

void CompareWindow::createMenus()
{
    m_chooseRuns = new QAction(this);
    m_chooseRuns->setShortcut(QKeySequence::Open);
    connect(m_chooseRuns, &QAction::triggered, this, &CompareWindow::chooseRuns);
    m_saveReport = new QAction(this);
    m_saveReport->setShortcut(QKeySequence::Save);
    connect(m_saveReport, &QAction::triggered, this, &CompareWindow::saveReport);
    m_exportCharts = new QAction(this);
    m_exportCharts->setShortcut(Qt::CTRL | Qt::Key_E);
    connect(m_exportCharts, &QAction::triggered, this, &CompareWindow::exportCharts);
    m_openBaseline = new QAction(this);
    connect(m_openBaseline, &QAction::triggered, this, [this] { openRun(m_baseline); });
    m_openCandidate = new QAction(this);
    connect(m_openCandidate, &QAction::triggered, this, [this] { openRun(m_candidate); });
    m_close = new QAction(this);
    m_close->setShortcut(QKeySequence::Close);
    connect(m_close, &QAction::triggered, this, &QWidget::close);
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_chooseRuns);
    m_fileMenu->addAction(m_openBaseline);
    m_fileMenu->addAction(m_openCandidate);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveReport);
    m_fileMenu->addAction(m_exportCharts);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_close);
}

void CompareWindow::retranslate()
{
    const QString runs = m_baseline.isEmpty()
        ? QString()
        : tr("%1 → %2").arg(QFileInfo(m_baseline).fileName(), QFileInfo(m_candidate).fileName());
    setWindowTitle(runs.isEmpty() ? tr("Compare — RoofLens") : tr("%1 — Compare — RoofLens").arg(runs));
    m_fileMenu->setTitle(tr("&File"));
    m_chooseRuns->setText(tr("&Compare runs…"));
    m_saveReport->setText(tr("Save HTML re&port…"));
    m_exportCharts->setText(tr("&Export all charts…"));
    m_openBaseline->setText(tr("Open the &baseline in the main window"));
    m_openCandidate->setText(tr("Open the c&andidate in the main window"));
    m_openBaseline->setEnabled(!m_baseline.isEmpty());
    m_openCandidate->setEnabled(!m_candidate.isEmpty());
    m_close->setText(tr("&Close"));
    if (!m_controller->isRunning() && !m_view->comparison())
        m_placeholder->setText(tr("Choose a baseline and a candidate run with File ▸ Compare runs…"));
}

void CompareWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void CompareWindow::closeEvent(QCloseEvent *event)
{
    QSettings().setValue(u"compareWindow/geometry"_qs, saveGeometry());
    m_controller->cancel();
    QMainWindow::closeEvent(event);
}

void CompareWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void CompareWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    if (paths.size() != 2) {
        m_messages->showMessage(Diagnostic::Severity::Warning,
                                tr("Drop two runs at once: the baseline first, then the candidate."));
        return;
    }
    event->acceptProposedAction();
    compare(paths[0], paths[1], m_controller->request().hardware);
}

void CompareWindow::compare(const QString &baseline, const QString &candidate, const QString &hardware)
{
    m_baseline = baseline;
    m_candidate = candidate;
    CompareRequest request;
    request.baselinePaths = {baseline};
    request.candidatePaths = {candidate};
    request.hardware = hardware;
    request.options.language = LanguageManager::instance()->adviceLanguage();
    if (const auto shown = m_view->comparison())
        request.compare.noiseThresholdPct = shown->options.noiseThresholdPct;
    m_controller->compare(request);
    retranslate();
}

void CompareWindow::chooseRuns()
{
    CompareDialog dialog(this);
    dialog.setPaths(m_baseline, m_candidate);
    if (dialog.exec() == QDialog::Accepted)
        compare(dialog.baseline(), dialog.candidate(), m_controller->request().hardware);
}

void CompareWindow::saveReport()
{
    const std::shared_ptr<const Comparison> comparison = m_view->comparison();
    if (!comparison)
        return;
    saveHtmlReportWithDialog(this, m_messages, u"rooflens-comparison.html"_qs,
                             [comparison] { return comparisonToHtml(*comparison); });
}

void CompareWindow::exportCharts()
{
    const std::shared_ptr<const Comparison> comparison = m_view->comparison();
    if (!comparison)
        return;
    // The report charts in print style, plus the two swimlanes at the range on screen.
    ChartSet charts = comparisonCharts(comparison);
    QList<NamedChart> all = charts.charts();
    all << NamedChart{u"timeline-baseline"_qs, tr("Baseline timeline"), m_view->timelines()->baselineView()->plot()}
        << NamedChart{u"timeline-candidate"_qs, tr("Candidate timeline"), m_view->timelines()->candidateView()->plot()};
    const int written = exportAllChartsWithDialog(all, this);
    if (written > 0)
        m_messages->showMessage(Diagnostic::Severity::Info, tr("%n file(s) written.", nullptr, written));
}

void CompareWindow::openRun(const QString &path)
{
    // The single-run view: bottlenecks, details, every chart of that run.
    auto *window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    window->openPaths({path}, m_controller->request().hardware);
}

void CompareWindow::onStarted()
{
    m_status->begin(
        tr("Comparing %1 with %2…").arg(QDir::toNativeSeparators(m_baseline), QDir::toNativeSeparators(m_candidate)));
    if (!m_view->comparison()) {
        m_placeholder->setText(m_status->text());
        m_stack->setCurrentWidget(m_placeholder);
    }
}

void CompareWindow::onEnded()
{
    m_status->end();
    if (!m_view->comparison())
        retranslate();
}

void CompareWindow::onFinished(std::shared_ptr<Comparison> comparison)
{
    onEnded();
    m_messages->dismiss();
    Diagnostics problems;
    for (const Analysis *analysis : {comparison->baseline.get(), comparison->candidate.get()}) {
        for (const Diagnostic &d : analysis->profile->diagnostics) {
            if (d.severity != Diagnostic::Severity::Info)
                problems << d;
        }
    }
    if (!problems.isEmpty())
        m_messages->showDiagnostics(problems, 2);
    m_view->setComparison(std::move(*comparison));
    m_stack->setCurrentWidget(m_view);
    const Comparison &shown = *m_view->comparison();
    m_status->setText(tr("%n matched operator(s) · %1 → %2 · speedup %3", nullptr, int(shown.deltas.size()))
                          .arg(formatMicroseconds(shown.baselineTotals.totalDurationUs),
                               formatMicroseconds(shown.candidateTotals.totalDurationUs),
                               formatSpeedup(shown.speedup)));
    Q_EMIT comparisonShown();
}

void CompareWindow::onFailed(const Error &error)
{
    onEnded();
    m_messages->showMessage(Diagnostic::Severity::Error, error.message, error.location);
}

} // namespace rl
