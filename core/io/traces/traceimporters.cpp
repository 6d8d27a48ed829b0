// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/builtinimporters.h"
#include "core/io/importerregistry.h"

namespace rl {

void addTraceImporters(ImporterRegistry &)
{
}

} // namespace rl
