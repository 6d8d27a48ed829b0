// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/timeline/sceneplottable.h"

#include <memory>

namespace rl {

// Counter tracks (AI Core frequency, HBM bandwidth...) as step lines scaled into their band;
// only the visible samples are read (binary search), and samples sharing a pixel collapse
// to their min and max. A lane of several counters (TimelineTrack::counterCount, the memory
// lanes) draws them on their shared scale with a legend, its reference lines (a capacity, a
// roof) and its marked point (the peak).
class CounterPlottable : public ScenePlottable
{
    Q_OBJECT
public:
    CounterPlottable(QCPAxis *keyAxis, QCPAxis *valueAxis);

    // What a lane draws, for tests and the hover text: the counters of `track` (its own, or a
    // folded summary's members'), in drawing order.
    std::vector<const CounterTrack *> countersOf(size_t track) const;

protected:
    void draw(QCPPainter *painter) override;
    void drawLegendIcon(QCPPainter *painter, const QRectF &rect) const override;

private:
    // The counters of one lane between two pixel rows, with their scale, legend, references and mark.
    void drawLane(QCPPainter *painter, const TimelineTrack &track, double top, double bottom) const;
    // One counter's step line between two pixel rows, on its drawn range.
    void drawCounter(QCPPainter *painter, const CounterTrack &counter, double top, double bottom) const;
    void drawReference(QCPPainter *painter, const CounterTrack &scale, const CounterReference &reference, double top,
                       double bottom) const;
    void drawMark(QCPPainter *painter, const CounterTrack &counter, double top, double bottom) const;
    QColor lineColour(const CounterTrack &counter) const;
};

} // namespace rl
