// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/bottlenecks/adviceitemdelegate.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QPainter>
#include <QTextDocument>
#include <QTreeView>

#include <algorithm>
#include <cmath>

namespace rl {

namespace {

constexpr int kPadding = 4;

void prepare(QTextDocument &doc, const QString &html, const QFont &font, int width)
{
    doc.setDefaultFont(font);
    doc.setDocumentMargin(0);
    doc.setHtml(html);
    doc.setTextWidth(width);
}

} // namespace

AdviceItemDelegate::AdviceItemDelegate(QTreeView *view) : NameElideDelegate(view), m_view(view) { }

int AdviceItemDelegate::paragraphWidth(const QModelIndex &index) const
{
    int depth = 0;
    for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
        ++depth;
    // Advice rows span the row: the paragraph is as wide as the viewport less the indent.
    return std::max(120, m_view->viewport()->width() - m_view->indentation() * (depth + 1) - 2 * kPadding);
}

void AdviceItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QString html = index.data(AdviceHtmlRole).toString();
    if (html.isEmpty()) {
        NameElideDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget); // background, selection

    // The width sizeHint() measured: the spanned row may reach past the viewport (the columns
    // scroll), and wrapping to that would cut the paragraph at the viewport's edge.
    QTextDocument doc;
    prepare(doc, html, opt.font, std::min(opt.rect.width() - 2 * kPadding, paragraphWidth(index)));
    QAbstractTextDocumentLayout::PaintContext context;
    const bool selected = opt.state & QStyle::State_Selected;
    context.palette = opt.palette;
    context.palette.setColor(QPalette::Text, opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    painter->save();
    painter->translate(opt.rect.topLeft() + QPoint(kPadding, kPadding));
    painter->setClipRect(QRect(0, 0, opt.rect.width() - kPadding, opt.rect.height() - kPadding));
    doc.documentLayout()->draw(painter, context);
    painter->restore();
}

QSize AdviceItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QString html = index.data(AdviceHtmlRole).toString();
    if (html.isEmpty())
        return NameElideDelegate::sizeHint(option, index);
    QTextDocument doc;
    const int width = paragraphWidth(index);
    prepare(doc, html, option.font, width);
    return {width + 2 * kPadding, int(std::ceil(doc.size().height())) + 2 * kPadding};
}

} // namespace rl
