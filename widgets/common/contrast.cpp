// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/contrast.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace rl {

namespace {

double channel(double c)
{
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor linkColorOn(const QColor &background)
{
    // Blues from the theme-like to the most contrasting, for each side: the first that reads
    // (4.5:1) keeps the link looking like a link.
    static const std::vector<QColor> onDark = {QColor(0x8a, 0xb4, 0xf8), QColor(0xa8, 0xc7, 0xfa),
                                               QColor(0xc2, 0xd7, 0xfb), QColor(0xdb, 0xe7, 0xfd)};
    static const std::vector<QColor> onLight = {QColor(0x15, 0x65, 0xc0), QColor(0x0d, 0x47, 0xa1),
                                                QColor(0x0a, 0x30, 0x69)};
    const bool dark = contrastRatio(Qt::white, background) > contrastRatio(Qt::black, background);
    const std::vector<QColor> &candidates = dark ? onDark : onLight;
    for (const QColor &c : candidates) {
        if (contrastRatio(c, background) >= 4.5)
            return c;
    }
    return candidates.back();
}

} // namespace rl
