// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"

#include <QString>

#include <vector>

namespace rl {

// Operators whose bound cannot be told (core/README.md §3.5): `busy_unresolved` (the busiest
// component's U is unknown) or implausible (some figure cannot be). They get no estimated gain,
// so a list ranked by gain would never show them however long they run; the bottleneck list and
// the reports keep them in a group of their own, longest first, each saying what would decide it.
bool isUnjudged(const OperatorResult &result);

// What would decide an unjudged operator: the data to collect or the input to check.
struct WhatWouldDecide
{
    bool workCounts = false; // collect ArithmeticUtilization / Memory: the work is unknown or an estimate
    bool busyTimes = false;  // collect PipeUtilization: no component has a busy time
    QString missingPeak;     // "Cube int4": the chip spec has no peak for work the operator did
    QString wrongInput;      // implausible: the input that must be wrong, in words

    bool isEmpty() const { return !workCounts && !busyTimes && missingPeak.isEmpty() && wrongInput.isEmpty(); }
    // The phrases joined: "collect ArithmeticUtilization / Memory (work counts)", "collect
    // PipeUtilization (busy times)", "check the input: …"; translated.
    QString text() const;
};

// Empty for an operator whose bound can be told.
WhatWouldDecide whatWouldDecide(const Operator &op, const OperatorResult &result, const HardwareSpec &hardware);
WhatWouldDecide whatWouldDecide(const Analysis &analysis, int operatorIndex);

// The unjudged operators, longest first (equal times in input order), at most `limit`.
std::vector<int> unjudgedByTime(const Analysis &analysis, size_t limit);
// How many operators are unjudged, and their summed time.
struct UnjudgedTotals
{
    int count = 0;
    double timeUs = 0.0;
};
UnjudgedTotals unjudgedTotals(const Analysis &analysis);
// How many unjudged operators still have a gain (none once the analysis withholds it from them):
// what a list ranked by gain skips at most, so it can ask Analysis::topByGain for that many more.
size_t unjudgedWithGain(const Analysis &analysis);

// Grouped views: the kernels with no gain of which some call is unjudged, most total time first,
// at most `limit` (indices into Analysis::groups).
std::vector<int> unjudgedGroupsByTime(const Analysis &analysis, size_t limit);
// The kernel's unjudged call of most time: what its row selects and explains; -1 for none.
int unjudgedRepresentative(const Analysis &analysis, const OperatorGroup &group);

} // namespace rl
