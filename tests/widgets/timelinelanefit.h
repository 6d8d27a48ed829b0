// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the timeline tests share (tst_timelinedockfit, tst_timelineplanes, tst_timelinefolds):
// whether a timeline's lanes fit its dock (issue 37: every lane visible at the default window
// size), how many lanes it shows, and a view on its own showing one analysis.

#include "widgets/common/selectionmodel.h"
#include "widgets/timeline/intervalplottable.h"
#include "widgets/timeline/timelineview.h"

#include <QStringList>

#include <memory>

namespace rl::test {

inline int shownLanes(const TimelineView &view)
{
    int n = 0;
    for (size_t i = 0; i < view.laneLayout().trackCount(); ++i)
        n += view.laneLayout().track(i).hidden ? 0 : 1;
    return n;
}

// A TimelineView, 1200 px wide, showing `analysis` through its own selection.
struct TimelineViewFixture
{
    SelectionModel selection;
    TimelineView view{&selection};

    TimelineViewFixture(std::shared_ptr<const Analysis> analysis, int height)
    {
        view.resize(1200, height);
        view.show();
        selection.setAnalysis(std::move(analysis));
        view.plot()->replot();
    }
    // The middle of a lane's name, left of the axis rectangle.
    QPoint labelOf(int track) const
    {
        const TrackGeometry &g = view.laneLayout().track(size_t(track));
        return {view.plot()->axisRect()->left() - 15, int(view.plot()->yAxis->coordToPixel(g.top + 0.5))};
    }
    // Boxes drawn by the last replot, merged ones counted each.
    size_t drawnItems() const
    {
        view.plot()->replot();
        const IntervalPlottable::DrawStats &s = view.intervals()->lastDrawStats();
        return s.boxes + s.mergedItems;
    }
};

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
