// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mainwindow.h"

#include "core/analysis/workloadanalysis.h"
#include "core/report/textsummary.h"
#include "widgets/common/selectionmodel.h"

#include <QFontDatabase>
#include <QTextBrowser>

namespace rl {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_selection(new SelectionModel(this)), m_summary(new QTextBrowser(this))
{
    setWindowTitle(tr("RoofLens"));
    m_summary->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_summary->setPlainText(tr("Open a profile: rooflens PATH..."));
    setCentralWidget(m_summary);
    resize(1200, 800);
}

void MainWindow::openPaths(const QStringList &paths, const QString &hardware)
{
    AnalysisRequest request;
    request.paths = paths;
    request.hardware = hardware;
    Progress progress;
    auto analysis = loadAndAnalyze(request, progress);
    if (!analysis) {
        m_summary->setPlainText(analysis.error().toString());
        return;
    }
    m_summary->setPlainText(analysisSummaryText(*analysis));
    m_selection->setAnalysis(std::make_shared<const Analysis>(std::move(analysis).value()));
}

} // namespace rl
