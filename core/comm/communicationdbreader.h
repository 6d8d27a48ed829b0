// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationdata.h"
#include "core/common/result.h"

namespace rl {

// The SQLite sources of communication (core/comm/README.md §2), one rank each: the file has no
// rank column, so the caller gives the rank of its folder. Both open the file read-only and
// immutable. A missing table means nothing to read; a file SQLite cannot read is an error; a
// row that cannot be used is left out with one warning per table and reason naming the first such
// row ("file#CommAnalyzerTime/rowid=3", "file#COMMUNICATION_TASK_INFO/globalTaskId=99").

// torch_npu's `analysis.db`: CommAnalyzerTime (the op's times, ratios derived), CommAnalyzerBandwidth
// (one row per op, transport and packet size: the transport's figures once, a packet size per row)
// and the `-total` aggregate rows of CommAnalyzerMatrix.
Result<CommunicationData> readAnalysisDbCommunication(const QString &path, int rank);

// A profiler DB (ascend_pytorch_profiler_<rank>.db or msprof_*.db): COMMUNICATION_OP joined with
// COMMUNICATION_TASK_INFO and TASK. Per collective, the copy tasks give each link's size and time
// (bandwidth derived) and one matrix record per source, destination and link. Wait is waitNs where
// the table has it, the step torch_npu's STEP_TIME row around the start. The op's master stream is
// not marked in this file, so transit and the ratios stay unknown.
Result<CommunicationData> readProfilerDbCommunication(const QString &path, int rank);

} // namespace rl
