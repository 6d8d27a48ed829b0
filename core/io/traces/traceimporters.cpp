// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/builtinimporters.h"
#include "core/io/importerregistry.h"
#include "core/io/traces/simulatorimporter.h"
#include "core/io/traces/tracejsonimporter.h"
#include "core/io/traces/visualizeimporter.h"

namespace rl {

void addTraceImporters(ImporterRegistry &registry)
{
    registry.add(std::make_unique<TraceJsonImporter>());
    registry.add(std::make_unique<SimulatorTraceImporter>());
    registry.add(std::make_unique<VisualizeDataImporter>());
}

} // namespace rl
