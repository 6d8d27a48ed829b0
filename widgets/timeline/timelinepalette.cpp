// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/timeline/timelinepalette.h"

namespace rl {

namespace {

// Kernel boxes by verdict; the two without one are greys (TimelinePalette's constructor).
int hueOf(Category c)
{
    switch (c) {
    case Category::ComputeBound:
        return 0;
    case Category::MteBound:
        return 215;
    case Category::InsufficientParallelism:
        return 40;
    case Category::InefficientCompute:
        return 330;
    case Category::InefficientMte:
        return 185;
    case Category::BusyUnresolved:
        return 275;
    case Category::NoPmuData:
    case Category::NotApplicable:
        break;
    }
    return -1;
}

// Hues (degrees) chosen so neighbouring lanes differ: compute pipes warm, transfers cool.
int hueOf(Swatch s)
{
    if (const auto category = categoryOfSwatch(s))
        return hueOf(*category);
    switch (s) {
    case Swatch::Scalar:
        return 50;
    case Swatch::FlowCtrl:
        return 30;
    case Swatch::Mte1:
        return 175;
    case Swatch::Cube:
        return 0;
    case Swatch::FixPipe:
        return 290;
    case Swatch::Mte2:
        return 210;
    case Swatch::Vector:
        return 125;
    case Swatch::Mte3:
        return 250;
    case Swatch::Flag:
        return 330;
    case Swatch::Kernel:
        return 215;
    case Swatch::Communication:
        return 270;
    case Swatch::HostCall:
        return 35;
    default:
        return -1; // grey
    }
}

} // namespace

TimelinePalette::TimelinePalette(const QPalette &palette)
{
    m_background = palette.color(QPalette::Base);
    m_text = palette.color(QPalette::Text);
    m_dark = m_background.lightnessF() < 0.5;
    m_laneAlt = m_dark ? m_background.lighter(125) : m_background.darker(104);
    m_grid = palette.color(QPalette::Mid);
    m_highlight = palette.color(QPalette::Highlight);
    const int sat = m_dark ? 150 : 170;
    const int val = m_dark ? 200 : 225;
    for (size_t i = 0; i < m_swatches.size(); ++i) {
        const int hue = hueOf(Swatch(i));
        m_swatches[i] = hue < 0 ? QColor::fromHsv(0, 0, m_dark ? 140 : 165) : QColor::fromHsv(hue, sat, val);
    }
    m_swatches[size_t(Swatch::IssueStall)] = m_dark ? QColor(120, 120, 120) : QColor(175, 175, 175);
    m_swatches[size_t(swatchForCategory(Category::NoPmuData))] = QColor::fromHsv(0, 0, m_dark ? 120 : 190);
    m_swatches[size_t(swatchForCategory(Category::NotApplicable))] = QColor::fromHsv(0, 0, m_dark ? 95 : 215);
    m_idle = QColor::fromHsv(0, m_dark ? 170 : 190, m_dark ? 210 : 235);
    m_serial = QColor::fromHsv(38, 220, m_dark ? 220 : 245);
    m_overlap = QColor::fromHsv(130, 170, m_dark ? 180 : 185);
    m_flow = m_dark ? QColor(230, 230, 230, 170) : QColor(40, 40, 40, 150);
    m_flag = QColor::fromHsv(330, 200, m_dark ? 230 : 200, 190);
}

QColor TimelinePalette::fill(quint16 style) const
{
    const QColor base = m_swatches[std::min(size_t(ItemStyle::swatch(style)), m_swatches.size() - 1)];
    // variants: base, lighter, darker, desaturated — distinguishable, same family
    switch (ItemStyle::variant(style)) {
    case 1:
        return base.lighter(m_dark ? 130 : 118);
    case 2:
        return base.darker(m_dark ? 135 : 125);
    case 3:
        return QColor::fromHsv(base.hue(), base.saturation() / 2, base.value());
    default:
        return base;
    }
}

QColor TimelinePalette::textOnFill(const QColor &fill) const
{
    return fill.lightnessF() > 0.55 ? QColor(20, 20, 20) : QColor(245, 245, 245);
}

} // namespace rl
