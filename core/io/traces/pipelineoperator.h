// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/traces/simulatortracereader.h"
#include "core/model/operator.h"

namespace rl {

// The one operator an instruction trace stands for (core/io/README.md §5.5): its span is the
// duration; each unit's span is its active time (AIC units → coreTimeUs, AIV units → aivTimeUs);
// per component, busy is the union of the pipe's instructions averaged over the units of one
// kind, work the sum of what the instructions carry (simulatormnemonics.h). Units named
// coreN.cubecoreM are AIC, coreN.veccoreM AIV; anything else is a coupled core.
Operator operatorFromPipeline(const SimulatorTraceContent &content, const QString &name);

} // namespace rl
