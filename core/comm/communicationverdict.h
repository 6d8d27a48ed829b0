// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationreport.h"

namespace rl {

// The thresholds of core/comm/README.md §6, each Huawei's own or the tuning guides'.
namespace commthresholds {
inline constexpr double kWaitDominated = 0.5;  // wait at least as long as transfer
inline constexpr double kWaitNoted = 0.2;      // msprof WAIT_TIME_THRESHOLD
inline constexpr double kBandwidthBound = 0.8; // msprof BANDWIDTH_THRESHOLD
inline constexpr double kLargePackets = 0.8;   // msprof LARGE_MESSAGE_RATE
inline constexpr double kLowBandwidth = 0.5;   // the tuning guides' 50 % rule
inline constexpr double kDominated = 0.25;     // msprof DOMINATED_BOTTLENECK_THRESHOLD
inline constexpr double kImpossible = 1.05;    // above this the chip is probably not the one assumed
} // namespace commthresholds

// Applies rule J and the verdict table to a collective whose transports already carry their
// roofs: fills judgedTransports, utilization, utilizationTransport, largePacketRatio, verdict.
void judgeCollective(JudgedCollective &collective);

// The sentence that says which figures made the verdict, in the UI language.
QString communicationEvidence(const JudgedCollective &collective);

} // namespace rl
