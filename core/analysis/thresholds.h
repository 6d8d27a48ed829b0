// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rl {

// Classification thresholds (core/README.md §3.3). The paper sets U_thr by operator
// type; its case studies put vector operators between 59 % and 66 % and cube operators
// between 72 % and 94 %, R between 78 % and 84 %.
struct Thresholds
{
    double uCubeOps = 0.80;  // operators that use the Cube (cube and mix)
    double uOtherOps = 0.65; // vector/scalar-only operators
    double r = 0.80;

    friend bool operator==(const Thresholds &, const Thresholds &) = default;
};

} // namespace rl
