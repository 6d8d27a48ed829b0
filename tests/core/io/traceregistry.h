// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/builtinimporters.h"
#include "core/io/importerregistry.h"

#include <memory>

namespace rl::test {

// The trace importers alone, built once (a registry stays where it is built): what the trace
// suites sniff and load with, so a table importer cannot claim their files.
inline const ImporterRegistry &traceRegistry()
{
    static const std::unique_ptr<const ImporterRegistry> registry = [] {
        auto r = std::make_unique<ImporterRegistry>();
        addTraceImporters(*r);
        return r;
    }();
    return *registry;
}

} // namespace rl::test
