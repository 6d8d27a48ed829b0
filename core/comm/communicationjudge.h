// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationreport.h"
#include "core/hardware/hardwarespec.h"

namespace rl {

// Judges a job's communication against the chip's link roofs (contract §7b, core/comm/README.md
// §5–§7): each collective's calls summed per (rank, group, name), its transports' utilisation,
// verdict, evidence and advice; the run-level links; the matrix and its slowest link; the rank
// that makes the others wait; one summary sentence. A bandwidth above its roof stays as
// computed and becomes a warning naming the collective, rank, transport and roof.
CommunicationReport judgeCommunication(const CommunicationData &data, const HardwareSpec &hardware);

} // namespace rl
