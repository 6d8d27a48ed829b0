// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/component.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace rl {

// The pipe lanes an instruction trace has (core/io/README.md §5.2, §5.3), in the display
// order of the simulator's viewer, which the scene, the importers and the demo's writer all
// follow. Execution pipes carry the component they feed; FLOWCTRL, ALL, CACHEMISS, marks and
// flags are shown but never counted as busy.
struct PipeLaneInfo
{
    const char *name;                     // the trace's `tid`: "SCALAR", "MTE2", "SET_FLAG"...
    int numericId;                        // per-core files number their pipes; 0 = never numbered
    std::optional<ComponentId> component; // set for execution pipes only
};

inline constexpr PipeLaneInfo kPipeLanes[] = {
    {"SCALAR", 10, ComponentId::Scalar}, {"FLOWCTRL", 90, std::nullopt},     {"MTE1", 50, ComponentId::Mte1},
    {"CUBE", 40, ComponentId::Cube},     {"FIXP", 80, ComponentId::FixPipe}, {"MTE2", 60, ComponentId::Mte2},
    {"VECTOR", 30, ComponentId::Vector}, {"MTE3", 70, ComponentId::Mte3},    {"CACHEMISS", 110, std::nullopt},
    {"SCALARLDST", 20, std::nullopt},    {"ALL", 100, std::nullopt},         {"USER_MARK", 120, std::nullopt},
    {"EVENT", 0, std::nullopt},          {"SET_FLAG", 0, std::nullopt},      {"WAIT_FLAG", 0, std::nullopt},
    {"set_event", 0, std::nullopt},      {"wait_event", 0, std::nullopt},
};

// The lane's row in kPipeLanes; null for a lane the table does not name.
const PipeLaneInfo *pipeLaneInfo(QStringView pipe);

// Position in the display order; unknown lanes sort after every known one.
int pipeDisplayRank(QStringView pipe);

// The component an execution pipe feeds; nullopt for every other lane.
std::optional<ComponentId> componentOfPipe(QStringView pipe);
bool isExecutionPipe(QStringView pipe);

// The lane name of an execution pipe's component (the inverse of componentOfPipe).
QString pipeOfComponent(ComponentId component);

// The lane a per-core trace file's numeric pipe id stands for; "" when unknown.
QString pipeOfNumericId(qint64 id);

} // namespace rl
