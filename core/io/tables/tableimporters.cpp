// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/builtinimporters.h"
#include "core/io/importerregistry.h"
#include "core/io/tables/dbimporter.h"
#include "core/io/tables/kerneltableimporter.h"
#include "core/io/tables/msprofdirimporter.h"
#include "core/io/tables/opprofimporter.h"
#include "core/io/tables/torchnpudirimporter.h"
#include "core/io/tables/workspaceimporter.h"

namespace rl {

void addTableImporters(ImporterRegistry &registry)
{
    registry.add(std::make_unique<KernelTableImporter>());
    registry.add(std::make_unique<DbImporter>());
    registry.add(std::make_unique<TorchNpuDirImporter>());
    registry.add(std::make_unique<MsprofDirImporter>());
    registry.add(std::make_unique<OpprofImporter>());
    registry.add(std::make_unique<WorkspaceImporter>(registry));
}

} // namespace rl
