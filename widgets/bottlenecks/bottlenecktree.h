// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTreeView>

namespace rl {

// The bottleneck list's tree. Its columns after the name fit their contents: a cell's width
// follows from its text (a category's icon goes with its name), so each distinct text of a
// column is measured once. QTreeView measured each of up to a thousand rows per column, with a
// text layout each: half the time of switching a long run between kernels and single calls.
class BottleneckTree : public QTreeView
{
    Q_OBJECT
public:
    using QTreeView::QTreeView;

    int sizeHintForColumn(int column) const override;

private:
    void widenByRows(const QModelIndex &parent, int column, const QStyleOptionViewItem &option, QSet<QString> &seen,
                     int &widest) const;
};

} // namespace rl
