// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's file work: the open dialogs, the demo, comparisons, the HTML report, chart
// export and a hardware spec file (MainWindow's other parts: mainwindow.cpp, mainwindowactions.cpp,
// mainwindowcluster.cpp, mainwindowscreen.cpp).
#include "app/mainwindow.h"

#include "app/comparedialog.h"
#include "app/comparewindow.h"
#include "app/demoprovider.h"
#include "app/hardwareselector.h"
#include "app/reportwriter.h"
#include "core/hardware/hardwarecatalog.h"
#include "core/report/htmlreport.h"
#include "widgets/common/messagebar.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/export/analysischarts.h"
#include "widgets/export/chartexportmenu.h"
#include "widgets/roofline/rooflinepanel.h"
#include "widgets/timeline/timelineview.h"

#include <QFileDialog>
#include <QFileInfo>

namespace rl {

void MainWindow::openFileDialog()
{
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Open profiler output"), QString(), tr("Profiler output (*.csv *.json *.db *.bin);;All files (*)"));
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

void MainWindow::compareDemo()
{
    if (m_demo->isAvailable())
        openComparison(m_demo->directory() + u"/before", m_demo->directory() + u"/after");
}

void MainWindow::compareDialog()
{
    CompareDialog dialog(this);
    if (m_paths.size() == 1)
        dialog.setPaths(m_paths.first(), QString());
    if (dialog.exec() == QDialog::Accepted)
        openComparison(dialog.baseline(), dialog.candidate());
}

CompareWindow *MainWindow::openComparison(const QString &baseline, const QString &candidate, const QString &hardware)
{
    auto *window = new CompareWindow; // top level: it has its own menus and can sit on another screen
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    window->compare(baseline, candidate, hardware);
    return window;
}

void MainWindow::saveReport()
{
    const std::shared_ptr<const Analysis> analysis = m_selection->analysis();
    if (!analysis)
        return;
    saveHtmlReportWithDialog(this, m_messageBar, u"rooflens-report.html"_qs,
                             [analysis] { return analysisToHtml(*analysis); });
}

void MainWindow::exportCharts()
{
    const std::shared_ptr<const Analysis> analysis = m_selection->analysis();
    if (!analysis)
        return;
    // The report charts in print style, plus the swimlanes at the range on screen.
    // As the window shows them: kernels or calls, at the scale picked (no point the screen lacks).
    ChartSet charts = analysisCharts(analysis, {m_selection->showsKernels(), m_roofline->scale()});
    QList<NamedChart> all = charts.charts();
    all << NamedChart{u"timeline"_qs, tr("Timeline"), m_timeline->plot()};
    const int written = exportAllChartsWithDialog(all, this);
    if (written > 0)
        m_messageBar->showMessage(Diagnostic::Severity::Info, tr("%n file(s) written.", nullptr, written));
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

} // namespace rl
