// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/cluster/clusterresult.h"

#include <QWidget>

#include <memory>

class QLabel;
class QTableView;

namespace rl {

class ClusterGroupsModel;
class ClusterHeatmap;

// The run page at cluster scale (widgets/cluster/README.md): what `rooflens reduce` wrote for a
// job too large for one process. Above, how many ranks there are and how many are missing (each
// with its reason, never silently fewer), the median step, the slowest rank and the stragglers;
// then the ranks × parts heatmap; beneath, the operator types across the ranks. A double-click
// on a rank (in the heatmap, or on a type's row for its slowest rank) asks for that rank's
// profile when it is reachable from here, else says why not.
class ClusterPage : public QWidget
{
    Q_OBJECT
public:
    explicit ClusterPage(QWidget *parent = nullptr);

    // `file`: the cluster file it was read from, against which relative rank paths resolve.
    void setCluster(std::shared_ptr<const ClusterResult> cluster, const QString &file);
    std::shared_ptr<const ClusterResult> cluster() const { return m_cluster; }
    QString file() const { return m_file; }

    ClusterHeatmap *heatmap() const { return m_heatmap; }
    ClusterGroupsModel *groupsModel() const { return m_groups; }
    QTableView *groupsView() const { return m_groupsView; }
    QString titleText() const;
    QString missingText() const;
    QString summaryText() const;
    QString messageText() const;

    // As a double-click on rank `rank`: profileRequested when its folder is here, else a message.
    void openRank(int rank);

Q_SIGNALS:
    void profileRequested(const QString &path, int rank);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void showMessage(const QString &text);

    std::shared_ptr<const ClusterResult> m_cluster;
    QString m_file;
    QLabel *m_title = nullptr;
    QLabel *m_missing = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_message = nullptr;
    ClusterHeatmap *m_heatmap = nullptr;
    QLabel *m_groupsTitle = nullptr;
    ClusterGroupsModel *m_groups = nullptr;
    QTableView *m_groupsView = nullptr;
};

} // namespace rl
