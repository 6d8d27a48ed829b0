// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace rl {

// Draws a utilisation (the model's UtilizationRole, 1 = the roof) as a bar against the roof: a
// mark stands for 100 %, the bar is filled up to the value and, past the mark, drawn in the
// warning colour (a bandwidth above its empirical roof; core/comm/README.md §5). The figure
// stays beside the bar; an unknown utilisation shows only the model's text (an en dash).
class UtilizationBarDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit UtilizationBarDelegate(int utilizationRole, QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // The roof's share of the bar's length: values up to 1 / kRoofAt fit the bar.
    static constexpr double kRoofAt = 0.8;

private:
    int m_role;
};

} // namespace rl
