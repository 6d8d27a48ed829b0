// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/operatorpicking.h"

#include "widgets/common/qcp.h"

#include <QMouseEvent>
#include <QToolTip>

#include <memory>

namespace rl {

namespace {

constexpr int kClickSlopPx = 4; // a press and release further apart is a rubber band

} // namespace

void pickOperatorsOn(QCustomPlot *plot, QObject *context, std::function<int(const QPointF &)> operatorAt,
                     std::function<QString(int)> tooltip, std::function<void(int)> clicked)
{
    auto pressedAt = std::make_shared<QPoint>();
    QObject::connect(plot, &QCustomPlot::mousePress, context,
                     [pressedAt](QMouseEvent *event) { *pressedAt = event->pos(); });
    QObject::connect(plot, &QCustomPlot::mouseRelease, context, [pressedAt, operatorAt, clicked](QMouseEvent *event) {
        if (event->button() != Qt::LeftButton || (event->pos() - *pressedAt).manhattanLength() > kClickSlopPx)
            return;
        if (const int index = operatorAt(event->position()); index >= 0)
            clicked(index);
    });
    QObject::connect(plot, &QCustomPlot::mouseMove, context,
                     [plot, operatorAt = std::move(operatorAt), tooltip = std::move(tooltip)](QMouseEvent *event) {
                         const int index = operatorAt(event->position());
                         if (index < 0)
                             QToolTip::hideText();
                         else
                             QToolTip::showText(event->globalPosition().toPoint(), tooltip(index), plot);
                     });
}

} // namespace rl
