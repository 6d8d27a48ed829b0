// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/timeline/lanelayout.h"
#include "core/timeline/timelinescene.h"
#include "widgets/common/qcp.h"
#include "widgets/timeline/timelinepalette.h"

#include <algorithm>
#include <memory>

namespace rl {

// What every swimlane plottable shares: the scene it draws from, the lane layout and the
// palette. Its extent is the scene's time span over the layout's rows, and it is not
// selectable (the view does hit testing); plottables that differ override those.
class ScenePlottable : public QCPAbstractPlottable
{
    Q_OBJECT
public:
    ScenePlottable(QCPAxis *keyAxis, QCPAxis *valueAxis);

    void setScene(std::shared_ptr<const TimelineScene> scene, const LaneLayout &layout);
    void setTimelinePalette(const TimelinePalette &palette);

    double selectTest(const QPointF &pos, bool onlySelectable, QVariant *details = nullptr) const override;
    QCPRange getKeyRange(bool &foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool &foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange &inKeyRange = QCPRange()) const override;

protected:
    virtual void sceneChanged() { }   // after setScene: rebuild what derives from it
    virtual void paletteChanged() { } // after setTimelinePalette: drop cached colours

    // One track to draw: its index in the scene, the track, its geometry and its band on
    // screen in pixels (topPx < bottomPx).
    struct VisibleTrack
    {
        size_t index;
        const TimelineTrack &track;
        const TrackGeometry &geometry;
        double topPx;
        double bottomPx;
    };

    // What every swimlane plottable's draw() begins with: the painter clipped to the axis
    // rect without antialiasing, then `draw(VisibleTrack)` for each track of `kind` that is
    // shown and overlaps the visible rows. Nothing is drawn without a scene or axes.
    template<typename Draw>
    void forEachVisibleTrack(QCPPainter *painter, TimelineTrack::Kind kind, Draw &&draw) const
    {
        if (!m_scene || !mKeyAxis || !mValueAxis)
            return;
        painter->setClipRect(mKeyAxis->axisRect()->rect());
        painter->setRenderHint(QPainter::Antialiasing, false);
        const QCPRange values = mValueAxis->range();
        for (size_t t = 0; t < m_scene->tracks.size(); ++t) {
            const TimelineTrack &track = m_scene->tracks[t];
            const TrackGeometry &g = m_layout.track(t);
            if (track.kind != kind || g.hidden || g.top > values.upper || g.top + g.height < values.lower)
                continue;
            const double a = mValueAxis->coordToPixel(g.top), b = mValueAxis->coordToPixel(g.top + g.height);
            draw(VisibleTrack{t, track, g, std::min(a, b), std::max(a, b)});
        }
    }

    std::shared_ptr<const TimelineScene> m_scene;
    LaneLayout m_layout;
    TimelinePalette m_palette;
};

} // namespace rl
