// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/importer.h"

namespace rl {

// msprof op simulator output: a summary trace.json, or an OPPROF_* directory (or its
// simulator/ folder) holding one — or only per-core coreN.xxxcoreM/trace.json files. One
// operator (core/io/README.md §5.5), its pipeline as Profile::pipelines[0].
class SimulatorTraceImporter final : public Importer
{
public:
    QString formatId() const override { return QStringLiteral("msprof_op_simulator"); }
    QString displayName() const override;
    int sniff(const SniffInput &input) const override;
    Result<Profile> load(const QString &path, const LoadOptions &options, Progress &progress) const override;
};

} // namespace rl
