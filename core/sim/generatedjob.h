// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"

#include <QString>

namespace rl::sim {

// A training job of many torch_npu ranks, generated for the cluster path (core/cluster/README.md):
// `rooflens demo --job N DIR`, the cluster tests and benches. Every rank is
//   DIR/rank_<N>_ascend_pt/profiler_info_<N>.json
//   DIR/rank_<N>_ascend_pt/ASCEND_PROFILER_OUTPUT/kernel_details.csv   (the Level2 text header)
//   DIR/rank_<N>_ascend_pt/ASCEND_PROFILER_OUTPUT/step_trace_time.csv  (one step)
//   DIR/rank_<N>_ascend_pt/ASCEND_PROFILER_OUTPUT/communication.json   (two all-reduces)
// The ranks differ by a few per mille; one rank, the planted straggler, runs every call of the
// planted slow operator type three times longer, which makes its step about a third longer.
// Byte-identical on every run for the same spec.
struct GeneratedJobSpec
{
    int ranks = 8;
    int kernelsPerRank = 2000;
    int typesPerRank = 40;  // operator types per rank, the planted one included
    int stragglerRank = -1; // -1: two thirds into the ranks
    int firstRank = 0;

    int straggler() const { return stragglerRank >= 0 ? stragglerRank : firstRank + (ranks * 2) / 3; }
};

inline constexpr char kPlantedSlowType[] = "FlashAttentionScore";

struct GeneratedJobReport
{
    QString directory;
    int ranks = 0;
    int straggler = 0;
    QString slowType;
    qint64 bytes = 0;
};

// Writes the job under `directory` (created). Refuses (Usage error) a directory that holds
// anything but a previous generated job's rank folders.
Result<GeneratedJobReport> writeGeneratedJob(const QString &directory, const GeneratedJobSpec &spec);

} // namespace rl::sim
