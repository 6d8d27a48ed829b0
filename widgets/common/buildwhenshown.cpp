// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/buildwhenshown.h"

#include <QEvent>
#include <QWidget>

namespace rl {

BuildWhenShown::BuildWhenShown(QWidget *chart, QWidget *plot, std::function<void()> build, bool deferring)
    : QObject(chart), m_chart(chart), m_plot(plot), m_build(std::move(build)), m_deferring(deferring)
{
    m_plot->installEventFilter(this);
}

bool BuildWhenShown::isOnScreen(const QWidget *widget)
{
    return widget->isVisible() && !widget->visibleRegion().isEmpty();
}

void BuildWhenShown::request()
{
    if (!m_deferring || isOnScreen(m_chart)) {
        m_waiting = false;
        m_build();
        return;
    }
    m_waiting = true;
}

void BuildWhenShown::ensure()
{
    if (!m_waiting)
        return;
    m_waiting = false;
    m_build();
}

bool BuildWhenShown::eventFilter(QObject *watched, QEvent *event)
{
    // Not while the plot paints: built right after, and painted again.
    if (watched == m_plot && event->type() == QEvent::Paint && m_waiting)
        QMetaObject::invokeMethod(this, &BuildWhenShown::ensure, Qt::QueuedConnection);
    return QObject::eventFilter(watched, event);
}

} // namespace rl
