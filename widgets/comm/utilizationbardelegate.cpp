// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/comm/utilizationbardelegate.h"

#include "widgets/common/categorystyle.h"
#include "widgets/common/plotstyle.h"

#include <QApplication>
#include <QPainter>

#include <algorithm>

namespace rl {

namespace {

constexpr int kBarMinWidth = 60;
constexpr int kGap = 6;

} // namespace

UtilizationBarDelegate::UtilizationBarDelegate(int utilizationRole, QObject *parent)
    : QStyledItemDelegate(parent), m_role(utilizationRole)
{ }

void UtilizationBarDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                   const QModelIndex &index) const
{
    const QVariant value = index.data(m_role);
    if (!value.isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString figure = opt.text;
    opt.text.clear();
    const QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    const bool dark = opt.palette.color(QPalette::Base).lightness() < 128;
    const bool selected = opt.state & QStyle::State_Selected;
    const QColor text = opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    const QRect cell = opt.rect.adjusted(4, 3, -4, -3);
    const int figureWidth = opt.fontMetrics.horizontalAdvance(u"1000%"_qs);
    const QRect bar(cell.left(), cell.top() + cell.height() / 4, std::max(0, cell.width() - figureWidth - kGap),
                    cell.height() / 2);
    const double u = std::max(0.0, value.toDouble());
    const double roofX = bar.left() + bar.width() * kRoofAt;
    const double filled = bar.width() * std::min(u * kRoofAt, 1.0);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    QColor track = text;
    track.setAlphaF(0.12f);
    painter->fillRect(bar, track);
    const QColor normal = metricColor(UerMetric::U, dark);
    const double belowRoof = std::min(filled, roofX - bar.left());
    painter->fillRect(QRectF(bar.left(), bar.top(), belowRoof, bar.height()), normal);
    if (filled > belowRoof)
        painter->fillRect(QRectF(roofX, bar.top(), filled - belowRoof, bar.height()), PlotStyle::warningColor(dark));
    painter->setPen(QPen(text, 1));
    painter->drawLine(QPointF(roofX, cell.top() + 1), QPointF(roofX, cell.bottom() - 1));
    const QVariant foreground = index.data(Qt::ForegroundRole);
    painter->setPen(foreground.isValid() && !selected ? foreground.value<QColor>() : text);
    painter->drawText(QRect(bar.right() + kGap, cell.top(), figureWidth, cell.height()),
                      Qt::AlignRight | Qt::AlignVCenter, figure);
    painter->restore();
}

QSize UtilizationBarDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    const int wanted = kBarMinWidth + kGap + option.fontMetrics.horizontalAdvance(u"1000%"_qs) + 8;
    size.setWidth(std::max(size.width(), wanted));
    return size;
}

} // namespace rl
