// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runbreakdown.h"

#include <QString>

namespace rl {

// The parts of a step (or of the totals) as core/report/runjson.cpp writes them, read through
// either JSON reader of this room (JsonFields over nlohmann, DomFields over simdjson): one list of
// the keys for both, so the reduce and readClusterJson read the same step. `named`: the object
// has a "step" key.
template<typename Fields, typename Object>
StepBreakdown stepFields(Fields &f, const Object &o, const QString &at, bool named)
{
    StepBreakdown s;
    if (named)
        s.step = f.text(o, "step", at);
    s.computingUs = f.optionalNumber(o, "computing_us", at);
    s.communicationNotOverlappedUs = f.optionalNumber(o, "communication_not_overlapped_us", at);
    s.overlappedUs = f.optionalNumber(o, "overlapped_us", at);
    s.communicationUs = f.optionalNumber(o, "communication_us", at);
    s.freeUs = f.optionalNumber(o, "free_us", at);
    s.stageUs = f.optionalNumber(o, "stage_us", at);
    s.bubbleUs = f.optionalNumber(o, "bubble_us", at);
    s.preparingUs = f.optionalNumber(o, "preparing_us", at);
    s.communicationNotOverlappedExcludeReceiveUs = f.optionalNumber(
        o, "communication_not_overlapped_exclude_receive_us", at);
    s.waitingUs = f.optionalNumber(o, "waiting_us", at);
    if (auto start = f.optionalInteger(o, "start_ns", at))
        s.startNs = *start;
    return s;
}

} // namespace rl
