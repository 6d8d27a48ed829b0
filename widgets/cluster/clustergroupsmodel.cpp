// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/cluster/clustergroupsmodel.h"

#include "core/analysis/category.h"
#include "widgets/common/formatting.h"

#include <QLocale>

#include <algorithm>

namespace rl {

ClusterGroupsModel::ClusterGroupsModel(QObject *parent) : QAbstractTableModel(parent) { }

void ClusterGroupsModel::setCluster(std::shared_ptr<const ClusterResult> cluster)
{
    beginResetModel();
    m_cluster = std::move(cluster);
    m_rows.clear();
    if (m_cluster) {
        m_rows.reserve(m_cluster->groups.size());
        std::vector<double> totals;
        for (const GroupAcrossRanks &g : m_cluster->groups) {
            Row row;
            row.group = &g;
            totals.clear();
            for (const RankGroupFigures &f : g.ranks) {
                row.totalUs += f.totalUs;
                totals.push_back(f.totalUs);
                if (!row.slowest || f.totalUs > row.slowest->totalUs)
                    row.slowest = &f;
            }
            if (!totals.empty()) {
                const auto middle = totals.begin() + std::ptrdiff_t(totals.size() / 2);
                std::nth_element(totals.begin(), middle, totals.end());
                row.medianUs = *middle;
            }
            m_rows.push_back(row);
        }
    }
    endResetModel();
}

int ClusterGroupsModel::slowestRank(int row) const
{
    return row < 0 || row >= rowCount() ? -1 : m_rows[size_t(row)].group->slowestRank;
}

int ClusterGroupsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ClusterGroupsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ClusterGroupsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const Row &row = m_rows[size_t(index.row())];
    const GroupAcrossRanks &g = *row.group;
    const auto column = Column(index.column());
    if (role == Qt::TextAlignmentRole)
        return column == TypeColumn ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    if (role == Qt::ToolTipRole) {
        if (column == TypeColumn || !row.slowest)
            return g.group;
        const RankGroupFigures &s = *row.slowest;
        return tr("Slowest: rank %1, %2 in %n call(s) (%3, calls from %4 to %5); double-click to open it", nullptr,
                  s.calls)
            .arg(s.rank)
            .arg(formatMicroseconds(s.totalUs),
                 categoryDisplayName(parseCategory(s.category).value_or(Category::NoPmuData)),
                 formatMicroseconds(s.minUs), formatMicroseconds(s.maxUs));
    }
    if (role != Qt::DisplayRole && role != Qt::UserRole)
        return {};
    const bool display = role == Qt::DisplayRole;
    switch (column) {
    case TypeColumn:
        return g.group;
    case RanksColumn:
        return display ? QVariant(QLocale().toString(qlonglong(g.ranks.size()))) : QVariant(qlonglong(g.ranks.size()));
    case TotalColumn:
        return display ? QVariant(formatMicroseconds(row.totalUs)) : QVariant(row.totalUs);
    case MedianColumn:
        return display ? QVariant(formatMicroseconds(row.medianUs)) : QVariant(row.medianUs);
    case SlowestTotalColumn: {
        const double us = row.slowest ? row.slowest->totalUs : 0.0;
        return display ? QVariant(row.slowest ? formatMicroseconds(us) : unknownValue()) : QVariant(us);
    }
    case SpreadColumn:
        return display ? QVariant(formatPercent(g.spread)) : QVariant(g.spread);
    case SlowestRankColumn:
        return g.slowestRank;
    case ColumnCount:
        break;
    }
    return {};
}

QVariant ClusterGroupsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    switch (Column(section)) {
    case TypeColumn:
        return tr("Operator type");
    case RanksColumn:
        return tr("Ranks");
    case TotalColumn:
        return tr("Total over ranks");
    case MedianColumn:
        return tr("Median rank");
    case SlowestTotalColumn:
        return tr("Slowest rank's total");
    case SpreadColumn:
        return tr("Spread");
    case SlowestRankColumn:
        return tr("Slowest rank");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace rl
