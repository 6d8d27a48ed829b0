// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/pipelinetrace.h"

#include <vector>

namespace rl {

// A half-open time span [start, end) in µs.
struct Span
{
    double start = 0.0;
    double end = 0.0;
    double length() const { return end - start; }
};

// Merges overlapping or touching spans; input in any order.
std::vector<Span> unionOf(std::vector<Span> spans);
double totalLength(const std::vector<Span> &spans);

// The busy spans (instructions only, no cache/ccu stalls) of one lane, merged: what a pipe
// was doing, as the importers (busy time per component) and the statistics both count it.
std::vector<Span> busySpans(const PipeLane &lane);

} // namespace rl
