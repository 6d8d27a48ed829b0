// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/stringtable.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace rl {

// Instruction-level pipeline of one operator run (msprof op simulator trace.json, or
// TimelineDetail on board). Times are µs relative to the kernel start, as in the source:
// they come from cycles at the nominal clock, so nanoseconds would lose precision.
struct PipeInterval
{
    enum class Kind : quint8 { Instruction, CacheTime, CcuTime };
    double startUs = 0.0;
    double durUs = 0.0;
    quint32 nameId = 0; // mnemonic, interned in PipelineTrace::names
    Kind kind = Kind::Instruction;
    double endUs() const { return startUs + durUs; }
};

// One lane: a pipe (`tid` of the summary trace) of one unit.
struct PipeLane
{
    QString name;                        // "MTE2", "VECTOR", "FLOWCTRL", "SET_FLAG"...
    std::vector<PipeInterval> intervals; // sorted by start

    // The lanes that count as execution (core/README.md §3.11, the table in pipes.h);
    // FLOWCTRL, ALL, CACHEMISS, flags and marks are shown but not counted.
    bool isExecutionPipe() const;
};

// A unit is one sub-core: "core0.cubecore0", "core0.veccore1".
struct PipelineUnit
{
    QString name;
    std::vector<PipeLane> lanes;
    const PipeLane *lane(const QString &name) const;
    double spanUs() const; // from the first start to the last end of anything the unit did
};

// A dependency between two instructions: a SET_FLAG/WAIT_FLAG pair or a flow arrow.
struct PipeLink
{
    enum class Kind : quint8 { Flow, Flag };
    Kind kind = Kind::Flow;
    int fromUnit = -1;
    QString fromLane;
    double fromUs = 0.0;
    int toUnit = -1;
    QString toLane;
    double toUs = 0.0;
    QString label; // "MTE2ToVECTOR", "EVENT_ID0"
};

struct PipelineTrace
{
    QString operatorName;
    std::vector<PipelineUnit> units;
    std::vector<PipeLink> links;
    StringTable names;
    // Cores whose trace is missing or unreadable in a simulator run: the span and per-core
    // figures cover only the others.
    QStringList missingCores;

    double spanUs() const; // from the earliest start to the latest end over all units
};

} // namespace rl
