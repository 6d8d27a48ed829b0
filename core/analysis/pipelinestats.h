// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/pipelinespans.h"

#include <QMap>
#include <QString>

#include <utility>
#include <vector>

namespace rl {

// How many execution pipes of a unit are busy during [start, end).
struct ParallelSegment
{
    double start = 0.0;
    double end = 0.0;
    int busyPipes = 0;
};

// Exact figures from instruction intervals (app/README.md §4.4 `pipeline`).
struct UnitPipelineStats
{
    QString unit;
    QMap<QString, double> pipeBusyUs; // union of each execution pipe's instructions
    double startUs = 0.0;
    double spanUs = 0.0;
    double serialFraction = 0.0;  // exactly one pipe busy
    double overlapFraction = 0.0; // two or more
    double idleFraction = 0.0;    // none
};

struct PipelineStats
{
    QMap<QString, double> pipeBusyUs; // sums over units
    double spanUs = 0.0;
    double serialFraction = 0.0; // unit-span-weighted means
    double overlapFraction = 0.0;
    double idleFraction = 0.0;
    std::vector<UnitPipelineStats> units;
};

// Piecewise-constant count of busy execution pipes over the unit's span, idle gaps included
// (busyPipes == 0). Adjacent segments always differ in count.
std::vector<ParallelSegment> parallelismProfile(const PipelineUnit &unit);

UnitPipelineStats computeUnitStats(const PipelineUnit &unit);
PipelineStats computePipelineStats(const PipelineTrace &trace);

} // namespace rl
