// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/timeline/sceneplottable.h"

#include <memory>

namespace rl {

// Counter tracks (AI Core frequency, HBM bandwidth...) as step lines scaled into their band;
// only the visible samples are read (binary search), and samples sharing a pixel collapse
// to their min and max.
class CounterPlottable : public ScenePlottable
{
    Q_OBJECT
public:
    CounterPlottable(QCPAxis *keyAxis, QCPAxis *valueAxis);

protected:
    void draw(QCPPainter *painter) override;
    void drawLegendIcon(QCPPainter *painter, const QRectF &rect) const override;

private:
    // One counter's step line between two pixel rows, and its value range when `withRange`.
    void drawCounter(QCPPainter *painter, const CounterTrack &counter, double top, double bottom, bool withRange) const;
};

} // namespace rl
