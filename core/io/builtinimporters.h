// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rl {

class ImporterRegistry;

// Registers every importer RoofLens ships (one per format family).
void addBuiltinImporters(ImporterRegistry &registry);

} // namespace rl
