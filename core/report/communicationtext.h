// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationreport.h"

#include <QString>

namespace rl {

// The communication part of the command line's summary: the summary sentence, the links
// against their roofs, the verdict counts and the collectives that lose most, each with its
// evidence and first advice.
QString communicationSummaryText(const CommunicationReport &report, int topCollectives = 5);

} // namespace rl
