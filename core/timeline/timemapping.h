// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rl {

// Maps a visible time window [startUs, endUs] onto pixels [left, left + width]. Pure value,
// no Qt Gui, so views, hit testing and the benchmark share one definition.
//
// Degenerate cases, chosen so callers never divide by zero or see NaN:
// - a window shorter than 1 ns is widened to 1 ns around its middle (around its start when
//   inverted);
// - a width below one pixel is treated as one pixel;
// - non-finite inputs fall back to the window [0, 1 µs] / width 1.
// Times outside the window map outside [left, left + width]; callers clamp when drawing.
class TimeMapping
{
public:
    TimeMapping() = default;
    TimeMapping(double startUs, double endUs, double left, double width);

    double startUs() const { return m_start; }
    double endUs() const { return m_end; }
    double left() const { return m_left; }
    double width() const { return m_width; }
    double usPerPixel() const { return (m_end - m_start) / m_width; }

    double toPixel(double us) const { return m_left + (us - m_start) * m_width / (m_end - m_start); }
    double toTime(double px) const { return m_start + (px - m_left) * (m_end - m_start) / m_width; }
    // A duration in µs as a pixel length, and back.
    double toPixelLength(double us) const { return us * m_width / (m_end - m_start); }
    double toTimeLength(double px) const { return px * (m_end - m_start) / m_width; }

    // The window after zooming by `factor` (< 1 zooms in) around the time under pixel `px`,
    // which stays under the same pixel.
    TimeMapping zoomedAt(double px, double factor) const;
    // The window moved by `px` pixels (positive: later times come into view).
    TimeMapping pannedBy(double px) const;

private:
    double m_start = 0.0;
    double m_end = 1.0;
    double m_left = 0.0;
    double m_width = 1.0;
};

} // namespace rl
