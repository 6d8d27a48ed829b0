// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/bottlenecks/bottlenecktree.h"

#include <QAbstractItemDelegate>
#include <QSet>

#include <algorithm>

namespace rl {

int BottleneckTree::sizeHintForColumn(int column) const
{
    // The name column is indented by the tree's depth: QTreeView's own measure there.
    if (column == 0 || !model())
        return QTreeView::sizeHintForColumn(column);
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    QSet<QString> seen;
    int widest = -1; // no rows, as QTreeView says
    widenByRows({}, column, option, seen, widest);
    return widest;
}

void BottleneckTree::widenByRows(const QModelIndex &parent, int column, const QStyleOptionViewItem &option,
                                 QSet<QString> &seen, int &widest) const
{
    const int rows = model()->rowCount(parent);
    for (int r = 0; r < rows; ++r) {
        if (isRowHidden(r, parent))
            continue;
        const QModelIndex cell = model()->index(r, column, parent);
        const QString text = cell.data(Qt::DisplayRole).toString();
        // A row spanned by its name has no cell here (QTreeView skips it too).
        if (!isFirstColumnSpanned(r, parent) && !seen.contains(text)) {
            seen.insert(text);
            widest = std::max(widest, itemDelegateForIndex(cell)->sizeHint(option, cell).width());
        }
        // Rows under an open row are laid out too (an operator's advice).
        const QModelIndex row = model()->index(r, 0, parent);
        if (isExpanded(row))
            widenByRows(row, column, option, seen, widest);
    }
}

} // namespace rl
