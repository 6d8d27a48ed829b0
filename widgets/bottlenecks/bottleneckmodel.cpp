// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/bottlenecks/bottleneckmodel.h"

#include "widgets/bottlenecks/adviceitemdelegate.h"
#include "widgets/common/advicetext.h"
#include "widgets/common/categorystyle.h"
#include "widgets/common/formatting.h"

#include "widgets/common/nameelision.h"

#include <QApplication>
#include <QPalette>

namespace rl {

BottleneckModel::BottleneckModel(QObject *parent) : QAbstractItemModel(parent) { }

void BottleneckModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    beginResetModel();
    m_analysis = std::move(analysis);
    m_ranked.clear();
    m_sharedSegments = 0;
    if (m_analysis) {
        QStringList names;
        for (int i : m_analysis->rankedByGain()) {
            if (m_analysis->operators[size_t(i)].estimatedGainUs) {
                m_ranked.push_back(i);
                names << m_analysis->op(i).name;
            }
        }
        m_sharedSegments = sharedLeadingSegments(names);
    }
    endResetModel();
}

QModelIndex BottleneckModel::indexOfOperator(int operatorIndex) const
{
    const auto it = std::find(m_ranked.begin(), m_ranked.end(), operatorIndex);
    return it == m_ranked.end() ? QModelIndex() : index(int(it - m_ranked.begin()), 0);
}

int BottleneckModel::operatorAt(const QModelIndex &index) const
{
    return index.isValid() ? index.data(OperatorIndexRole).toInt() : -1;
}

QModelIndex BottleneckModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : quintptr(0));
}

QModelIndex BottleneckModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId()) - 1, 0, quintptr(0));
}

int BottleneckModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_ranked.size());
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0; // advice rows have no children; only column 0 has children
    return int(m_analysis->operators[size_t(m_ranked[size_t(parent.row())])].advice.size());
}

int BottleneckModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant BottleneckModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == 0)
        return operatorData(index.row(), index.column(), role);
    return adviceData(int(index.internalId()) - 1, index.row(), index.column(), role);
}

QVariant BottleneckModel::operatorData(int rank, int column, int role) const
{
    const int opIndex = m_ranked[size_t(rank)];
    const OperatorResult &r = m_analysis->operators[size_t(opIndex)];
    if (role == OperatorIndexRole)
        return opIndex;
    if (role == SortRole && column == GainColumn)
        return r.estimatedGainUs.value_or(-1.0);
    if (role == Qt::DecorationRole && column == CategoryColumn)
        return categoryIcon(r.category, QApplication::palette().color(QPalette::Base).lightness() < 128);
    if (role == NameElideDelegate::SharedSegmentsRole && column == NameColumn)
        return m_sharedSegments;
    if (role == Qt::ToolTipRole && column == NameColumn)
        return m_analysis->op(opIndex).name;
    if (role == Qt::ToolTipRole && column == CategoryColumn)
        return categoryDisplayName(r.category);
    if (role == Qt::ToolTipRole && column == DetailColumn)
        return r.evidence;
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (Column(column)) {
    case NameColumn:
        return m_analysis->op(opIndex).name;
    case GainColumn:
        return formatMicroseconds(r.estimatedGainUs);
    case CategoryColumn:
        return role == SortRole ? categoryDisplayName(r.category) : categoryShortName(r.category);
    case BoundColumn:
        return r.boundComponent ? r.boundComponent->displayName() : QString();
    case DetailColumn:
        return r.evidence;
    case ColumnCount:
        break;
    }
    return {};
}

QVariant BottleneckModel::adviceData(int rank, int item, int column, int role) const
{
    const int opIndex = m_ranked[size_t(rank)];
    const AdviceHit &a = m_analysis->operators[size_t(opIndex)].advice[item];
    if (role == OperatorIndexRole)
        return opIndex;
    // The rule on hover; the row itself reads as Details does (AdviceText).
    if (role == Qt::ToolTipRole)
        return AdviceText::rule(a);
    if (column != NameColumn)
        return {};
    if (role == AdviceItemDelegate::AdviceHtmlRole)
        return AdviceText::html(a, QApplication::palette().color(QPalette::PlaceholderText), false);
    if (role != Qt::DisplayRole)
        return {};
    return AdviceText::plain(a);
}

QVariant BottleneckModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case NameColumn:
        return tr("Operator / advice");
    case GainColumn:
        return tr("Est. gain");
    case CategoryColumn:
        return tr("Category");
    case BoundColumn:
        return tr("Bound");
    case DetailColumn:
        return tr("Evidence / trigger");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace rl
