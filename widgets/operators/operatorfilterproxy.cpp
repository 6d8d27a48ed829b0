// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/operators/operatorfilterproxy.h"

#include "widgets/operators/operatortablemodel.h"

namespace rl {

OperatorFilterProxy::OperatorFilterProxy(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(OperatorTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void OperatorFilterProxy::setSearchText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_search)
        return;
    m_search = trimmed;
    invalidateRowsFilter();
}

void OperatorFilterProxy::setCategory(std::optional<Category> category)
{
    if (category == m_category)
        return;
    m_category = category;
    invalidateRowsFilter();
}

void OperatorFilterProxy::setCoreType(const QString &coreType)
{
    if (coreType == m_coreType)
        return;
    m_coreType = coreType;
    invalidateRowsFilter();
}

void OperatorFilterProxy::setBoundComponent(const QString &componentId)
{
    if (componentId == m_bound)
        return;
    m_bound = componentId;
    invalidateRowsFilter();
}

int OperatorFilterProxy::rowOfOperator(int operatorIndex) const
{
    if (!sourceModel() || operatorIndex < 0 || operatorIndex >= sourceModel()->rowCount()
        || !qobject_cast<const OperatorTableModel *>(sourceModel()))
        return -1;
    // The source model is in operator order, so its row is the operator index.
    return mapFromSource(sourceModel()->index(operatorIndex, 0)).row();
}

bool OperatorFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid())
        return true; // a call of a kernel that passed (KernelGroupModel): its kernel was filtered
    const QAbstractItemModel *model = sourceModel();
    const QModelIndex name = model->index(sourceRow, OperatorTableModel::NameColumn, sourceParent);
    if (m_category && name.data(OperatorTableModel::CategoryRole).toInt() != int(*m_category))
        return false;
    if (!m_coreType.isEmpty() && name.data(OperatorTableModel::CoreTypeRole).toString() != m_coreType)
        return false;
    if (!m_bound.isEmpty() && name.data(OperatorTableModel::BoundComponentRole).toString() != m_bound)
        return false;
    if (m_search.isEmpty())
        return true;
    if (name.data().toString().contains(m_search, Qt::CaseInsensitive))
        return true;
    const QModelIndex type = model->index(sourceRow, OperatorTableModel::TypeColumn, sourceParent);
    return type.data().toString().contains(m_search, Qt::CaseInsensitive);
}

} // namespace rl
