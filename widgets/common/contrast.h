// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

namespace rl {

// WCAG 2 contrast ratio of two colours, 1 (same) to 21 (black on white); text needs 4.5.
double contrastRatio(const QColor &a, const QColor &b);

// A link colour that reads on `background`: a light blue on dark backgrounds, a dark blue on
// light ones.
QColor linkColorOn(const QColor &background);

} // namespace rl
