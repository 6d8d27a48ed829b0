// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/timeline/swatch.h"

#include <QColor>
#include <QPalette>

#include <array>

namespace rl {

// The timeline's colours, derived from the widget palette so light and dark themes both
// read well: hues are fixed per pipe/component/category (users learn them), lightness
// follows the theme. Rebuilt on QEvent::PaletteChange.
// (Kept local until widgets/common has a shared plot style.)
class TimelinePalette
{
public:
    TimelinePalette() : TimelinePalette(QPalette()) { }
    explicit TimelinePalette(const QPalette &palette);

    bool isDark() const { return m_dark; }
    // Fill of an item: the swatch's hue, shaded by `variant` (0..3).
    QColor fill(quint16 style) const;
    QColor swatch(Swatch s) const { return m_swatches[size_t(s)]; }
    QColor text() const { return m_text; }
    QColor textOnFill(const QColor &fill) const;
    QColor background() const { return m_background; }
    QColor laneBackground(bool alternate) const { return alternate ? m_laneAlt : m_background; }
    QColor grid() const { return m_grid; }
    QColor highlight() const { return m_highlight; }
    QColor idle() const { return m_idle; }
    QColor serial() const { return m_serial; }
    QColor overlap() const { return m_overlap; }
    QColor flowLink() const { return m_flow; }
    QColor flagLink() const { return m_flag; }

private:
    bool m_dark = false;
    std::array<QColor, size_t(Swatch::Count)> m_swatches;
    QColor m_text, m_background, m_laneAlt, m_grid, m_highlight;
    QColor m_idle, m_serial, m_overlap, m_flow, m_flag;
};

} // namespace rl
