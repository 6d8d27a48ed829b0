// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/timeline/parallelismribbon.h"

#include "core/timeline/timemapping.h"

#include <algorithm>
#include <cmath>

namespace rl {

ParallelismRibbon::ParallelismRibbon(QCPAxis *keyAxis, QCPAxis *valueAxis) : ScenePlottable(keyAxis, valueAxis)
{
    setSelectable(QCP::stNone);
    setAntialiased(false);
}

ParallelismRibbon::Column ParallelismRibbon::columnFor(const RibbonSampler &sampler, double t0, double t1,
                                                       size_t *cursor)
{
    Column c;
    size_t local = 0;
    const RibbonSample s = sampler.sample(t0, t1, cursor ? *cursor : local);
    if (s.coveredUs <= 0.0)
        return c;
    c.heightFraction = sampler.maxBusy() > 0 ? std::clamp(s.meanBusy / sampler.maxBusy(), 0.0, 1.0) : 0.0;
    if (s.idleShare >= s.serialShare && s.idleShare >= s.overlapShare)
        c.dominant = Dominant::Idle;
    else if (s.serialShare >= s.overlapShare)
        c.dominant = Dominant::Serial;
    else
        c.dominant = Dominant::Overlap;
    return c;
}

QColor ParallelismRibbon::colourOf(Dominant d) const
{
    switch (d) {
    case Dominant::Idle:
        return m_palette.idle();
    case Dominant::Serial:
        return m_palette.serial();
    case Dominant::Overlap:
        return m_palette.overlap();
    case Dominant::None:
        break;
    }
    return {};
}

void ParallelismRibbon::draw(QCPPainter *painter)
{
    m_bars = 0;
    forEachVisibleTrack(painter, TimelineTrack::Kind::Ribbon, [&](const VisibleTrack &v) {
        if (v.track.ribbon >= 0)
            drawRibbon(painter, m_scene->ribbons[size_t(v.track.ribbon)], v.topPx + 1, v.bottomPx - 1);
    });
}

void ParallelismRibbon::drawRibbon(QCPPainter *painter, const RibbonSampler &sampler, double top, double bottom)
{
    const QRect rect = mKeyAxis->axisRect()->rect();
    const QCPRange keys = mKeyAxis->range();
    const TimeMapping map(keys.lower, keys.upper, rect.left(), rect.width());
    const double band = bottom - top;
    // faint guide: the height of one busy pipe
    if (sampler.maxBusy() > 0) {
        painter->setPen(QPen(m_palette.grid(), 0, Qt::DotLine));
        const double y = bottom - band / sampler.maxBusy();
        painter->drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y));
    }
    // one column per pixel, run-length merged when neighbours look the same
    int runStart = rect.left();
    size_t cursor = 0;
    Column run = columnFor(sampler, map.toTime(rect.left()), map.toTime(rect.left() + 1), &cursor);
    auto flush = [&](int endX) {
        if (run.dominant == Dominant::None)
            return;
        // idle has no height: show it as a low full-width mark so gaps stand out
        const double h = run.dominant == Dominant::Idle ? std::max(3.0, band * 0.25)
                                                        : std::max(1.0, band * run.heightFraction);
        painter->fillRect(QRectF(runStart, bottom - h, endX - runStart, h), colourOf(run.dominant));
        ++m_bars;
    };
    for (int x = rect.left() + 1; x <= rect.right(); ++x) {
        const Column c = columnFor(sampler, map.toTime(x), map.toTime(x + 1), &cursor);
        if (c.dominant == run.dominant && std::fabs(c.heightFraction - run.heightFraction) * band < 0.5)
            continue;
        flush(x);
        runStart = x;
        run = c;
    }
    flush(rect.right() + 1);
}

void ParallelismRibbon::drawLegendIcon(QCPPainter *painter, const QRectF &rect) const
{
    painter->fillRect(rect, m_palette.overlap());
}

} // namespace rl
