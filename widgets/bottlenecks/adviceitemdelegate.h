// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/common/nameelidedelegate.h"

class QTreeView;

namespace rl {

// The bottleneck list's first column: operator names elided so rows stay distinguishable,
// and advice rows as wrapped paragraphs (what to change, for whom, and the number that
// triggered it) across the row, sized to the view's width.
class AdviceItemDelegate : public NameElideDelegate
{
    Q_OBJECT
public:
    // Rich text of an advice row (BottleneckModel answers it for advice rows only).
    static constexpr int AdviceHtmlRole = Qt::UserRole + 41;

    explicit AdviceItemDelegate(QTreeView *view);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    int paragraphWidth(const QModelIndex &index) const;

    QTreeView *m_view;
};

} // namespace rl
