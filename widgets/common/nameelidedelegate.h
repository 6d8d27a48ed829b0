// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace rl {

// Draws operator names with elideDistinguishing(). The model answers SharedSegmentsRole with
// the number of leading segments all its names share (sharedLeadingSegments); the full name
// stays in the tooltip.
class NameElideDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    static constexpr int SharedSegmentsRole = Qt::UserRole + 40;

    using QStyledItemDelegate::QStyledItemDelegate;

    // The text drawn for `index` in `option.rect` (what a reader sees of the name).
    QString shownText(const QStyleOptionViewItem &option, const QModelIndex &index) const;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace rl
