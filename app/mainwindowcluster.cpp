// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's cluster view (widgets/cluster/README.md): a rooflens.cluster/1 file read off the GUI
// thread by the LoadController, shown on its own page of the central stack; a rank picked there
// opens through the normal load path of its folder, in the operator view.
#include "app/loadcontroller.h"
#include "app/mainwindow.h"
#include "app/statusprogress.h"
#include "widgets/cluster/clusterpage.h"
#include "widgets/common/messagebar.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QLocale>
#include <QStackedWidget>

#include <utility>

namespace rl {

void MainWindow::createClusterPage()
{
    m_clusterPage = new ClusterPage(m_stack);
    m_stack->addWidget(m_clusterPage);
    connect(m_loader, &LoadController::clusterLoaded, this, &MainWindow::onClusterLoaded);
    connect(m_clusterPage, &ClusterPage::profileRequested, this, &MainWindow::openRankOfCluster);
}

bool MainWindow::isShowingClusterPage() const
{
    return m_stack->currentWidget() == m_clusterPage;
}

void MainWindow::showClusterPage()
{
    if (m_clusterPage->cluster()) {
        m_stack->setCurrentWidget(m_clusterPage);
        hideDocksForCluster();
    }
    m_showCluster->setChecked(isShowingClusterPage());
    m_showRun->setChecked(isShowingRunPage());
    m_showOperators->setChecked(!isShowingRunPage() && !isShowingClusterPage() && !isShowingEmptyState());
}

void MainWindow::hideDocksForCluster()
{
    if (m_docksHiddenForCluster)
        return;
    m_docksHiddenForCluster = true;
    m_docksBeforeCluster.clear();
    for (QDockWidget *dock : std::as_const(m_docks)) {
        if (!dock->isHidden()) { // a dock tabbed behind another is not visible, yet open
            m_docksBeforeCluster << dock;
            dock->hide();
        }
    }
}

void MainWindow::restoreDocksAfterCluster()
{
    if (!std::exchange(m_docksHiddenForCluster, false))
        return;
    for (QDockWidget *dock : std::as_const(m_docksBeforeCluster))
        dock->show();
    m_docksBeforeCluster.clear();
}

void MainWindow::openCluster(const QString &file)
{
    m_rankOfCluster = false;
    m_loader->loadCluster(file);
}

void MainWindow::onClusterLoaded(std::shared_ptr<const ClusterResult> cluster, const QString &file)
{
    onLoadEnded();
    m_messageBar->dismiss();
    const int ranks = int(cluster->ranks.size()), missing = int(cluster->missing.size());
    m_clusterPage->setCluster(std::move(cluster), file);
    const QLocale locale;
    m_statusLine =
        tr("Cluster %1: %2 rank(s) read", nullptr, ranks).arg(QDir::toNativeSeparators(file), locale.toString(ranks));
    if (missing > 0)
        m_statusLine += u", " + tr("%n missing", nullptr, missing);
    m_status->setText(m_statusLine);
    m_showCluster->setEnabled(true);
    showClusterPage();
}

void MainWindow::openRankOfCluster(const QString &path, int rank)
{
    Q_UNUSED(rank)
    openPaths({path});
    m_rankOfCluster = true; // after openPaths, which starts the load: its analysis opens the operator view
}

} // namespace rl
