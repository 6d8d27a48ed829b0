// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/timeline/sceneplottable.h"

#include <memory>

namespace rl {

// Above each unit: how many execution pipes are busy at each moment. Drawn per pixel column
// from the RibbonSampler (prefix sums), so cost follows the plot width, never the number of
// instructions. Bar height = mean busy pipes; colour = what dominates the column: idle
// (no pipe busy) red, serial (exactly one) amber, overlap (two or more) green — a
// single-buffered kernel reads as one long amber strip, a double-buffered one mostly green.
class ParallelismRibbon : public ScenePlottable
{
    Q_OBJECT
public:
    enum class Dominant { None, Idle, Serial, Overlap };
    struct Column
    {
        double heightFraction = 0.0; // of the band, 0..1
        Dominant dominant = Dominant::None;
    };

    ParallelismRibbon(QCPAxis *keyAxis, QCPAxis *valueAxis);
    // What one pixel column [t0, t1) of a ribbon shows (tested without pixels). `cursor`
    // lets a left-to-right walk gallop instead of searching from the start.
    static Column columnFor(const RibbonSampler &sampler, double t0, double t1, size_t *cursor = nullptr);
    size_t lastDrawnBars() const { return m_bars; }

protected:
    void draw(QCPPainter *painter) override;
    void drawLegendIcon(QCPPainter *painter, const QRectF &rect) const override;

private:
    QColor colourOf(Dominant d) const;
    // One unit's ribbon between two pixel rows: a column per pixel, merged while alike.
    void drawRibbon(QCPPainter *painter, const RibbonSampler &sampler, double top, double bottom);

    size_t m_bars = 0;
};

} // namespace rl
