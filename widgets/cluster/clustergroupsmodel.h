// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/cluster/clusterresult.h"

#include <QAbstractTableModel>

#include <memory>

namespace rl {

// The same operator type across the ranks of a cluster (`operator_groups_across_ranks`): one
// row per type, largest first as the reduce wrote them. run/RankGroupsModel gives every rank a
// column, which a thousand ranks cannot have, so here the ranks are summed up: on how many ranks,
// the total over them, the median rank's total, the slowest rank's total, the spread and the
// slowest rank. UserRole holds the raw numbers the view's proxy sorts by.
class ClusterGroupsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        TypeColumn,
        RanksColumn,
        TotalColumn,
        MedianColumn,
        SlowestTotalColumn,
        SpreadColumn,
        SlowestRankColumn,
        ColumnCount
    };

    explicit ClusterGroupsModel(QObject *parent = nullptr);

    void setCluster(std::shared_ptr<const ClusterResult> cluster);
    // The slowest rank of a row, −1 outside.
    int slowestRank(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        const GroupAcrossRanks *group = nullptr;
        double totalUs = 0.0;
        double medianUs = 0.0;
        const RankGroupFigures *slowest = nullptr;
    };

    std::shared_ptr<const ClusterResult> m_cluster;
    std::vector<Row> m_rows;
};

} // namespace rl
