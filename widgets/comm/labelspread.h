// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

namespace rl {

// Tops of labels of height `height` that want to sit at `wanted` (pixels, any order), moved
// apart as little as possible so no two overlap: the labels keep their order, and a cluster
// of crowded labels is centred on the positions they wanted. Stays inside [low, high] when
// the labels fit there.
std::vector<double> spreadLabels(const std::vector<double> &wanted, double height, double low, double high);

} // namespace rl
