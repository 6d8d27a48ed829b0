// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/matrixbinning.h"

namespace rl {

namespace {

constexpr int kMaxRows = 64;
constexpr int kRanksPerNode = 8;

} // namespace

int matrixRanksPerBin(int highestRank)
{
    if (highestRank < kMaxRows)
        return 1;
    int per = kRanksPerNode;
    while ((highestRank / per) + 1 > kMaxRows)
        per *= 2;
    return per;
}

} // namespace rl
