// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rl {

class ImporterRegistry;

// Registers every importer RoofLens ships (one per format family).
void addBuiltinImporters(ImporterRegistry &registry);

// Table formats: kernel_details / op_summary CSVs, .db exports, torch_npu / msprof / msprof op
// directories (core/io/tables/).
void addTableImporters(ImporterRegistry &registry);
// Trace formats: trace_view.json / msprof_*.json timelines, simulator trace.json,
// visualize_data.bin (core/io/traces/).
void addTraceImporters(ImporterRegistry &registry);

} // namespace rl
