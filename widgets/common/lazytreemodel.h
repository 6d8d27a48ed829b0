// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractItemModel>

#include <vector>

namespace rl {

// A two-level tree whose top rows (kernels) open onto children (their calls) that become rows
// only when a top row is opened (canFetchMore/fetchMore), so a proxy over it never maps a
// quarter of a million children to sort or filter a few thousand top rows. Internal id 0 marks
// a top row; a child stores its top row + 1. Subclasses say how many rows there are and answer
// data(); they call resetFetched() between beginResetModel() and endResetModel().
class LazyTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    using QAbstractItemModel::QAbstractItemModel;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    // The child row `child` of top row `top`, its children fetched first; invalid when out of range.
    QModelIndex childIndex(int top, int child);
    static bool isTopRow(const QModelIndex &index) { return index.internalId() == 0; }
    static int topRowOf(const QModelIndex &child) { return int(child.internalId()) - 1; }

protected:
    virtual int topRowCount() const = 0;
    virtual int childCountOf(int top) const = 0;
    void resetFetched(); // every top row closed again, for the rows after a reset

private:
    std::vector<bool> m_fetched;
};

} // namespace rl
