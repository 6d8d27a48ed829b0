// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/timeline/lanelayout.h"
#include "core/timeline/timelinescene.h"
#include "widgets/common/qcp.h"
#include "widgets/timeline/timelinepalette.h"

#include <memory>

namespace rl {

// Counter tracks (AI Core frequency, HBM bandwidth...) as step lines scaled into their band;
// only the visible samples are read (binary search), and samples sharing a pixel collapse
// to their min and max.
class CounterPlottable : public QCPAbstractPlottable
{
    Q_OBJECT
public:
    CounterPlottable(QCPAxis *keyAxis, QCPAxis *valueAxis);
    void setScene(std::shared_ptr<const TimelineScene> scene, const LaneLayout &layout);
    void setTimelinePalette(const TimelinePalette &palette) { m_palette = palette; }

    double selectTest(const QPointF &pos, bool onlySelectable, QVariant *details = nullptr) const override;
    QCPRange getKeyRange(bool &foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool &foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange &inKeyRange = QCPRange()) const override;

protected:
    void draw(QCPPainter *painter) override;
    void drawLegendIcon(QCPPainter *painter, const QRectF &rect) const override;

private:
    std::shared_ptr<const TimelineScene> m_scene;
    LaneLayout m_layout;
    TimelinePalette m_palette;
};

} // namespace rl
