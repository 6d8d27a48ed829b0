// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/timeline/lanelayout.h"
#include "core/timeline/timelinescene.h"
#include "widgets/common/qcp.h"
#include "widgets/timeline/timelinepalette.h"

#include <memory>

namespace rl {

// Dependency links between pipes: SET_FLAG/WAIT_FLAG pairs and flow arrows, each kind
// switchable. Only links meeting the visible window are read (TimelineScene::linkCandidates).
class LinkPlottable : public QCPAbstractPlottable
{
    Q_OBJECT
public:
    LinkPlottable(QCPAxis *keyAxis, QCPAxis *valueAxis);
    void setScene(std::shared_ptr<const TimelineScene> scene, const LaneLayout &layout);
    void setTimelinePalette(const TimelinePalette &palette) { m_palette = palette; }
    void setKindVisible(PipeLink::Kind kind, bool visible);
    bool isKindVisible(PipeLink::Kind kind) const;
    size_t lastDrawnLinks() const { return m_drawn; }

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
    bool m_showFlow = true;
    bool m_showFlag = true;
    size_t m_drawn = 0;
};

} // namespace rl
