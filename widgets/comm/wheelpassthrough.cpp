// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/comm/wheelpassthrough.h"

#include <QAbstractScrollArea>
#include <QCoreApplication>
#include <QWheelEvent>
#include <QWidget>

namespace rl {

namespace {

// Qt delivers a synthesised wheel event to its receiver only (no propagation to parents), so
// the list's scroll area gets it on its viewport, where it scrolls.
QWidget *scrollingAncestor(QWidget *widget)
{
    for (QWidget *w = widget->parentWidget(); w; w = w->parentWidget()) {
        if (auto *area = qobject_cast<QAbstractScrollArea *>(w))
            return area->viewport();
    }
    return nullptr;
}

class WheelPassThrough : public QObject
{
public:
    WheelPassThrough(QWidget *plot, bool untilClicked) : QObject(plot), m_untilClicked(untilClicked) { }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::MouseButtonPress:
            m_engaged = true;
            return false;
        case QEvent::Leave:
        case QEvent::FocusOut:
            m_engaged = false;
            return false;
        case QEvent::Wheel:
            break;
        default:
            return false;
        }
        auto *widget = qobject_cast<QWidget *>(watched);
        const auto *wheel = static_cast<QWheelEvent *>(event);
        if (m_untilClicked && (m_engaged || wheel->modifiers().testFlag(Qt::ControlModifier)))
            return false; // the chart zooms
        QWidget *target = nullptr;
        if (widget)
            target = m_untilClicked ? scrollingAncestor(widget) : widget->parentWidget();
        if (target) {
            const QPointF at = target->mapFromGlobal(widget->mapToGlobal(wheel->position()));
            QWheelEvent copy(at, wheel->globalPosition(), wheel->pixelDelta(), wheel->angleDelta(), wheel->buttons(),
                             wheel->modifiers(), wheel->phase(), wheel->inverted(), wheel->source());
            QCoreApplication::sendEvent(target, &copy);
        }
        return true; // the plot does not zoom
    }

private:
    bool m_untilClicked;
    bool m_engaged = false;
};

} // namespace

void passWheelToParent(QWidget *plot)
{
    plot->installEventFilter(new WheelPassThrough(plot, false));
}

void passWheelToListUntilClicked(QWidget *plot)
{
    plot->installEventFilter(new WheelPassThrough(plot, true));
}

} // namespace rl
