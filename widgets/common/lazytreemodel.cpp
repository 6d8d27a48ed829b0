// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/lazytreemodel.h"

namespace rl {

void LazyTreeModel::resetFetched()
{
    m_fetched.assign(size_t(topRowCount()), false);
}

QModelIndex LazyTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : quintptr(0));
}

QModelIndex LazyTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || isTopRow(child))
        return {};
    return createIndex(topRowOf(child), 0, quintptr(0));
}

int LazyTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return topRowCount();
    if (!isTopRow(parent) || parent.column() != 0 || size_t(parent.row()) >= m_fetched.size()
        || !m_fetched[size_t(parent.row())])
        return 0; // children have no children; only the first column has children
    return childCountOf(parent.row());
}

bool LazyTreeModel::hasChildren(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return topRowCount() > 0;
    return isTopRow(parent) && parent.column() == 0 && childCountOf(parent.row()) > 0;
}

bool LazyTreeModel::canFetchMore(const QModelIndex &parent) const
{
    return parent.isValid() && parent.model() == this && isTopRow(parent) && parent.column() == 0
        && size_t(parent.row()) < m_fetched.size() && !m_fetched[size_t(parent.row())];
}

void LazyTreeModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    const int children = childCountOf(parent.row());
    if (children == 0) {
        m_fetched[size_t(parent.row())] = true;
        return;
    }
    beginInsertRows(parent, 0, children - 1);
    m_fetched[size_t(parent.row())] = true;
    endInsertRows();
}

QModelIndex LazyTreeModel::childIndex(int top, int child)
{
    const QModelIndex parentIndex = index(top, 0);
    if (canFetchMore(parentIndex))
        fetchMore(parentIndex);
    return index(child, 0, parentIndex);
}

} // namespace rl
