// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/timeline/sceneplottable.h"

#include <memory>

namespace rl {

// Dependency links between pipes: SET_FLAG/WAIT_FLAG pairs and flow arrows, each kind
// switchable. Only links meeting the visible window are read (TimelineScene::linkCandidates).
class LinkPlottable : public ScenePlottable
{
    Q_OBJECT
public:
    LinkPlottable(QCPAxis *keyAxis, QCPAxis *valueAxis);
    void setKindVisible(PipeLink::Kind kind, bool visible);
    bool isKindVisible(PipeLink::Kind kind) const;
    size_t lastDrawnLinks() const { return m_drawn; }

    QCPRange getKeyRange(bool &foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool &foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange &inKeyRange = QCPRange()) const override;

protected:
    void draw(QCPPainter *painter) override;
    void drawLegendIcon(QCPPainter *painter, const QRectF &rect) const override;

private:
    bool m_showFlow = true;
    bool m_showFlag = true;
    size_t m_drawn = 0;
};

} // namespace rl
