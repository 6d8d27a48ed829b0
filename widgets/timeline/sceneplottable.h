// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/timeline/lanelayout.h"
#include "core/timeline/timelinescene.h"
#include "widgets/common/qcp.h"
#include "widgets/timeline/timelinepalette.h"

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

    std::shared_ptr<const TimelineScene> m_scene;
    LaneLayout m_layout;
    TimelinePalette m_palette;
};

} // namespace rl
