// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationreport.h"

#include <QIODevice>

namespace rl {

// One row per collective and rank (`FILE.comm.csv` beside the operator table): its times,
// ratios, each transport's size, time, bandwidth and utilisation against the link roof, the
// verdict, evidence and first advice. RFC-4180, UTF-8, CRLF; false when a write failed.
bool writeCommunicationCsv(const CommunicationReport &report, QIODevice &device);

} // namespace rl
