// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/importer.h"

#include <optional>

namespace rl {

// A torch_npu (`*_ascend_pt`) or MindSpore (`*_ascend_ms`) profiler directory, or a parent
// directory holding one per rank (core/io/README.md §8.1). The kernel table
// (ASCEND_PROFILER_OUTPUT/kernel_details.csv, else the profiler .db) defines the operators;
// trace_view.json adds the timeline; profiler_info_{rank}.json names the metric group.
class TorchNpuDirImporter final : public Importer
{
public:
    QString formatId() const override { return QStringLiteral("torch_npu_dir"); }
    QString displayName() const override;
    int sniff(const SniffInput &input) const override;
    Result<Profile> load(const QString &path, const LoadOptions &options, Progress &progress) const override;

    // One rank's directory.
    static Result<Profile> loadRun(const QString &dir, Progress &progress);
    // A rank's number: profiler_info's rank_id, else the number in profiler_info_{rank}.json.
    static std::optional<int> rankOf(const QString &runDir);
};

} // namespace rl
