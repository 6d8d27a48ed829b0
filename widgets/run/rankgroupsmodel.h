// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runbreakdown.h"

#include <QAbstractTableModel>

#include <memory>

namespace rl {

// The same operator group on every rank: one row per group (largest first), a column per rank
// with its total time and calls (the category in the tooltip), then the spread between ranks
// and the slowest rank. Sorting is by the proxy the view puts on it (UserRole holds numbers).
class RankGroupsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit RankGroupsModel(QObject *parent = nullptr);

    void setRun(std::shared_ptr<const RunBreakdown> run);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const RankGroupFigures *figures(int row, int rankColumn) const;

    std::shared_ptr<const RunBreakdown> m_run;
    std::vector<int> m_ranks; // the rank of each rank column
};

} // namespace rl
