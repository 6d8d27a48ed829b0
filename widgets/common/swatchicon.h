// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QIcon>

namespace rl {

// A small rounded square of `colour` for list cells and legends (a category, a verdict): the
// same 12-pixel swatch everywhere a colour stands for a kind.
QIcon swatchIcon(const QColor &colour);

} // namespace rl
