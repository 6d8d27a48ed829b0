// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationdata.h"
#include "core/common/result.h"
#include "core/run/runbreakdown.h"

namespace rl {

// One rank's collectives summed (the run page's per-rank communication line): operators, their
// times, and each transport's size and time as listed. The collectives come from core/comm.
CommunicationSummary summarizeCommunication(const std::vector<CollectiveRecord> &collectives, const QString &path);

// torch_npu `communication.json` of one rank read and summed (core/comm/README.md §1.1); a
// group's "Total Op Info", the profiler's own sum, is not counted twice. A malformed file is an
// Input error naming the byte offset.
Result<CommunicationSummary> readCommunicationSummary(const QString &path);

} // namespace rl
