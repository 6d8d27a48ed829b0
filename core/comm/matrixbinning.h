// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rl {

// How many ranks one row (and column) of a rank-to-rank matrix stands for, so that at most 64
// rows are drawn whatever the job's size: one rank up to 64 ranks, a node of eight beyond (an
// Ascend server holds eight NPUs), more nodes per row where even nodes would not fit. The HTML
// report and the app bin alike, so both show the same cells.
int matrixRanksPerBin(int highestRank);

} // namespace rl
