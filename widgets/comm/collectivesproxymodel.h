// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>
#include <QStringList>

#include <optional>

namespace rl {

class CollectivesModel;

// Sorts the collectives table by the model's raw numbers (no display text parsed, no QVariant
// per comparison, so hundreds of thousands of rows sort at once) and keeps, when asked, only the
// collectives a heatmap cell stands for: those of its source rank(s) in its group(s).
class CollectivesProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit CollectivesProxyModel(QObject *parent = nullptr);

    void setCollectivesModel(CollectivesModel *model);
    // Only ranks firstRank..lastRank in one of `groups` (every group when empty).
    void setSourceRanks(int firstRank, int lastRank, const QStringList &groups);
    void clearSourceRanks();
    bool isFiltered() const { return m_firstRank.has_value(); }
    int firstRank() const { return m_firstRank.value_or(-1); }
    int lastRank() const { return m_lastRank; }
    const QStringList &groups() const { return m_groups; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    CollectivesModel *m_model = nullptr;
    std::optional<int> m_firstRank;
    int m_lastRank = -1;
    QStringList m_groups;
};

} // namespace rl
