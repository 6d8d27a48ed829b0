// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/importer.h"

namespace rl {

class ImporterRegistry;

// A directory holding several profiler outputs of ONE workload: `PROF_*` runs recorded with
// different aic-metrics groups (merged per operator) and `OPPROF_*` runs of one kernel, whose
// metric-group CSVs are joined to the runs' operators of that kernel as a follow-up and whose
// instruction pipeline is attached to them (core/io/README.md §8.4, §8.8). This is the shape of
// the demo workspace (`rooflens demo DIR` → DIR/before, DIR/after).
class WorkspaceImporter final : public Importer
{
public:
    // `registry` reads the runs inside; it is the registry this importer is added to.
    explicit WorkspaceImporter(const ImporterRegistry &registry) : m_registry(registry) { }

    QString formatId() const override { return QStringLiteral("workspace"); }
    QString displayName() const override;
    int sniff(const SniffInput &input) const override;
    Result<Profile> load(const QString &path, const LoadOptions &options, Progress &progress) const override;

private:
    const ImporterRegistry &m_registry;
};

// Moves the pipelines of `run` (an OPPROF_ load) into `profile`, pointing every operator of
// that kernel at them (operatorsNamed: by the operator's name, else the trace's). Returns how
// many operators got a pipeline.
int attachPipelines(Profile &profile, Profile run);

} // namespace rl
