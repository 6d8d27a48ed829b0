// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationreport.h"

namespace rl {

// What to change for a collective of this verdict (core/comm/README.md §6), in the UI language;
// the texts follow msprof's and msprof-analyze's own suggestions. `transport` is the one the
// verdict rests on (the link-configuration advice differs per transport); `waitingRank` the rank
// found to make the others wait, when known.
std::vector<CommunicationAdvice> communicationAdvice(const JudgedCollective &collective,
                                                     std::optional<int> waitingRank);

// What the advice of a collective depends on besides the waiting rank: the verdict, the link it
// rests on, an RDMA transit long enough to be retransmission, and a dominant synchronisation.
// Collectives with one key get the same advice, so it is made once per key and shared.
QString communicationAdviceKey(const JudgedCollective &collective);

} // namespace rl
