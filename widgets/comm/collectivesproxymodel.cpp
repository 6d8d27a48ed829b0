// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/comm/collectivesproxymodel.h"

#include "widgets/comm/collectivesmodel.h"

namespace rl {

CollectivesProxyModel::CollectivesProxyModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(CollectivesModel::SortRole);
}

void CollectivesProxyModel::setCollectivesModel(CollectivesModel *model)
{
    m_model = model;
    setSourceModel(model);
}

void CollectivesProxyModel::setSourceRanks(int firstRank, int lastRank, const QStringList &groups)
{
    m_firstRank = firstRank;
    m_lastRank = lastRank;
    m_groups = groups;
    invalidateRowsFilter();
}

void CollectivesProxyModel::clearSourceRanks()
{
    if (!m_firstRank)
        return;
    m_firstRank.reset();
    m_lastRank = -1;
    m_groups.clear();
    invalidateRowsFilter();
}

bool CollectivesProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_firstRank || sourceParent.isValid() || !m_model)
        return true;
    const JudgedCollective &c = m_model->collective(sourceRow);
    return c.rank >= *m_firstRank && c.rank <= m_lastRank && (m_groups.isEmpty() || m_groups.contains(c.group));
}

bool CollectivesProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (!m_model)
        return QSortFilterProxyModel::lessThan(left, right);
    const std::optional<double> a = m_model->sortNumber(left.row(), left.column());
    if (a) {
        const double b = m_model->sortNumber(right.row(), right.column()).value_or(0.0);
        if (*a != b)
            return *a < b;
        return m_model->collective(left.row()).rank < m_model->collective(right.row()).rank;
    }
    return m_model->text(left.row(), left.column())
               .compare(m_model->text(right.row(), right.column()), Qt::CaseInsensitive)
        < 0;
}

} // namespace rl
