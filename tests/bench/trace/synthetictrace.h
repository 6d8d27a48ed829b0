// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"

#include <QString>

namespace rl::bench {

struct SyntheticTraceInfo
{
    qint64 bytes = 0;
    qint64 events = 0;
    int repetitions = 0;
};

// Writes a trace_view.json of about `targetBytes` made of the real events of `realTrace`
// (torch_npu, so the real mix of complete events, counters and flows, their args, call stacks
// and string timestamps), repeated with timestamps shifted by the real trace's span each time.
// Metadata events are written once. Streams through a small buffer.
Result<SyntheticTraceInfo> writeSyntheticTrace(const QString &realTrace, const QString &out, qint64 targetBytes);

} // namespace rl::bench
