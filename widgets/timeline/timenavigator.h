// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/timeline/zoomhistory.h"
#include "widgets/common/qcp.h"

#include <QObject>
#include <QTimer>

namespace rl {

// Moving along a swimlane's time axis: the visible range, zoom and pan by steps, and the
// zoom history like a browser's. A range enters the history once it has held still for a
// moment (wheel zooms and drags arrive as many small changes) or at once through record().
class TimeNavigator : public QObject
{
    Q_OBJECT
public:
    explicit TimeNavigator(QCPAxis *timeAxis, QObject *parent = nullptr);

    QCPRange visibleRange() const;
    void setVisibleRange(double startUs, double endUs); // an empty range becomes 1 ns wide
    void zoomBy(double factor);                         // around the centre, recorded
    void panBy(double fraction);                        // of the visible width

    bool canGoBack() const { return m_history.canGoBack(); }
    bool canGoForward() const { return m_history.canGoForward(); }
    void back();
    void forward();
    void record(); // the current range enters the history now
    void clearHistory();

Q_SIGNALS:
    // The range held still and is in the history now.
    void settled(const QCPRange &range);
    void historyChanged(bool canGoBack, bool canGoForward);

private:
    void onSettled();

    QCPAxis *m_axis;
    ZoomHistory m_history;
    QTimer m_settle;
};

} // namespace rl
