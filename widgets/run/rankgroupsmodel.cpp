// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/run/rankgroupsmodel.h"

#include "core/analysis/category.h"
#include "widgets/common/formatting.h"

#include <set>

namespace rl {

namespace {

constexpr int kMaxRankColumns = 16;

} // namespace

RankGroupsModel::RankGroupsModel(QObject *parent) : QAbstractTableModel(parent) { }

void RankGroupsModel::setRun(std::shared_ptr<const RunBreakdown> run)
{
    beginResetModel();
    m_run = std::move(run);
    m_ranks.clear();
    if (m_run) {
        std::set<int> ranks;
        for (const GroupAcrossRanks &g : m_run->groups) {
            for (const RankGroupFigures &f : g.ranks)
                ranks.insert(f.rank);
        }
        for (int r : ranks) {
            if (int(m_ranks.size()) < kMaxRankColumns)
                m_ranks.push_back(r);
        }
    }
    endResetModel();
}

int RankGroupsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_run ? 0 : int(m_run->groups.size());
}

int RankGroupsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 3 + int(m_ranks.size());
}

const RankGroupFigures *RankGroupsModel::figures(int row, int rankColumn) const
{
    for (const RankGroupFigures &f : m_run->groups[size_t(row)].ranks) {
        if (f.rank == m_ranks[size_t(rankColumn)])
            return &f;
    }
    return nullptr;
}

QVariant RankGroupsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_run || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const GroupAcrossRanks &g = m_run->groups[size_t(index.row())];
    const int column = index.column();
    const int spreadColumn = 1 + int(m_ranks.size());
    if (column == 0)
        return role == Qt::DisplayRole || role == Qt::UserRole ? QVariant(g.group) : QVariant();
    if (column == spreadColumn) {
        if (role == Qt::DisplayRole)
            return formatPercent(g.spread);
        if (role == Qt::UserRole)
            return g.spread;
        return {};
    }
    if (column == spreadColumn + 1)
        return role == Qt::DisplayRole || role == Qt::UserRole ? QVariant(g.slowestRank) : QVariant();
    const RankGroupFigures *f = figures(index.row(), column - 1);
    switch (role) {
    case Qt::DisplayRole:
        return f ? tr("%1 (%n call(s))", nullptr, f->calls).arg(formatMicroseconds(f->totalUs)) : QStringLiteral("–");
    case Qt::UserRole:
        return f ? f->totalUs : 0.0;
    case Qt::ToolTipRole:
        return f ? tr("rank %1: %2, calls from %3 to %4")
                       .arg(f->rank)
                       .arg(categoryDisplayName(parseCategory(f->category).value_or(Category::NoPmuData)),
                            formatMicroseconds(f->minUs), formatMicroseconds(f->maxUs))
                 : tr("not on this rank");
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant RankGroupsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return {};
    if (section == 0)
        return tr("Operator type");
    if (section <= int(m_ranks.size()))
        return tr("Rank %1").arg(m_ranks[size_t(section - 1)]);
    return section == 1 + int(m_ranks.size()) ? tr("Spread") : tr("Slowest rank");
}

} // namespace rl
