// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Whether a timeline's lanes fit its dock: the check tst_timelinedockfit and tst_timelineplanes
// share (issue 37: every lane visible at the default window size).

#include "widgets/timeline/timelineview.h"

#include <QStringList>

namespace rl::test {

// The lanes of `view` whose rows are not inside the plot's axis rectangle: "" when all are.
inline QString lanesOutside(TimelineView *view)
{
    view->plot()->replot();
    const LaneLayout &layout = view->laneLayout();
    const QRect rect = view->plot()->axisRect()->rect();
    const QCPAxis *y = view->plot()->yAxis;
    QStringList lanes;
    for (size_t i = 0; i < layout.trackCount(); ++i) {
        const TrackGeometry &g = layout.track(i);
        const double top = y->coordToPixel(g.top), bottom = y->coordToPixel(g.top + g.height);
        if (!g.hidden && (top < rect.top() - 1 || bottom > rect.bottom() + 1))
            lanes << u"%1 at %2..%3 px"_qs.arg(view->scene()->tracks[i].name).arg(top).arg(bottom);
    }
    return lanes.isEmpty() ? QString()
                           : lanes.join(u", ") + u" outside %1..%2 px"_qs.arg(rect.top()).arg(rect.bottom());
}

} // namespace rl::test
