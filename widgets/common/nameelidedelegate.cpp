// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/nameelidedelegate.h"

#include "widgets/common/nameelision.h"

#include <QApplication>
#include <QStyle>

namespace rl {

void NameElideDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const QVariant shared = index.data(SharedSegmentsRole);
    // Size hints come without a rect: they measure the whole name.
    if (!shared.isValid() || option->text.isEmpty() || option->rect.width() <= 0)
        return;
    const QStyle *style = option->widget ? option->widget->style() : QApplication::style();
    const int width = style->subElementRect(QStyle::SE_ItemViewItemText, option, option->widget).width();
    // Small margin: the style's own text rect is a few pixels narrower than the item's.
    option->text = elideDistinguishing(option->text, shared.toInt(), option->fontMetrics, std::max(0, width - 6));
}

QString NameElideDelegate::shownText(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem shown = option;
    initStyleOption(&shown, index);
    return shown.text;
}

} // namespace rl
