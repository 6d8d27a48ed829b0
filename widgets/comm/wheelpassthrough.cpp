// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/comm/wheelpassthrough.h"

#include <QCoreApplication>
#include <QWheelEvent>
#include <QWidget>

namespace rl {

namespace {

class WheelPassThrough : public QObject
{
public:
    using QObject::QObject;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Wheel)
            return false;
        auto *widget = qobject_cast<QWidget *>(watched);
        if (widget && widget->parentWidget()) {
            const auto *wheel = static_cast<QWheelEvent *>(event);
            QWheelEvent copy(widget->mapToParent(wheel->position()), wheel->globalPosition(), wheel->pixelDelta(),
                             wheel->angleDelta(), wheel->buttons(), wheel->modifiers(), wheel->phase(),
                             wheel->inverted(), wheel->source());
            QCoreApplication::sendEvent(widget->parentWidget(), &copy);
        }
        return true; // the plot has nothing to zoom
    }
};

} // namespace

void passWheelToParent(QWidget *plot)
{
    plot->installEventFilter(new WheelPassThrough(plot));
}

} // namespace rl
