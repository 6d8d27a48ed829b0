// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"
#include "core/run/runbreakdown.h"

namespace rl {

// torch_npu / msprof-analyze `communication.json` of one rank (core/io/README.md §9.4): steps →
// "p2p" / "collective" → communication operator → "Communication Time Info" (ms) and
// "Communication Bandwidth Info" per transport. Summed over steps and operators; a group's
// "Total Op Info" entry, the profiler's own sum, is not counted twice. A malformed file is
// an Input error naming the byte offset.
Result<CommunicationSummary> readCommunicationJson(const QString &path);

} // namespace rl
