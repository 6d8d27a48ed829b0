// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/builtinimporters.h"

#include "core/io/importerregistry.h"
#include "core/io/profilejsonimporter.h"

namespace rl {

void addBuiltinImporters(ImporterRegistry &registry)
{
    registry.add(std::make_unique<ProfileJsonImporter>());
    addTableImporters(registry);
    addTraceImporters(registry);
}

} // namespace rl
