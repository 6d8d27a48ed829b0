// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/buildwhenshown.h"

#include "widgets/common/qcp.h"

#include <QEvent>
#include <QWidget>

#include <utility>

namespace rl {

BuildWhenShown::BuildWhenShown(QWidget *chart, QCustomPlot *plot, std::function<void()> build, bool deferring)
    : QObject(chart), m_chart(chart), m_plot(plot), m_build(std::move(build)), m_deferring(deferring)
{
    m_plot->installEventFilter(this);
}

// The widget's rectangle clipped by every ancestor up to its window. Not visibleRegion(): that
// also takes away opaque children, and a chart is all plot and label, so it was always empty.
bool BuildWhenShown::isOnScreen(const QWidget *widget)
{
    if (!widget->isVisible())
        return false;
    QRect clipped = widget->rect();
    for (const QWidget *w = widget; !w->isWindow() && w->parentWidget(); w = w->parentWidget()) {
        clipped = clipped.translated(w->pos()) & w->parentWidget()->rect();
        if (clipped.isEmpty())
            return false;
    }
    return true;
}

void BuildWhenShown::request()
{
    if (!m_deferring || isOnScreen(m_chart)) {
        m_waiting = false;
        m_resizedWhileWaiting = false;
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
    m_resizedWhileWaiting = false;
    m_build();
}

bool BuildWhenShown::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_plot || !m_waiting)
        return QObject::eventFilter(watched, event);
    // What QCustomPlot's resizeEvent does, less its replot (the build's replot does it).
    if (event->type() == QEvent::Resize) {
        m_plot->setViewport(m_plot->rect());
        m_resizedWhileWaiting = true;
        return true;
    }
    // Not while the plot paints: built right after, and painted again. What it paints now has
    // its size, as it had when every resize replotted.
    if (event->type() == QEvent::Paint) {
        if (std::exchange(m_resizedWhileWaiting, false))
            m_plot->replot(QCustomPlot::rpQueuedRefresh);
        QMetaObject::invokeMethod(this, &BuildWhenShown::ensure, Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace rl
