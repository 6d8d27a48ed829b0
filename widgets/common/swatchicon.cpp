// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/swatchicon.h"

#include <QPainter>
#include <QPixmap>

namespace rl {

QIcon swatchIcon(const QColor &colour)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawRoundedRect(QRectF(1, 1, 10, 10), 2, 2);
    painter.end();
    return QIcon(pixmap);
}

} // namespace rl
