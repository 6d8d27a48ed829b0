// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/timeline/timenavigator.h"

namespace rl {

TimeNavigator::TimeNavigator(QCPAxis *timeAxis, QObject *parent) : QObject(parent), m_axis(timeAxis)
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(350);
    connect(&m_settle, &QTimer::timeout, this, &TimeNavigator::onSettled);
    connect(m_axis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), &m_settle, qOverload<>(&QTimer::start));
}

QCPRange TimeNavigator::visibleRange() const
{
    return m_axis->range();
}

void TimeNavigator::setVisibleRange(double startUs, double endUs)
{
    if (!(endUs > startUs))
        endUs = startUs + 1e-3;
    m_axis->setRange(startUs, endUs);
    m_axis->parentPlot()->replot(QCustomPlot::rpQueuedReplot);
}

void TimeNavigator::zoomBy(double factor)
{
    const QCPRange r = visibleRange();
    const double centre = r.center(), half = r.size() * factor / 2;
    setVisibleRange(centre - half, centre + half);
    record();
}

void TimeNavigator::panBy(double fraction)
{
    const QCPRange r = visibleRange();
    const double d = r.size() * fraction;
    setVisibleRange(r.lower + d, r.upper + d);
}

void TimeNavigator::back()
{
    if (const auto w = m_history.back())
        setVisibleRange(w->startUs, w->endUs);
}

void TimeNavigator::forward()
{
    if (const auto w = m_history.forward())
        setVisibleRange(w->startUs, w->endUs);
}

void TimeNavigator::record()
{
    m_settle.stop();
    onSettled();
}

void TimeNavigator::clearHistory()
{
    m_history.clear();
    Q_EMIT historyChanged(false, false);
}

void TimeNavigator::onSettled()
{
    const QCPRange r = visibleRange();
    m_history.visit({r.lower, r.upper});
    Q_EMIT historyChanged(m_history.canGoBack(), m_history.canGoForward());
    Q_EMIT settled(r);
}

} // namespace rl
