// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>
#include <QSizeF>

#include <vector>

namespace rl {

// Where the labels of horizontal roof lines go in a plot area (pixels): each label of `sizes[i]`
// beside its line at `lineY[i]`, at the right end above it, else below it, else at the left end
// above or below — the first place that meets no other label and crosses no roof line (else
// the first that meets no other label). Roofs of nearly the same height (910A: HCCS 18, PCIE
// 20 GB/s) so get one label above and one below. When no place is free, the labels are stacked
// at the right end, apart (spreadLabels).
std::vector<QRectF> layoutRoofLabels(const std::vector<double> &lineY, const std::vector<QSizeF> &sizes,
                                     const QRectF &area);

} // namespace rl
